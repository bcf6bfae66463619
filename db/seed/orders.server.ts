import { and, asc, eq, gte, lte, sql } from 'drizzle-orm'
import { bookings, locations, locationTranslations, orderItems, orders, payments, priceWeeks, shippingContacts, travellers } from '../schema'
import { rentalEntry, rentalSubTitle } from '../../domain/booking/rental-product'
import { GRADED_PAYMENT_TERMS } from '../../domain/booking/rules/graded-payment'
import { quoteStay } from '../../domain/booking/rules/stay-quote'
import { TOURIST_TAX_RATES } from '../../domain/booking/rules/tourist-tax'
import { rentalStayRules } from '../../domain/booking/stay-price'
import type { DbOrTx } from '../types'
import { depositOf } from '../../domain/orders/payment/order-transition.server'
import { splitItemVat } from '../../domain/shop/cart/totals'
import { vatRateOn } from '../../domain/vat/rates'
import { addDays } from '../../domain/booking/rules/calendar'
import { createRng, hashSeed } from './prng'

type Customer = { title: 'mr' | 'mrs' | 'ms'; firstName: string; lastName: string; street: string; streetNumber: string; zip: string; city: string; country: string; state: string; phone: string; locale: 'fr' | 'en' }

/** The agency's customers of the demo: Swiss, French, British, Dutch, German and Belgian families. */
const CUSTOMERS: Customer[] = [
  { title: 'mrs', firstName: 'Isabelle', lastName: 'Rochat', street: 'Avenue de la Gare', streetNumber: '14', zip: '1003', city: 'Lausanne', country: 'CH', state: 'VD', phone: '+41791112233', locale: 'fr' },
  { title: 'mr', firstName: 'Oliver', lastName: 'Bennett', street: 'Kensington Park Road', streetNumber: '22', zip: 'W11 3BU', city: 'London', country: 'GB', state: '', phone: '+447700900456', locale: 'en' },
  { title: 'mr', firstName: 'Pierre', lastName: 'Gaillard', street: 'Rue de Rivoli', streetNumber: '98', zip: '75004', city: 'Paris', country: 'FR', state: '', phone: '+33612345678', locale: 'fr' },
  { title: 'mrs', firstName: 'Emma', lastName: 'de Vries', street: 'Prinsengracht', streetNumber: '263', zip: '1016 GV', city: 'Amsterdam', country: 'NL', state: '', phone: '+31612398765', locale: 'en' },
  { title: 'mr', firstName: 'Thomas', lastName: 'Müller', street: 'Bahnhofstrasse', streetNumber: '5', zip: '8001', city: 'Zürich', country: 'CH', state: 'ZH', phone: '+41794445566', locale: 'en' },
  { title: 'ms', firstName: 'Claire', lastName: 'Dubois', street: 'Chaussée de Waterloo', streetNumber: '410', zip: '1050', city: 'Bruxelles', country: 'BE', state: '', phone: '+32470123456', locale: 'fr' },
  { title: 'mrs', firstName: 'Anne-Laure', lastName: 'Berclaz', street: 'Route de Sion', streetNumber: '31', zip: '3960', city: 'Sierre', country: 'CH', state: 'VS', phone: '+41277778899', locale: 'fr' },
  { title: 'mr', firstName: 'Henrik', lastName: 'Larsen', street: 'Strandvejen', streetNumber: '120', zip: '2900', city: 'Hellerup', country: 'DK', state: '', phone: '+4520123456', locale: 'en' },
]

/** Stays of the demo agency's bookings that came through the site, from three months ago to five months ahead. */
const WINDOW = { before: 90, after: 150 }
const MOST_ORDERS = 18

/**
 * Demo orders, so the back office opens on a living agency: some of the agency's confirmed demo
 * bookings become stays sold on the site, paid in full (stays soon or past) or with a deposit (later
 * stays, balance due 30 days before arrival), priced by the booking rules' own quote. Marked `demo`:
 * the next seed replaces them, and a real order still stops any seed (db/seed/shop.server.ts).
 */
