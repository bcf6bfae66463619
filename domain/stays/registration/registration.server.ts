/**
 * The guest registration of paid stays (docs/decisions/055): what the order page shows and saves
 * behind the order's owner or signed link, and how far each stay is for the staff's Today. The
 * document numbers are sealed with DATA_ENCRYPTION_KEY (domain/secrets) and never shown back to the
 * page: a saved number is named by its last two characters and kept when the field is left empty.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.server'
import { bookings, type Localized, orderItems, orders, travellers } from '../../../db/schema'
import type { DbOrTx } from '../../../db/types'
import { todayInResort } from '../../booking/rules/calendar'
import { findOwnedOrder, type OrderVisitor } from '../../orders/access.server'
import type { SecretBox } from '../../secrets/secret-box.server'
import { type RegistrationClosedReason, registrationOpen } from './eligibility'
import { isNationality } from './nationalities.server'
import { type Party, partyOfItem, travellersExpected } from './party'
import { type RegistrationProgress, registrationProgress } from './progress'
import { checkTravellers, type FormErrorCode, type TravellerErrors, type TravellerInput } from './travellers'

export type RegistrationDeps = { db: Db; secrets: SecretBox; now: () => Date }

/** A saved traveller as the guest's page shows it: the document number only by its end. */
export type TravellerView = {
  position: number
  firstName: string
  lastName: string
  birthDate: string
  nationality: string
  documentType: string | null
  /** The last two characters of the saved number ("…78"), or null when none is saved. */
  documentEnding: string | null
}

export type StayRegistration = {
  itemId: number
  title: string
  arrival: string
  departure: string
  party: Party
  progress: RegistrationProgress
  travellers: TravellerView[]
}

type RentalItem = {
  itemId: number
  orderStatus: number
  title: Localized
  stay: unknown
  context: unknown
  startPeriod: string | null
  endPeriod: string | null
  bookingStatus: string | null
  arrival: string | null
  departure: string | null
}

