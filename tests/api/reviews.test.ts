import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs, locationTranslations } from '../../db/schema'
import { createRentalProducts } from '../../domain/booking/rental-products.server'
import { newWeeklyRental } from '../../domain/booking/fixtures.test-data'
import { orderLinkToken } from '../../domain/orders/order-link/token.server'
import { REVIEW_REQUEST_JOB } from '../../domain/reviews/request-job.server'
import { stayOf, type TestStay } from '../../domain/reviews/reviews.fixtures.test-data'
import { call, type CookieJar, mailsTo, waitForMailTo } from './auth-support'
import { signInDemoAdmin } from './admin-support'
import { type Shop, startShop } from '../support/shop-fixtures'

/**
 * Verified reviews (docs/decisions/056): a guest of a paid, finished stay reviews it through the
 * order's signed link from a browser without any cookie, in French and English; a deposit order, a
 * stay not over and a second review are refused; staff publish, and only then does the rental page
 * show the review and its AggregateRating; the request e-mail goes out once, in the order's language.
 */

const SECRET = 'the-reviews-tests-secret-of-32-characters'
const RENTAL = { slug: 'chalet-des-avis', id: 0 }

let shop: Shop
let staff: CookieJar
const stays = {} as Record<'fr' | 'en' | 'deposit' | 'ahead' | 'asked' | 'race', TestStay>

beforeAll(async () => {
  shop = await startShop({ AUTH_SECRET: SECRET }, undefined, {
    demoAdmin: true,
    prepare: async (db) => {
      RENTAL.id = await newWeeklyRental(db)
      await db.insert(locationTranslations).values([
        { locationId: RENTAL.id, locale: 'fr', title: 'Chalet des Avis', slug: RENTAL.slug },
        { locationId: RENTAL.id, locale: 'en', title: 'Reviews Chalet', slug: 'reviews-chalet' },
      ])
      await createRentalProducts(db)
      stays.fr = await stayOf(db, { locationId: RENTAL.id, endedDaysAgo: 30 })
      stays.en = await stayOf(db, { locationId: RENTAL.id, endedDaysAgo: 10, locale: 'en' })
      stays.deposit = await stayOf(db, { locationId: RENTAL.id, endedDaysAgo: 50, status: 3 })
      stays.ahead = await stayOf(db, { locationId: RENTAL.id, endedDaysAgo: -20 })
      stays.race = await stayOf(db, { endedDaysAgo: 4 })
      // A finished stay whose request is due now, queued twice (a payment completed twice, two workers).
      stays.asked = await stayOf(db, { locationId: RENTAL.id, endedDaysAgo: 2, locale: 'en' })
      await db.insert(jobs).values([1, 2].map(() => ({ kind: REVIEW_REQUEST_JOB, payload: { orderItemId: stays.asked.itemId } })))
    },
  })
  staff = await signInDemoAdmin(shop.server)
}, 180_000)
afterAll(async () => {
  await shop?.stop()
})

const token = (number: string) => orderLinkToken(new TextEncoder().encode(SECRET), number, '2099-12-31')
const orderPath = (stay: TestStay, lang = '') => `${lang}/commande/confirmation/${stay.number}/succes?acces=${token(stay.number)}`
const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&#x27;|’/g, "'").replace(/\s+/g, ' ')
/** A request from a browser that holds no cookie at all (another device, the e-mail's link). */
const cookieless = (path: string, form?: Record<string, string>) => call(shop.server, path, { form, address: '203.0.113.77' })
const review = (stay: TestStay, fields: { rating: string; body: string }, lang = '') =>
  cookieless(orderPath(stay, lang), { intent: 'review', itemId: String(stay.itemId), acces: token(stay.number), ...fields })

const FR_TEXT = 'Chalet chaleureux et très bien équipé, vue superbe sur les Alpes.'
const EN_TEXT = 'A warm and spotless flat, a short walk from the lifts. Lovely week.'

