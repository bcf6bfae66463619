/**
 * Until when an order's signed link (docs/decisions/039) opens it: 90 days after the order's last
 * day (the last departure, or the last service date), so a guest still finds the order, its PDF and
 * any refund after the stay; an order without dates, or whose dates are past, gets 90 days from the
 * day the link is written. Pure and browser-safe.
 */
import { addDays, later } from '../../booking/rules/calendar'

export const ORDER_LINK_DAYS_AFTER = 90

/** The last day the link opens the order (ISO date, Europe/Zurich). */
export function orderLinkExpiry(input: { lastDay: string | null; today: string }): string {
  return addDays(input.lastDay ? later(input.lastDay, input.today) : input.today, ORDER_LINK_DAYS_AFTER)
}

/** The order's last day: the latest end (or start) of its items; null without any date. */
export function lastDayOf(items: ReadonlyArray<{ startPeriod: string | null; endPeriod: string | null }>): string | null {
  let last: string | null = null
  for (const item of items) {
    const day = item.endPeriod ?? item.startPeriod
    if (day && (last === null || day > last)) last = day
  }
  return last
}
