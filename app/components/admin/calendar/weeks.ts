import { addDays, weekdayOf } from '../../../../domain/booking/rules/calendar'
import { toZurichIsoDate } from '../../../../domain/format/date'

/** Today in the resort (Europe/Zurich), YYYY-MM-DD. */
export const todayInResort = () => toZurichIsoDate(new Date())

/** The Saturday starting the week a date falls in. */
export function saturdayOnOrBefore(iso: string): string {
  return addDays(iso, -((weekdayOf(iso) + 1) % 7))
}
