import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import { bookings, locations, locationTranslations, orderItems, orders, payments, priceWeeks, reviews, shippingContacts } from '../schema'
import type { DbOrTx } from '../types'
import { publishedAuthorName } from '../../domain/reviews/author-name'
import { rentalSubTitle } from '../../domain/booking/rental-product'
import { addDays, saturdayOnOrBefore } from '../../domain/booking/rules/calendar'
import { splitItemVat } from '../../domain/shop/cart/totals'
import { vatRateOn } from '../../domain/vat/rates'
import { createRng, hashSeed } from './prng'

type Guest = { firstName: string; lastName: string; city: string; country: string; zip: string; phone: string; locale: 'fr' | 'en' }

/** The guests of the demo's past stays, and what they wrote, in their language. */
const STAYS: Array<{ weeksAgo: number; rental: number; guest: Guest; rating: number; body: string }> = [
  {
    weeksAgo: 2,
    rental: 0,
    guest: { firstName: 'Sophie', lastName: 'Favre', city: 'Genève', country: 'CH', zip: '1204', phone: '+41791234500', locale: 'fr' },
    rating: 4,
    body: 'Très bel appartement, calme et lumineux. Nous aurions aimé un peu plus d’ustensiles de cuisine, mais le séjour était excellent.',
  },
  {
    weeksAgo: 4,
    rental: 0,
    guest: { firstName: 'James', lastName: 'Whitfield', city: 'Oxford', country: 'GB', zip: 'OX1 2JD', phone: '+447700900111', locale: 'en' },
    rating: 5,
    body: 'Lovely place, spotless and cosy, with a superb view of the valley. The agency answered every question quickly. Highly recommended for families.',
  },
  {
    weeksAgo: 9,
    rental: 0,
    guest: { firstName: 'Isabelle', lastName: 'Rochat', city: 'Lausanne', country: 'CH', zip: '1003', phone: '+41791112233', locale: 'fr' },
    rating: 5,
    body: 'Chalet très bien équipé, propre et chaleureux. La vue sur les Alpes depuis le balcon est magnifique et les pistes sont à deux pas. Accueil parfait de l’agence.',
  },
  {
    weeksAgo: 6,
    rental: 1,
    guest: { firstName: 'Emma', lastName: 'de Vries', city: 'Amsterdam', country: 'NL', zip: '1016 GV', phone: '+31612398765', locale: 'en' },
    rating: 4,
    body: 'Great location close to the lifts and the shops. The beds were comfortable; the Wi-Fi was a little slow in the evening, otherwise a perfect week.',
  },
  {
    weeksAgo: 12,
    rental: 1,
    guest: { firstName: 'Pierre', lastName: 'Gaillard', city: 'Paris', country: 'FR', zip: '75004', phone: '+33612345678', locale: 'fr' },
    rating: 5,
    body: 'Tout était prêt à notre arrivée, les explications pour les clés étaient claires. Nous reviendrons l’hiver prochain sans hésiter.',
  },
  {
    weeksAgo: 8,
    rental: 2,
    guest: { firstName: 'Claire', lastName: 'Dubois', city: 'Bruxelles', country: 'BE', zip: '1050', phone: '+32470123456', locale: 'fr' },
    rating: 3,
    body: 'Appartement agréable et bien situé, mais le chauffage de la chambre d’enfants était faible. L’agence a réagi rapidement quand nous l’avons signalé.',
  },
]

/**
 * Demo reviews (docs/decisions/056): the demo's orders are all ahead (the season starts), so a few
 * stays of the last weeks are made here on three rentals, paid in full and over, each with its
 * guest's review: the latest waits for staff (the moderation screen has one), the others are
 * published. Marked `demo`: the next seed replaces them (their reviews go with them).
 */
