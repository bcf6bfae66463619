import { isPersonalPath } from '../../domain/navigation/personal-pages'
import type { Lane } from './admission'

/** The back office and the shop API: a visitor's or staff member's own work. */
const PERSONAL_ADDRESSES = /^\/(shop\/api\/|((fr|en)\/)?admin([/.]|$)|visiteur([/.]|$))/

/**
 * The lane of an uncached request (decision 047). Personal: what a visitor or staff member does for
 * themselves — any form or call that sends something (POST, PUT…), the shop API (cart, checkout,
 * account), their own pages (checkout, account, login), the header's visitor call and the back
 * office. Anonymous: the shared pages and the catalogue and content calls, which a crawler or a
 * flood asks for too.
 */
export function laneOf(method: string, pathname: string): Lane {
  if (method !== 'GET' && method !== 'HEAD') return 'personal'
  if (PERSONAL_ADDRESSES.test(pathname)) return 'personal'
  return isPersonalPath(pathname.replace(/\.data$/, '')) ? 'personal' : 'anonymous'
}
