/**
 * The weekly price grid of a rental as staff edit it: week by week or a season at once. Every write
 * goes through the database (its triggers refresh the lists' prices and drop the kept public pages),
 * with an audit entry in the same transaction. Orders never read this table again once placed: their
 * items keep their own totals, so a price edited here never changes an order.
 */
import { and, asc, eq, gte, lt } from 'drizzle-orm'
import { locations, priceWeeks } from '../../db/schema'
import type { DbOrTx, Tx } from '../../db/types'
import { addDays } from '../booking/rules/calendar'
import { recordChange, type Staff } from '../staff/audit.server'
import type { FieldErrors } from '../validation'
import { changedWeek, type GridWeek, priceError, type SeasonEdit, seasonWeeks, type WeekEdit } from './price-rules'

export type CalendarDeps = { db: DbOrTx }
export type PriceAnswer = { ok: true; weeks: number } | { ok: false; errors: FieldErrors }

export type RentalHeading = { id: number; reference: string; kind: string }

/** The rental a calendar page is about, or null when there is none. */
export async function rentalHeading(deps: CalendarDeps, locationId: number): Promise<RentalHeading | null> {
  const [row] = await deps.db
    .select({ id: locations.id, reference: locations.reference, kind: locations.kind })
    .from(locations)
    .where(eq(locations.id, locationId))
  return row ?? null
}

export type PriceRow = GridWeek & { season: string }

/** The weeks of [from, to) that have a price, in order. */
export async function priceGrid(deps: CalendarDeps, locationId: number, from: string, to: string): Promise<PriceRow[]> {
  return deps.db
    .select({ start: priceWeeks.startDate, price: priceWeeks.price, specialPrice: priceWeeks.specialPrice, season: priceWeeks.season })
    .from(priceWeeks)
    .where(and(eq(priceWeeks.locationId, locationId), gte(priceWeeks.startDate, from), lt(priceWeeks.startDate, to)))
    .orderBy(asc(priceWeeks.startDate))
}

/** Locks a weekly rental (any status: prices are set before publishing); false when there is none. */
async function lockWeekly(tx: Tx, locationId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.kind, 'weekly')))
    .for('no key update')
  return rows.length === 1
}

const notWeekly = (locale: string): PriceAnswer => ({ ok: false, errors: { form: priceError('not_weekly', locale) } })

/** Sets one week's price and special price (empty: no offer); creates the week when it had none. */
export async function editWeekPrice(deps: CalendarDeps, staff: Staff, input: { locationId: number; week: WeekEdit; locale: string }): Promise<PriceAnswer> {
  const { locationId, week } = input
  return deps.db.transaction(async (tx) => {
    if (!(await lockWeekly(tx, locationId))) return notWeekly(input.locale)
    const [before] = await priceGrid({ db: tx }, locationId, week.start, addDays(week.start, 1))
    await tx
      .insert(priceWeeks)
      .values({ locationId, startDate: week.start, endDate: addDays(week.start, 7), season: 'mid', price: week.price, specialPrice: week.specialPrice })
      .onConflictDoUpdate({
        target: [priceWeeks.locationId, priceWeeks.startDate],
        set: { price: week.price, specialPrice: week.specialPrice },
      })
    await recordChange(tx, staff, { action: 'update', entity: 'price_week', entityId: `${locationId}/${week.start}`, before: before ?? null, after: week })
    return { ok: true, weeks: 1 }
  })
}

/**
 * Applies a season's change to each of its weeks. Setting a price creates the weeks that had none;
 * the other changes touch only priced weeks. All or nothing: one week refused refuses the season.
 */
export async function editSeasonPrices(deps: CalendarDeps, staff: Staff, input: { locationId: number; edit: SeasonEdit; locale: string }): Promise<PriceAnswer> {
  const { locationId, edit, locale } = input
  return deps.db.transaction(async (tx) => {
    if (!(await lockWeekly(tx, locationId))) return notWeekly(locale)
    const before = await priceGrid({ db: tx }, locationId, edit.from, edit.to)
    const starts = edit.change.kind === 'set' ? seasonWeeks(edit.from, edit.to) : before.map((w) => w.start)
    if (starts.length === 0) return { ok: false, errors: { form: priceError('no_week', locale) } }
    const known = new Map(before.map((w) => [w.start, w]))
    const after: GridWeek[] = []
    for (const start of starts) {
      const changed = changedWeek(known.get(start) ?? { start, price: 1, specialPrice: null }, edit.change)
      if (typeof changed === 'string') return { ok: false, errors: { [fieldOf(edit)]: priceError(changed, locale) } }
      after.push(changed)
    }
    await writeWeeks(tx, locationId, after, edit.change.kind === 'set' ? edit.change.season : null)
    await recordChange(tx, staff, {
      action: `season_${edit.change.kind}`,
      entity: 'price_week',
      entityId: `${locationId}/${edit.from}..${edit.to}`,
      before,
      after: { change: edit.change, weeks: after },
    })
    return { ok: true, weeks: after.length }
  })
}

const fieldOf = (edit: SeasonEdit) => ({ set: 'price', percent: 'percent', special: 'special', clear_special: 'form' })[edit.change.kind]

/** Writes the weeks: one statement per week, each an insert or an update of its row. */
async function writeWeeks(tx: Tx, locationId: number, weeks: GridWeek[], season: string | null): Promise<void> {
  for (const week of weeks) {
    const set = { price: week.price, specialPrice: week.specialPrice, ...(season ? { season } : {}) }
    await tx
      .insert(priceWeeks)
      .values({ locationId, startDate: week.start, endDate: addDays(week.start, 7), season: season ?? 'mid', ...set })
      .onConflictDoUpdate({ target: [priceWeeks.locationId, priceWeeks.startDate], set })
  }
}
