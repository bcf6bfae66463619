/** The choices of a shipping contact's fields (its rules: ./shipping-contact.ts). Browser-safe, no validation code. */

export const CONTACT_TITLES = ['mr', 'mrs', 'ms'] as const

/** The 26 cantons, by their official abbreviation. */
export const CANTONS = [
  'AG', 'AI', 'AR', 'BE', 'BL', 'BS', 'FR', 'GE', 'GL', 'GR', 'JU', 'LU', 'NE',
  'NW', 'OW', 'SG', 'SH', 'SO', 'SZ', 'TG', 'TI', 'UR', 'VD', 'VS', 'ZG', 'ZH',
] as const

export const CONTACT_DEFAULTS = { title: 'mr', country: 'CH', state: 'VS', cg: 'false', dataUse: 'false' } as const
