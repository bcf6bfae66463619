/**
 * What staff export each month (docs/decisions/055): the guest register (one line per traveller of
 * the stays arriving in the month, the document number opened) and the tourist-tax return (per
 * rental, the month's nights by band). Only stays of paid orders whose booking stands count.
 * Exporting the register is personal data leaving the site: it is written to the audit log.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { bookings, locations, locationTranslations, orderItems, orders, travellers } from '../../../db/schema'
import type { DbOrTx } from '../../../db/types'
import type { SecretBox } from '../../secrets/secret-box.server'
import { recordChange, type Staff } from '../../staff/audit.server'
import { PAID_ORDER_STATUSES } from './eligibility'
import { partyOfItem } from './party'
import { monthBounds, type TaxReturnRow, taxReturn } from './tax-return'

export type RegisterLine = {
  orderNumber: string
  reference: string
  rental: string
  arrival: string
  departure: string
  position: number
  lastName: string
  firstName: string
  birthDate: string
  nationality: string
  documentType: string | null
  documentNumber: string | null
}

const arrivalOf = sql<string>`lower(${bookings.period})::text`
const departureOf = sql<string>`upper(${bookings.period})::text`

/** Confirmed stays of paid orders, with their rental's title in a language. */
function paidStays(db: DbOrTx, locale: 'fr' | 'en') {
  return db
    .select({
      itemId: orderItems.id,
      orderNumber: orders.number,
      locationId: locations.id,
      reference: locations.reference,
      rental: sql<string>`coalesce(${locationTranslations.title}, '')`,
      arrival: arrivalOf,
      departure: departureOf,
      stay: orderItems.stay,
      context: orderItems.context,
    })
    .from(bookings)
    .innerJoin(orderItems, eq(orderItems.id, bookings.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .leftJoin(locationTranslations, and(eq(locationTranslations.locationId, locations.id), eq(locationTranslations.locale, locale)))
    .$dynamic()
}

const paid = and(eq(bookings.status, 'confirmed'), inArray(orders.status, [...PAID_ORDER_STATUSES]))

/** The register of the stays arriving in `month` ('YYYY-MM'), by arrival, rental and traveller; the export is audited. */
export async function monthRegister(deps: { db: DbOrTx; secrets: SecretBox }, staff: Staff, input: { month: string; locale: 'fr' | 'en' }): Promise<RegisterLine[]> {
  const { from, to } = monthBounds(input.month)
  const stays = await paidStays(deps.db, input.locale).where(and(paid, sql`lower(${bookings.period}) >= ${from}::date`, sql`lower(${bookings.period}) < ${to}::date`))
  const rows =
    stays.length === 0
      ? []
      : await deps.db
          .select()
          .from(travellers)
          .where(
            inArray(
              travellers.orderItemId,
              stays.map((s) => s.itemId),
            ),
          )
          .orderBy(asc(travellers.position))
  const lines = stays
    .sort((a, b) => a.arrival.localeCompare(b.arrival) || a.reference.localeCompare(b.reference) || a.itemId - b.itemId)
    .flatMap((stay) =>
      rows
        .filter((row) => row.orderItemId === stay.itemId)
        .map((row) => ({
          orderNumber: stay.orderNumber,
          reference: stay.reference,
          rental: stay.rental,
          arrival: stay.arrival,
          departure: stay.departure,
          position: row.position,
          lastName: row.lastName,
          firstName: row.firstName,
          birthDate: row.birthDate,
          nationality: row.nationality,
          documentType: row.documentType,
          documentNumber: row.documentNumber ? deps.secrets.open('traveller-document', row.documentNumber) : null,
        })),
    )
  await recordChange(deps.db, staff, { action: 'export', entity: 'guest_register', entityId: input.month, after: { travellers: lines.length } })
  return lines
}

/** The tourist-tax return of `month`: every paid stay with a night in it, counted from the booked party. */
export async function monthTaxReturn(db: DbOrTx, input: { month: string; locale: 'fr' | 'en' }): Promise<TaxReturnRow[]> {
  const { from, to } = monthBounds(input.month)
  const stays = await paidStays(db, input.locale).where(and(paid, sql`${bookings.period} && daterange(${from}::date, ${to}::date)`))
  return taxReturn(
    stays.map((stay) => ({ locationId: stay.locationId, reference: stay.reference, rental: stay.rental, arrival: stay.arrival, departure: stay.departure, party: partyOfItem(stay) })),
    input.month,
  )
}
