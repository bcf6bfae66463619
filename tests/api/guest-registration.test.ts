import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuthServer, call, type CookieJar, startAuthServer, waitForMailTo } from './auth-support'
import { signInDemoAdmin } from './admin-support'
import { checkout, comeBack, guestWithCart, type Guest, orderOf, payOnTestPage } from './payment-support'

/**
 * Online guest registration (docs/decisions/055): the guest fills in the travellers of a paid stay
 * through the order's signed link, from a browser without cookies, in French and English; the form
 * is refused before payment and to a stranger without the link; staff download the month's register
 * and tourist-tax return.
 */

type Week = { startDate: string; endDate: string; available: boolean }
type Rental = { id: number; productId: number; persons: number; reference: string; priceWeeks: Week[] }

let server: AuthServer
let staff: CookieJar
let rental: Rental
let taken = 0

const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;|’/g, "'").replace(/\s+/g, ' ')
const pathOf = (url: string) => {
  const u = new URL(url, 'http://x')
  return u.pathname + u.search
}

async function rentalDetail(id: number): Promise<Rental> {
  return ((await (await fetch(`${server.url}/api/locations/${id}`)).json()) as { location: Rental }).location
}

async function freeWeek(): Promise<Week> {
  const free = (await rentalDetail(rental.id)).priceWeeks.filter((w) => w.available)
  taken += 1
  return free[free.length - taken] as Week
}

/** A guest with a week held for 2 adults and a child of 9; paid unless `paid` is false. */
async function stay(paid = true): Promise<{ guest: Guest; week: Week }> {
  const week = await freeWeek()
  const guest = await guestWithCart(server, rental.productId, { body: { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 2, children: '9' }] } })
  expect((await guest.api('POST', '/cart/hold?locale=fr')).status).toBe(200)
  if (!paid) return { guest, week }
  const { reference } = await checkout(guest)
  await comeBack(guest, await payOnTestPage(guest, reference))
  expect((await orderOf(guest)).status).toBe(2)
  return { guest, week }
}

