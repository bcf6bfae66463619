/** The back office's own addresses (French only: the staff's working language; the pages offer English). */
export const ADMIN_PATHS = {
  home: '/admin',
  signIn: '/admin/connexion',
  setUp: '/admin/mise-en-place',
} as const

export function setUpPath(token: string): string {
  return `${ADMIN_PATHS.setUp}/${encodeURIComponent(token)}`
}
