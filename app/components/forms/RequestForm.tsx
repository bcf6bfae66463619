/**
 * Contact, information and visit request form (contract; the full form is built by the forms work).
 * Props: kind and, for information/visit requests, the rental or sale it is about.
 */
export type RequestSubject = { type: 'location' | 'sale'; id: number; title: string }
export type RequestFormProps = { kind: 'contact' | 'information' | 'visit'; subject?: RequestSubject }

export function RequestForm(_props: RequestFormProps) {
  return null
}