/** The rental items of an order, each with its booking (the confirmed one, else its latest). */
async function rentalItemsOf(db: DbOrTx, orderId: number, itemId?: number): Promise<RentalItem[]> {
  const rows = await db
    .select({
      itemId: orderItems.id,
      orderStatus: orders.status,
      title: orderItems.title,
      stay: orderItems.stay,
      context: orderItems.context,
      startPeriod: orderItems.startPeriod,
      endPeriod: orderItems.endPeriod,
      bookingStatus: bookings.status,
      arrival: sql<string | null>`lower(${bookings.period})::text`,
      departure: sql<string | null>`upper(${bookings.period})::text`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(bookings, eq(bookings.orderItemId, orderItems.id))
    .where(and(eq(orderItems.orderId, orderId), itemId === undefined ? undefined : eq(orderItems.id, itemId)))
    .orderBy(asc(orderItems.id), desc(sql`${bookings.status} = 'confirmed'`), desc(bookings.id))
  const seen = new Set<number>()
  return rows.filter((row) => !seen.has(row.itemId) && seen.add(row.itemId))
}

const datesOf = (item: RentalItem) => ({ arrival: item.arrival ?? item.startPeriod ?? '', departure: item.departure ?? item.endPeriod ?? '' })

function standing(item: RentalItem, today: string): { open: true } | { open: false; reason: RegistrationClosedReason } {
  return registrationOpen({ orderStatus: item.orderStatus, bookingStatus: item.bookingStatus, departure: datesOf(item).departure }, today)
}

async function savedTravellers(db: DbOrTx, itemIds: number[]) {
  if (itemIds.length === 0) return []
  return db.select().from(travellers).where(inArray(travellers.orderItemId, itemIds)).orderBy(asc(travellers.orderItemId), asc(travellers.position))
}

/**
 * The stays of an order the guest can register now (paid, booking standing, not departed), with
 * what is saved; [] for an order that has none, null for an order the visitor does not own.
 */
export async function orderRegistrations(deps: RegistrationDeps, visitor: OrderVisitor, input: { number: string; locale: string }): Promise<StayRegistration[] | null> {
  const order = await findOwnedOrder(deps.db, visitor, { number: input.number })
  if (!order) return null
  if (order.status !== 2 && order.status !== 3) return []
  const today = todayInResort(deps.now())
  const items = (await rentalItemsOf(deps.db, order.id)).filter((item) => standing(item, today).open)
  const saved = await savedTravellers(
    deps.db,
    items.map((i) => i.itemId),
  )
  return items.map((item) => {
    const party = partyOfItem(item)
    const rows = saved.filter((row) => row.orderItemId === item.itemId)
    return {
      itemId: item.itemId,
      title: (input.locale === 'en' ? item.title.en : undefined) || item.title.fr,
      ...datesOf(item),
      party,
      progress: registrationProgress(rows.length, travellersExpected(party)),
      travellers: rows.map((row) => ({
        position: row.position,
        firstName: row.firstName,
        lastName: row.lastName,
        birthDate: row.birthDate,
        nationality: row.nationality,
        documentType: row.documentType,
        documentEnding: row.documentNumber ? deps.secrets.open('traveller-document', row.documentNumber).slice(-2) : null,
      })),
    }
  })
}

export type SaveTravellersResult =
  | { ok: true; progress: RegistrationProgress }
  | { ok: false; status: 404; code: 'not_found' }
  | { ok: false; status: 409; code: RegistrationClosedReason }
  | { ok: false; status: 400; code: 'invalid'; errors: TravellerErrors; formError: FormErrorCode | null }

/**
 * Saves the travellers of one stay, all at once (those saved before are replaced), in one
 * transaction that locks the rental item: two sendings of the form never mix. `inputs[0]` is the
 * first traveller; at most as many as the party booked are read.
 */
export async function saveTravellers(
  deps: RegistrationDeps,
  visitor: OrderVisitor,
  input: { number: string; itemId: unknown; inputs: readonly TravellerInput[] },
): Promise<SaveTravellersResult> {
  const itemId = typeof input.itemId === 'string' && /^\d{1,9}$/.test(input.itemId) ? Number(input.itemId) : null
  const order = await findOwnedOrder(deps.db, visitor, { number: input.number })
  if (!order || itemId === null) return { ok: false, status: 404, code: 'not_found' }
  const today = todayInResort(deps.now())
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: orderItems.id }).from(orderItems).where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, order.id))).for('update')
    const [item] = locked ? await rentalItemsOf(tx, order.id, itemId) : []
    if (!item) return { ok: false, status: 404, code: 'not_found' } as const
    const open = standing(item, today)
    if (!open.open) return { ok: false, status: 409, code: open.reason } as const
    const party = partyOfItem(item)
    const expected = travellersExpected(party)
    const before = await savedTravellers(tx, [itemId])
    const checked = checkTravellers(input.inputs.slice(0, expected), {
      arrival: datesOf(item).arrival,
      today,
      party,
      isCountry: isNationality,
      savedDocument: (position) => before.some((row) => row.position === position && Boolean(row.documentNumber)),
    })
    if (!checked.ok) return { ok: false, status: 400, code: 'invalid', errors: checked.errors, formError: checked.formError } as const
    await tx.delete(travellers).where(eq(travellers.orderItemId, itemId))
    await tx.insert(travellers).values(
      checked.travellers.map((traveller) => ({
        orderItemId: itemId,
        position: traveller.position,
        firstName: traveller.firstName,
        lastName: traveller.lastName,
        birthDate: traveller.birthDate,
        nationality: traveller.nationality,
        documentType: traveller.documentType,
        documentNumber: checked.keepDocumentOf.includes(traveller.position)
          ? (before.find((row) => row.position === traveller.position)?.documentNumber ?? null)
          : traveller.documentNumber === null
            ? null
            : deps.secrets.seal('traveller-document', traveller.documentNumber),
      })),
    )
    return { ok: true, progress: registrationProgress(checked.travellers.length, expected) } as const
  })
}

/** How far the registration of each booking's stay is (Today's arrivals); bookings without an order are absent. */
export async function progressOfBookings(db: DbOrTx, bookingIds: readonly number[]): Promise<Record<number, RegistrationProgress>> {
  if (bookingIds.length === 0) return {}
  const rows = await db
    .select({
      bookingId: bookings.id,
      stay: orderItems.stay,
      context: orderItems.context,
      filled: sql<number>`(select count(*) from ${travellers} where ${travellers.orderItemId} = ${orderItems.id})::int`,
    })
    .from(bookings)
    .innerJoin(orderItems, eq(orderItems.id, bookings.orderItemId))
    .where(inArray(bookings.id, [...bookingIds]))
  return Object.fromEntries(rows.map((row) => [row.bookingId, registrationProgress(Number(row.filled), travellersExpected(partyOfItem(row)))]))
}
