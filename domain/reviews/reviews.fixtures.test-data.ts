/**
 * What the reviews tests share: a stay of a rental (its own product, linked as the shop links it),
 * in an order of the given status with a contact, its dates relative to today, and its booking.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { bookings, locations, orderItems, orders, shippingContacts } from '../../db/schema'
import { addDays, todayInResort } from '../booking/rules/calendar'
import { newWeeklyRental } from '../booking/fixtures.test-data'
import { rentalProduct } from '../orders/payment/orders.fixtures.test-data'

let count = 0

export type TestStay = { orderId: number; number: string; itemId: number; locationId: number; arrival: string; departure: string; email: string }

/** A week's stay that ended `endedDaysAgo` days ago (negative: still ahead), in an order of `status`. */
export async function stayOf(db: Db, options: { status?: number; endedDaysAgo?: number; locale?: string; locationId?: number; bookingStatus?: 'confirmed' | 'cancelled' } = {}): Promise<TestStay> {
  count++
  const departure = addDays(todayInResort(), -(options.endedDaysAgo ?? 3))
  const arrival = addDays(departure, -7)
  const locationId = options.locationId ?? (await newWeeklyRental(db))
  let [location] = await db.select({ productId: locations.productId }).from(locations).where(eq(locations.id, locationId))
  if (!location?.productId) {
    const productId = await rentalProduct(db)
    await db.update(locations).set({ productId }).where(eq(locations.id, locationId))
    location = { productId }
  }
  const [contact] = await db
    .insert(shippingContacts)
    .values({ firstName: 'Anna', lastName: 'Martin', street: 'Rue du Lac', streetNumber: '1', zip: '1003', city: 'Lausanne', phone: '+41791234567', email: `anna.${process.pid}.${count}.${Math.random().toString(36).slice(2, 6)}@example.ch` })
    .returning()
  const number = `9${process.pid % 1000}${count}${Math.random().toString().slice(2, 7)}`
  const [order] = await db
    .insert(orders)
    .values({ number, status: options.status ?? 2, locale: options.locale ?? 'fr', total: 150_000, subTotal: 150_000, shippingContactId: contact!.id, payedAt: new Date(), ownerSession: `owner-${count}` })
    .returning()
  const [item] = await db
    .insert(orderItems)
    .values({ orderId: order!.id, productId: location.productId as number, reference: 'R', title: { fr: 'Chalet des Avis', en: 'Review Chalet' }, total: 150_000, totalExcludingTax: 144_509, vatRate: 380, startPeriod: arrival, endPeriod: departure })
    .returning()
  await db.insert(bookings).values({ locationId, period: { arrival, departure }, status: options.bookingStatus ?? 'confirmed', orderItemId: item!.id, source: 'site' })
  return { orderId: order!.id, number, itemId: item!.id, locationId, arrival, departure, email: contact!.email }
}