/** The order's signed link from the guest's e-mail. */
async function linkOf(guest: Guest): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s]+/commande/confirmation/${guest.cart.number}/succes\\?acces=[0-9]{8}-[A-Za-z0-9_-]{32}`)
  const mail = await waitForMailTo(server.dataDir, guest.email, (m) => pattern.test(m.text))
  return pathOf(pattern.exec(mail.text)?.[0] as string)
}

/** A browser with no cookie at all. */
const stranger = (path: string, form?: Record<string, string>) => call(server, path, { address: '203.0.113.77', form })

const traveller = (position: number, values: Record<string, string>) => Object.fromEntries(Object.entries(values).map(([field, value]) => [`traveller-${position}-${field}`, value]))
const swiss = { firstName: 'Anne', lastName: 'Rey', birthDate: '1982-03-04', nationality: 'CH', documentType: '', documentNumber: '' }
const british = { firstName: 'Tom', lastName: "O'Neil", birthDate: '1980-11-20', nationality: 'GB', documentType: '', documentNumber: '' }

beforeAll(async () => {
  server = await startAuthServer({ SEED_ON_START: 'true' })
  staff = await signInDemoAdmin(server)
  const list = (await (await fetch(`${server.url}/api/locations`)).json()) as { locations: Array<{ id: number; kind: string }> }
  for (const { id } of list.locations.filter((l) => l.kind === 'weekly')) {
    const detail = await rentalDetail(id)
    if (detail.persons >= 3 && detail.priceWeeks.filter((w) => w.available).length >= 4) {
      rental = detail
      break
    }
  }
}, 180_000)
afterAll(async () => {
  await server?.stop()
})

let paidWeek: Week

describe('the guest registration behind the order link', () => {
  it('lets the guest fill in each traveller from a browser without cookies, in French and English', async () => {
    const { guest, week } = await stay()
    paidWeek = week
    const link = await linkOf(guest)
    const token = new URL(link, 'http://x').searchParams.get('acces') as string

    const page = await stranger(link)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(textOf(html)).toContain('Enregistrement des voyageurs')
    expect(textOf(html)).toContain('Pas encore commencé')
    expect(html.match(/<fieldset/g)?.length).toBe(3)
    expect(html).toContain('<option value="CH">Suisse</option>')
    const itemId = /name="itemId" value="(\d+)"/.exec(html)?.[1] as string
    expect(itemId).toMatch(/^\d+$/)

    // A foreigner without a document: refused, the error tied to its field, what was typed kept.
    const form = { intent: 'register-travellers', itemId, acces: token, ...traveller(1, swiss), ...traveller(2, british) }
    const refused = await stranger(link, form)
    expect(refused.status).toBe(400)
    const refusedHtml = await refused.text()
    expect(textOf(refusedHtml)).toContain('Obligatoire pour un voyageur de nationalité étrangère.')
    expect(refusedHtml).toMatch(/id="registration-\d+-2-documentNumber"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="registration-\d+-2-documentNumber"/)
    expect(refusedHtml).toContain(`aria-describedby="registration-${itemId}-2-documentNumber-error"`)
    expect(refusedHtml).toContain('value="O&#x27;Neil"')

    const saved = await stranger(link, { ...form, ...traveller(2, { ...british, documentType: 'passport', documentNumber: 'gb5512345' }) })
    expect(saved.status).toBe(303)
    const location = saved.headers.get('location') as string
    expect(location).toContain(`acces=${token}`)
    expect(location).toContain(`voyageurs=${itemId}`)
    const after = await (await stranger(pathOf(location))).text()
    expect(textOf(after)).toContain('2 voyageurs sur 3 enregistrés')
    expect(textOf(after)).toContain('se termine par 45')
    expect(after).not.toContain('GB5512345')
    // The Swiss traveller's document fields are hidden, the British one's shown.
    expect(after).toMatch(/<div class="guest-registration-grid" hidden="">\s*<div class="field"><label for="registration-\d+-1-documentType"/)

    const english = await stranger(link.replace('/commande/', '/en/commande/'))
    const englishText = textOf(await english.text())
    expect(englishText).toContain('Guest registration')
    expect(englishText).toContain('2 of 3 travellers registered')
    const third = { firstName: 'Léa', lastName: 'Rey', birthDate: '2017-06-01', nationality: 'FR', documentType: 'id_card', documentNumber: '' }
    const englishRefused = await stranger(link.replace('/commande/', '/en/commande/'), { ...form, ...traveller(2, { ...british, documentType: 'passport' }), ...traveller(3, third) })
    expect(englishRefused.status).toBe(400)
    expect(textOf(await englishRefused.text())).toContain('Required for a traveller of foreign nationality.')
    const complete = await stranger(link.replace('/commande/', '/en/commande/'), {
      ...form,
      ...traveller(2, { ...british, documentType: 'passport' }),
      ...traveller(3, { ...third, documentNumber: 'FR77A1234' }),
    })
    expect(complete.status).toBe(303)
    expect(complete.headers.get('location')).toMatch(/^\/en\/commande\//)
    expect(textOf(await (await stranger(pathOf(complete.headers.get('location') as string))).text())).toContain('Registration complete')
  })

  it('is refused before payment, and to a stranger without the link', async () => {
    const { guest } = await stay(false)
    const cart = (await (await guest.api('GET', '/cart?locale=fr')).json()) as { orderItems: Array<{ id: number }> }
    const itemId = String(cart.orderItems[0]?.id)
    const { reference } = await checkout(guest)
    expect(reference).toBeTruthy()
    const own = `/commande/confirmation/${guest.cart.number}/succes`
    const page = await guest.page(own)
    expect(page.status).toBe(200)
    expect(textOf(await page.text())).not.toContain('Enregistrement des voyageurs')
    const early = await guest.page(own, { intent: 'register-travellers', itemId, ...traveller(1, swiss) })
    expect(early.status).toBe(409)

    const paid = await stay()
    const paidItem = /name="itemId" value="(\d+)"/.exec(await (await paid.guest.page(`/commande/confirmation/${paid.guest.cart.number}/succes`)).text())?.[1] as string
    const strangerPost = await stranger(`/commande/confirmation/${paid.guest.cart.number}/succes`, { intent: 'register-travellers', itemId: paidItem, ...traveller(1, swiss) })
    expect(strangerPost.status).toBe(404)
    const strangerPage = await stranger(`/commande/confirmation/${paid.guest.cart.number}/succes`)
    expect(strangerPage.status).toBe(404)
  })
})

/** The nights of a stay inside a month ('YYYY-MM'). */
function nightsIn(week: Week, month: string): number {
  let nights = 0
  for (let day = new Date(`${week.startDate}T00:00:00Z`); day < new Date(`${week.endDate}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    if (day.toISOString().startsWith(month)) nights += 1
  }
  return nights
}