describe('a guest reviews a finished stay through the signed link', () => {
  it('in French: the form (stars 1 to 5), the review sent (303, link kept), the thanks, then no second review', async () => {
    const page = await cookieless(orderPath(stays.fr))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('id="votre-avis"')
    expect(textOf(html)).toContain('Votre note')
    for (const label of ['1 étoile', '2 étoiles', '5 étoiles']) expect(textOf(html)).toContain(label)
    expect(html.match(/<input type="radio"[^>]*name="rating"[^>]*>/g), html.slice(html.indexOf('votre-avis'), html.indexOf('votre-avis') + 3000)).toHaveLength(5)

    const sent = await review(stays.fr, { rating: '5', body: FR_TEXT })
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe(`${orderPath(stays.fr)}#votre-avis`)
    const after = textOf(await (await cookieless(orderPath(stays.fr))).text())
    expect(after).toContain('Merci, votre avis sera publié après modération.')
    expect(after).not.toContain('Envoyer mon avis')

    const again = await review(stays.fr, { rating: '1', body: FR_TEXT })
    expect(again.status).toBe(409)
    expect(textOf(await again.text())).toContain('un seul avis par séjour')
  })

  it('in English: each field says what is wrong, then the review goes through', async () => {
    const wrong = await review(stays.en, { rating: '', body: 'Too short' }, '/en')
    expect(wrong.status).toBe(400)
    const html = await wrong.text()
    expect(textOf(html)).toContain('Choose a rating from 1 to 5 stars.')
    expect(textOf(html)).toContain('Your review needs at least 20 characters.')
    expect(html).toMatch(/aria-describedby="[^"]*review-\d+-body-error/)
    expect(html).toContain('Too short</textarea>')

    const sent = await review(stays.en, { rating: '4', body: EN_TEXT }, '/en')
    expect(sent.status).toBe(303)
    expect(textOf(await (await cookieless(orderPath(stays.en, '/en'))).text())).toContain('Thank you, your review will be published after moderation.')
  })

  it('is refused for an order not paid in full, a stay not over, and without the link', async () => {
    for (const stay of [stays.deposit, stays.ahead]) expect(await (await cookieless(orderPath(stay))).text()).not.toContain('id="votre-avis"')
    const deposit = await review(stays.deposit, { rating: '5', body: FR_TEXT })
    expect(deposit.status).toBe(409)
    expect(textOf(await deposit.text())).toContain('entièrement payée')
    const ahead = await review(stays.ahead, { rating: '5', body: EN_TEXT }, '/en')
    expect(ahead.status).toBe(409)
    expect(textOf(await ahead.text())).toContain('You can review your stay once it is over.')
    const noLink = await cookieless(`/commande/confirmation/${stays.asked.number}/succes`, { intent: 'review', itemId: String(stays.asked.itemId), rating: '5', body: FR_TEXT })
    expect(noLink.status).toBe(404)
  })
  it('sent twice at once (two devices), keeps one review and tells the other why, never an error', async () => {
    const answers = await Promise.all(['5', '3'].map((rating) => review(stays.race, { rating, body: FR_TEXT })))
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409])
    const refused = answers.find((a) => a.status === 409) as Response
    expect(textOf(await refused.text())).toContain('un seul avis par séjour')
  })
})

describe('moderation and the rental page', () => {
  const rentalPage = (lang = '') => call(shop.server, lang ? `/en/location/reviews-chalet-${RENTAL.id}` : `/location/${RENTAL.slug}-${RENTAL.id}`)

  it('shows nothing before staff publish; once published, the reviews, their average and the AggregateRating', async () => {
    const before = await (await rentalPage()).text()
    expect(before).not.toContain('aggregateRating')
    expect(before).not.toContain(FR_TEXT)

    const list = await call(shop.server, '/admin/avis', { jar: staff })
    expect(list.status).toBe(200)
    const admin = await list.text()
    expect(textOf(admin)).toContain(FR_TEXT)
    expect(textOf(admin)).toContain('Chalet des Avis')
    // The reviews of this rental (another one waits too: the stay reviewed twice at once).
    const cards = [...admin.matchAll(/<section[^>]*aria-labelledby="review-\d+"[\s\S]*?<\/section>/g)].map((m) => m[0])
    const ids = cards.filter((card) => card.includes('Chalet des Avis')).map((card) => /name="id" value="(\d+)"/.exec(card)?.[1] as string)
    expect(ids).toHaveLength(2)
    // The public page is still without them: pending reviews never show.
    expect(await (await rentalPage()).text()).not.toContain('aggregateRating')

    for (const id of ids) {
      const published = await call(shop.server, '/admin/avis', { jar: staff, form: { intent: 'publish', id } })
      expect(published.status).toBe(303)
      expect(published.headers.get('location')).toBe(`/admin/avis?published=${id}`)
    }
    const twice = await call(shop.server, '/admin/avis', { jar: staff, form: { intent: 'reject', id: ids[0] as string } })
    expect(twice.status).toBe(409)
    expect(textOf(await (await call(shop.server, '/admin/avis', { jar: staff })).text())).not.toContain('Chalet des Avis')

    const fr = await (await rentalPage()).text()
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(fr)?.[1] ?? '{}') as Record<string, unknown>
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 })
    expect((ld.review as unknown[]).length).toBe(2)
    const text = textOf(fr)
    expect(text).toContain('Avis des hôtes')
    expect(text).toContain('4,5 / 5 · 2 avis')
    expect(text).toContain(FR_TEXT)
    expect(text).toContain('5 étoiles sur 5')
    expect(text).toContain('Anna M.')
    expect(text).toContain('Avis rédigé en anglais')
    // Newest stay first: the English review (10 days ago) before the French one (30 days ago).
    expect(text.indexOf(EN_TEXT)).toBeLessThan(text.indexOf(FR_TEXT))

    const en = textOf(await (await rentalPage('/en')).text())
    expect(en).toContain('Guest reviews')
    expect(en).toContain('4.5 / 5 · 2 reviews')
    expect(en).toContain('Review written in French')
  })
})

describe('the review request e-mail', () => {
  it('goes out once, in the order’s language, with the link to the review form', async () => {
    const mail = await waitForMailTo(shop.server.dataDir, stays.asked.email, (m) => /^Your review of your stay/.test(m.subject))
    expect(mail.subject).toContain('Your review of your stay: Review Chalet')
    const link = new RegExp(`https?://[^\\s]+/en/commande/confirmation/${stays.asked.number}/succes\\?acces=[0-9]{8}-[A-Za-z0-9_-]{32}#votre-avis`).exec(mail.text)?.[0]
    expect(link).toBeTruthy()
    const url = new URL(link as string)
    const form = await cookieless(url.pathname + url.search)
    expect(textOf(await form.text())).toContain('Your rating')
    // The second job of the same stay has had its turn: still one e-mail.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(mailsTo(shop.server.dataDir, stays.asked.email)).toHaveLength(1)
  })
})