export async function seedDemoOrders(tx: DbOrTx, today: string, now: Date): Promise<number> {
  const stays = await tx
    .select({
      bookingId: bookings.id,
      locationId: locations.id,
      reference: locations.reference,
      persons: locations.persons,
      productId: locations.productId,
      included: locations.included,
      stayRules: locations.stayRules,
      arrival: sql<string>`lower(${bookings.period})::text`,
      departure: sql<string>`upper(${bookings.period})::text`,
      titleFr: locationTranslations.title,
    })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .innerJoin(locationTranslations, and(eq(locationTranslations.locationId, locations.id), eq(locationTranslations.locale, 'fr')))
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        eq(bookings.source, 'agency'),
        sql`lower(${bookings.period}) between ${addDays(today, -WINDOW.before)}::date and ${addDays(today, WINDOW.after)}::date`,
      ),
    )
    .orderBy(asc(sql`lower(${bookings.period})`), asc(bookings.id))
  // Spread over the whole window: past stays, this week's, and later ones paid with a deposit.
  const step = Math.max(1, Math.ceil(stays.length / MOST_ORDERS))
  const chosen = stays.filter((_, i) => i % step === Math.min(1, step - 1))
  let made = 0
  for (const [i, stay] of chosen.entries()) {
    if (stay.productId === null) continue
    const rng = createRng(hashSeed(`order:${stay.reference}:${stay.arrival}`))
    const weeks = await tx
      .select({ startDate: priceWeeks.startDate, endDate: priceWeeks.endDate, price: priceWeeks.price, specialPrice: priceWeeks.specialPrice })
      .from(priceWeeks)
      .where(and(eq(priceWeeks.locationId, stay.locationId), gte(priceWeeks.startDate, stay.arrival), lte(priceWeeks.startDate, stay.departure)))
    const vat = vatRateOn('accommodation', stay.arrival)
    const adults = Math.min(2 + (i % 3), stay.persons)
    const guests = { adults, childAges: adults + 1 <= stay.persons && i % 2 === 0 ? [9] : [] }
    const quote = quoteStay({
      rental: { stayRules: rentalStayRules(stay.stayRules), persons: stay.persons, included: stay.included },
      stay: { arrival: stay.arrival, departure: stay.departure },
      weeks: weeks.map((week) => ({ ...week, available: true })),
      guests,
      rates: { touristTax: TOURIST_TAX_RATES, accommodationVat: vat },
    })
    if (!quote.ok) continue
    const customer = CUSTOMERS[i % CUSTOMERS.length]!
    // Booked 20 to 90 days before arrival, never later than yesterday.
    const bookedOn = new Date(Math.min(now.getTime() - 86_400_000, Date.parse(`${addDays(stay.arrival, -(20 + rng.int(0, 70)))}T10:00:00Z`)))
    const deposit = addDays(stay.arrival, -GRADED_PAYMENT_TERMS.minDaysAhead) > bookedOn.toISOString().slice(0, 10) && addDays(stay.arrival, -GRADED_PAYMENT_TERMS.balanceDaysBeforeArrival) > today
    const total = quote.total
    const paidNow = deposit ? depositOf(total) : total
    const { ok: _ok, ...breakdown } = quote
    const [contact] = await tx
      .insert(shippingContacts)
      .values({ ...withoutLocale(customer), email: emailOf(customer), cg: true, createdAt: bookedOn, updatedAt: bookedOn })
      .returning({ id: shippingContacts.id })
    const [order] = await tx
      .insert(orders)
      .values({
        number: String(8_000_000_000 + rng.int(0, 999_999_999)),
        status: deposit ? 3 : 2,
        locale: customer.locale,
        shippingContactId: contact!.id,
        subTotal: total,
        total,
        reportedTotal: total - paidNow,
        gradedPayment: deposit,
        gradedToPayAt: deposit ? addDays(stay.arrival, -GRADED_PAYMENT_TERMS.balanceDaysBeforeArrival) : null,
        payedAt: bookedOn,
        demo: true,
        createdAt: bookedOn,
        updatedAt: bookedOn,
      })
      .onConflictDoNothing({ target: orders.number })
      .returning({ id: orders.id, number: orders.number })
    if (!order) continue
    const [item] = await tx
      .insert(orderItems)
      .values({
        orderId: order.id,
        productId: stay.productId,
        reference: stay.reference,
        title: { fr: stay.titleFr },
        subTitle: rentalSubTitle({ arrival: stay.arrival, departure: stay.departure, persons: quote.guests.total }),
        context: [rentalEntry(stay, guests)],
        startPeriod: stay.arrival,
        endPeriod: stay.departure,
        total,
        totalExcludingTax: splitItemVat({ total, touristTax: quote.touristTax.total, vatRate: vat }).totalExcludingTax,
        vatRate: vat,
        touristTax: quote.touristTax.total,
        stay: { ...breakdown, locationId: stay.locationId, from: quote.arrival, to: quote.departure, persons: quote.guests.total },
        createdAt: bookedOn,
        updatedAt: bookedOn,
      })
      .returning({ id: orderItems.id })
    await tx.update(bookings).set({ orderItemId: item!.id, source: 'site', note: '' }).where(eq(bookings.id, stay.bookingId))
    // The guest register of Swiss guests arriving within three weeks (docs/decisions/055): Today shows complete and partial ones.
    if (customer.country === 'CH' && stay.arrival >= today && stay.arrival <= addDays(today, 21)) {
      const births = [...Array.from({ length: guests.adults }, (_, n) => `${1976 + n}-04-12`), ...guests.childAges.map((age) => addDays(stay.arrival, -(age * 365 + 120)))]
      const filled = i % 2 === 0 ? births : births.slice(0, 1)
      const firstNames = [customer.firstName, 'Marc', 'Julie', 'Léo']
      await tx.insert(travellers).values(filled.map((birthDate, n) => ({ orderItemId: item!.id, position: n + 1, firstName: firstNames[n % firstNames.length]!, lastName: customer.lastName, birthDate, nationality: 'CH' })))
    }
    await tx.insert(payments).values({
      orderId: order.id,
      provider: 'test',
      reference: `demo-${order.number}`,
      kind: deposit ? 'deposit' : 'full',
      status: 'paid',
      amount: paidNow,
      paidAt: bookedOn,
      createdAt: bookedOn,
      updatedAt: bookedOn,
    })
    made++
  }
  return made
}

function withoutLocale({ locale: _locale, ...contact }: Customer) {
  return contact
}

function emailOf(customer: Customer): string {
  const name = `${customer.firstName}.${customer.lastName}`.toLowerCase().normalize('NFD').replace(/[^a-z.]/g, '')
  return `${name}@example.com`
}
