import { LocalizedLink } from '../../../lib/locale'
import { addDays } from '../../../../domain/booking/rules/calendar'

/** Links to the page's previous and next `weeks` weeks (a year), by the address's `from`. */
export function YearPager({ path, from, weeks, label, earlier, later }: { path: string; from: string; weeks: number; label: string; earlier: string; later: string }) {
  return (
    <nav className="admin-pager" aria-label={label}>
      <LocalizedLink to={`${path}?from=${addDays(from, -weeks * 7)}`}>{earlier}</LocalizedLink>
      <LocalizedLink to={`${path}?from=${addDays(from, weeks * 7)}`}>{later}</LocalizedLink>
    </nav>
  )
}