describe('the staff exports', () => {
  it('give the month register, one line per traveller, and the tourist-tax return by band', async () => {
    const month = paidWeek.startDate.slice(0, 7)
    const register = await call(server, `/admin/enregistrements/registre?mois=${month}`, { jar: staff, address: '198.51.100.200' })
    expect(register.status).toBe(200)
    expect(register.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(register.headers.get('content-disposition')).toContain(`registre-des-hotes-${month}.csv`)
    const lines = (await register.text()).replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toBe('Commande;Référence;Location;Arrivée;Départ;Voyageur;Nom;Prénom;Date de naissance;Nationalité;Pays;Pièce;Numéro de la pièce')
    const ours = lines.filter((line) => line.includes(`;${paidWeek.startDate};`))
    expect(ours.map((line) => line.split(';').slice(5))).toEqual([
      ['1', 'Rey', 'Anne', '1982-03-04', 'CH', 'Suisse', '', ''],
      ['2', "O'Neil", 'Tom', '1980-11-20', 'GB', 'Royaume-Uni', 'Passeport', 'GB5512345'],
      ['3', 'Rey', 'Léa', '2017-06-01', 'FR', 'France', 'Carte d’identité', 'FR77A1234'],
    ])

    const tax = await call(server, `/en/admin/enregistrements/taxe-de-sejour?mois=${month}`, { jar: staff, address: '198.51.100.200' })
    expect(tax.status).toBe(200)
    const taxLines = (await tax.text()).replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(taxLines[0]).toBe('Reference;Rental;Stays;Nights;Adult nights (16 and over);Child nights (6 to 15);Exempt nights (under 6);Tax (CHF)')
    const row = taxLines.find((line) => line.startsWith(`${rental.reference};`))?.split(';') as string[]
    const nights = nightsIn(paidWeek, month)
    // Ours: 2 adults and a child of 9 for each night in the month; the demo's stays of the rental may add theirs.
    expect(Number(row[3])).toBeGreaterThanOrEqual(nights)
    expect(Number(row[4])).toBeGreaterThanOrEqual(2 * nights)
    expect(Number(row[5])).toBeGreaterThanOrEqual(nights)
    expect(taxLines[taxLines.length - 1]?.startsWith('Total;')).toBe(true)

    const page = await call(server, `/admin/enregistrements?mois=${month}`, { jar: staff, address: '198.51.100.200' })
    expect(page.status).toBe(200)
    expect(textOf(await page.text())).toContain('Registre des hôtes et taxe de séjour')

    // Today still renders with its arrivals' registration column (the demo's arrivals of the week, if any).
    const today = await call(server, '/admin', { jar: staff, address: '198.51.100.200' })
    expect(today.status).toBe(200)
    const todayHtml = await today.text()
    const arrivals = /id="today-arrivals"[\s\S]*?<\/section>/.exec(todayHtml)?.[0] ?? ''
    if (arrivals.includes('<table')) expect(textOf(arrivals)).toMatch(/Enregistrement.*(complet|sur|pas commencé)/)

    const anonymous = await call(server, `/admin/enregistrements/registre?mois=${month}`, { address: '203.0.113.78' })
    expect(anonymous.headers.get('content-type')).not.toContain('text/csv')
  })
})
