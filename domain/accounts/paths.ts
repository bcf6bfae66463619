import { pathIn } from '../navigation/addresses'

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
  return pathIn(path, locale)
}