export async function seedDemoReviews(tx: DbOrTx, today: string, now: Date): Promise<number> {
  const rentals = await tx
    .select({ id: locations.id, reference: locations.reference, productId: locations.productId, persons: locations.persons, titleFr: locationTranslations.title })
    .from(locations)
    .innerJoin(locationTranslations, and(eq(locationTranslations.locationId, locations.id), eq(locationTranslations.locale, 'fr')))
    .where(and(eq(locations.kind, 'weekly'), isNotNull(locations.productId)))
    .orderBy(asc(locations.id))
    .limit(3)
  const lastSaturday = saturdayOnOrBefore(today)
  const latest = Math.min(...STAYS.map((s) => s.weeksAgo))
  let made = 0
  for (const stay of STAYS) {
    const rental = rentals[stay.rental]
    if (!rental?.productId) continue
    const departure = addDays(lastSaturday, -7 * (stay.weeksAgo - 1))
    const arrival = addDays(departure, -7)
    const rng = createRng(hashSeed(`review:${rental.reference}:${arrival}`))
    const [week] = await tx.select({ price: priceWeeks.price }).from(priceWeeks).where(eq(priceWeeks.locationId, rental.id)).orderBy(asc(priceWeeks.startDate)).limit(1)
    const total = week?.price ?? 180_000
    const vat = vatRateOn('accommodation', arrival)
    const bookedOn = new Date(`${addDays(arrival, -45)}T10:00:00Z`)
    const { guest } = stay
    const [contact] = await tx
      .insert(shippingContacts)
      .values({
        title: 'mr',
        firstName: guest.firstName,
        lastName: guest.lastName,
        street: 'Rue de la Gare',
        streetNumber: '1',
        zip: guest.zip,
        city: guest.city,
        country: guest.country,
        state: '',
        phone: guest.phone,
        email: `${guest.firstName}.${guest.lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com',
        cg: true,
        createdAt: bookedOn,
        updatedAt: bookedOn,
      })
      .returning({ id: shippingContacts.id })
    const [order] = await tx
      .insert(orders)
      .values({ number: String(7_000_000_000 + rng.int(0, 999_999_999)), status: 2, locale: guest.locale, shippingContactId: contact!.id, subTotal: total, total, payedAt: bookedOn, demo: true, createdAt: bookedOn, updatedAt: bookedOn })
      .onConflictDoNothing({ target: orders.number })
      .returning({ id: orders.id, number: orders.number })
    if (!order) continue
    const persons = Math.min(2, rental.persons)
    const [item] = await tx
      .insert(orderItems)
      .values({
        orderId: order.id,
        productId: rental.productId,
        reference: rental.reference,
        title: { fr: rental.titleFr },
        subTitle: rentalSubTitle({ arrival, departure, persons }),
        startPeriod: arrival,
        endPeriod: departure,
        total,
        totalExcludingTax: splitItemVat({ total, touristTax: 0, vatRate: vat }).totalExcludingTax,
        vatRate: vat,
        reviewAskedAt: new Date(`${addDays(departure, 1)}T08:00:00Z`),
        createdAt: bookedOn,
        updatedAt: bookedOn,
      })
      .returning({ id: orderItems.id })
    // Its week in the calendar's history; left out should the demo's calendar already hold it.
    await tx.insert(bookings).values({ locationId: rental.id, period: { arrival, departure }, status: 'confirmed', orderItemId: item!.id, source: 'site' }).onConflictDoNothing()
    await tx.insert(payments).values({ orderId: order.id, provider: 'test', reference: `demo-${order.number}`, kind: 'full', status: 'paid', amount: total, paidAt: bookedOn, createdAt: bookedOn, updatedAt: bookedOn })
    const pending = stay.weeksAgo === latest
    const written = new Date(Math.min(now.getTime(), Date.parse(`${addDays(departure, 2)}T18:00:00Z`)))
    await tx.insert(reviews).values({
      orderItemId: item!.id,
      locationId: rental.id,
      locale: guest.locale,
      rating: stay.rating,
      body: stay.body,
      authorName: publishedAuthorName(guest.firstName, guest.lastName),
      stayedOn: arrival,
      status: pending ? 'pending' : 'published',
      moderatedAt: pending ? null : sql`${written.toISOString()}::timestamptz + interval '1 day'`,
      createdAt: written,
      updatedAt: written,
    })
    made++
  }
  return made
}
