/** The guest registration form's names, shared by the component and its action (app/lib/registration.server.ts). Browser-safe. */

export const REGISTER_INTENT = 'register-travellers'
/** The query parameter of the order page after a save: the stay's item id, for the message "saved". */
export const REGISTERED_PARAM = 'voyageurs'

/** The form's name of a traveller's field: `traveller-2-lastName`. */
export const travellerFieldName = (position: number, field: string) => `traveller-${position}-${field}`
