import { stripLocale } from '../i18n/locales'

/**
 * The pages that are the visitor's own whatever they show (checkout, confirmation, account, login),
 * by their French path: the root renders their header with the visitor's cart and account, and the
 * server's admission gives them priority over anonymous work (decision 047).
 */
const PERSONAL_PAGES = /^\/(commande|mon-compte|login)(\/|$)/

/** Whether a page's path, in any language, is one of the visitor's own pages. */
export function isPersonalPath(pathname: string): boolean {
  return PERSONAL_PAGES.test(stripLocale(pathname))
}
