/** The account pages (SPEC §2), as French app paths; `accountPath` gives the address in a language. */
export const ACCOUNT_PATHS = {
  login: '/login',
  signUp: '/mon-compte/inscription',
  profile: '/mon-compte/mes-informations',
  orders: '/mon-compte/dernieres-reservations',
  forgotPassword: '/mon-compte/mot-de-passe-oublie',
  resetPassword: '/mon-compte/nouveau-mot-de-passe',
} as const

export function accountPath(path: string, locale: string): string {
  return locale === 'en' ? `/en${path === '/' ? '' : path}` : path
}

/** A path of this site ("/…", never "//host" or a scheme), else null: where a login may send a person back. */
export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 1000) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null
  return value
}
