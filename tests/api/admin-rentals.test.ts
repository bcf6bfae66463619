import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuthServer, call, type CookieJar, startAuthServer } from './auth-support'
import { signInDemoAdmin } from './admin-support'

/**
 * Rentals in the back office, as a staff member's browser sends them: a bad field is refused with
 * its message and saves nothing; a created rental, once published, is on the public list and API at
 * once; a photo is made into its formats; every change is in the audit log.
 */

let server: AuthServer
let jar: CookieJar

beforeAll(async () => {
  server = await startAuthServer({ SEED_ON_START: 'true' })
  jar = await signInDemoAdmin(server)
}, 180_000)
afterAll(async () => {
  await server?.stop()
})

let sequence = 0
function rental(changes: Record<string, string> = {}): Record<string, string> {
  sequence += 1
  const mark = `${process.pid.toString(36)}${sequence}`.toUpperCase()
  return {
    intent: 'create',
    kind: 'weekly',
    reference: `T-${mark}`,
    type: 'chalet',
    place: 'Crans',
    numberOfRooms: '4',
    bedrooms: '3',
    persons: '6',
    surface: '140',
    livingSpace: '120',
    comfortClass: '4',
    latitude: '46.3121',
    longitude: '7.4813',
    title_fr: `Chalet Edelweiss ${mark}`,
    title_en: `Edelweiss chalet ${mark}`,
    summary_fr: 'Au calme, près des pistes.',
    summary_en: 'Quiet, near the slopes.',
    included_finalCleaning: 'true',
    ...changes,
  }
}

/**
 * A public answer once the change is seen: PGlite drops kept pages at commit, PostgreSQL's NOTIFY
 * travels on its own connection (decision 025) and is allowed a moment, bounded.
 */
const soon = { timeout: 1_000, interval: 50 }

async function create(form: Record<string, string>): Promise<number> {
  const response = await call(server, '/admin/locations/nouvelle', { form, jar })
  expect(response.status).toBe(303)
  const match = /\/admin\/locations\/(\d+)\?done=created$/.exec(response.headers.get('location') ?? '')
  expect(match).not.toBeNull()
  return Number(match?.[1])
}

async function auditOf(id: number): Promise<string> {
  const page = await call(server, `/admin/journal?entity=location&id=${id}`, { jar })
  expect(page.status).toBe(200)
  return page.text()
}

describe('creating a rental in the back office', () => {
  it('refuses a point outside the resort area with the field’s message, in the page’s language, and saves nothing', async () => {
    const form = rental({ latitude: '46.2', title_en: '' })
    const refused = await call(server, '/admin/locations/nouvelle', { form, jar })
    expect(refused.status).toBe(400)
    const page = await refused.text()
    expect(page).toContain('Le point doit se trouver dans la région de Crans-Montana')
    expect(page).toContain('Ce champ est obligatoire.')
    // What was typed is shown again.
    expect(page).toContain(form.title_fr)
    const english = await call(server, '/en/admin/locations/nouvelle', { form, jar })
    expect(english.status).toBe(400)
    expect(await english.text()).toContain('The point must lie in the Crans-Montana area')
    const list = await call(server, `/admin/locations?q=${form.reference}`, { jar })
    expect(await list.text()).not.toContain(form.title_fr)
  })

  it('refuses a reference another rental has', async () => {
    const first = rental()
    await create(first)
    const again = await call(server, '/admin/locations/nouvelle', { form: rental({ reference: first.reference.toLowerCase() }), jar })
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('Une autre location porte déjà cette référence.')
    // A weekly rental is sold as the product of its reference: a shop product's is taken too.
    const product = await call(server, '/admin/locations/nouvelle', { form: rental({ reference: 'SRV-SKI-LESSON' }), jar })
    expect(product.status).toBe(400)
  })

  it('creates an unpublished rental; published, it is on /api/locations and /location at once', async () => {
    // More rooms than any rental of the demo: first on the public list sorted by rooms.
    const form = rental({ numberOfRooms: '9' })
    const id = await create(form)
    const ids = async () => ((await (await call(server, '/api/locations')).json()) as { locations: { id: number }[] }).locations.map((l) => l.id)
    expect(await ids()).not.toContain(id)
    const sheet = await call(server, `/admin/locations/${id}`, { jar })
    expect(sheet.status).toBe(200)
    expect(await sheet.text()).toContain(form.title_en)

    const published = await call(server, `/admin/locations/${id}`, { form: { intent: 'publish' }, jar })
    expect(published.status).toBe(303)
    await expect.poll(ids, soon).toContain(id)
    const detail = (await (await call(server, `/api/locations/${id}`)).json()) as { location: { number_of_rooms: number } }
    expect(detail.location.number_of_rooms).toBe(9)
    await expect.poll(async () => (await call(server, '/location?sort=room_desc')).text(), soon).toContain(form.title_fr)

    const unpublished = await call(server, `/admin/locations/${id}`, { form: { intent: 'unpublish' }, jar })
    expect(unpublished.status).toBe(303)
    await expect.poll(ids, soon).not.toContain(id)
    expect(await auditOf(id)).toMatch(/create[\s\S]*publish/)
  })

  it('saves an edit, and a bad edit changes nothing', async () => {
    const form = rental()
    const id = await create(form)
    const edited = await call(server, `/admin/locations/${id}`, { form: { ...form, intent: 'update', persons: '8', title_en: 'Renamed chalet' }, jar })
    expect(edited.status).toBe(303)
    const bad = await call(server, `/admin/locations/${id}`, { form: { ...form, intent: 'update', persons: '0', title_en: 'Never saved' }, jar })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Saisissez une valeur de 1 à 40.')
    const sheet = await (await call(server, `/en/admin/locations/${id}`, { jar })).text()
    expect(sheet).toContain('Renamed chalet')
    // The product that sells the rental in the cart has its new title.
    expect((await call(server, `/admin/locations/${id}`, { form: { intent: 'publish' }, jar })).status).toBe(303)
    const productId = async () => ((await (await call(server, `/api/locations/${id}`)).json()) as { location: { productId: number } }).location.productId
    await expect.poll(productId, soon).toBeGreaterThan(0)
    const product = (await (await call(server, `/shop/api/store/product/${await productId()}?locale=en`)).json()) as { title?: string }
    expect(JSON.stringify(product)).toContain('Renamed chalet')
    expect(sheet).not.toContain('Never saved')
    const audit = await auditOf(id)
    expect(audit).toContain('update')
    expect(audit).toContain('Renamed chalet')
  })
})

/** An ISO date `days` after `iso` (dates as UTC midnights, as the booking rules count them). */
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** A Saturday about five months ahead: a week with a price and nothing booked. */
function saturdayAhead(): string {
  const today = new Date().toISOString().slice(0, 10)
  const saturday = plusDays(today, (6 - new Date(`${today}T00:00:00Z`).getUTCDay() + 7) % 7)
  return plusDays(saturday, 21 * 7)
}

/** The ticked weekdays of a rules form (0 = Sunday … 6 = Saturday). */
const days = (group: string, list: number[]) => Object.fromEntries(list.map((day) => [`${group}_${day}`, 'true']))

describe('a weekly rental’s stay rules', () => {
  it('are followed at once by the public booking page and the quote: a Sunday arrival offered and priced, a Monday one refused', async () => {
    const form = rental({ minNights: '7', maxNights: '84', ...days('arrivalWeekdays', [0, 6]), ...days('departureWeekdays', [0, 6]) })
    const id = await create(form)
    expect((await call(server, `/admin/locations/${id}`, { form: { intent: 'publish' }, jar })).status).toBe(303)
    const saturday = saturdayAhead()
    for (const start of [saturday, plusDays(saturday, 7)]) {
      const priced = await call(server, `/admin/locations/${id}/prix`, { form: { intent: 'week', start, price: '3500', special: '' }, jar })
      expect(priced.status).toBe(303)
    }
    const sunday = plusDays(saturday, 1)
    const quote = async (from: string, to: string, locale = 'fr') => call(server, `/api/locations/${id}/price?from=${from}&to=${to}&adults=2&locale=${locale}`)
    await expect.poll(async () => (await quote(sunday, plusDays(sunday, 7))).status, soon).toBe(200)
    const price = ((await (await quote(sunday, plusDays(sunday, 7))).json()) as { price: { rent: number } }).price
    // Six nights of the first week and one of the second, a seventh of CHF 3'500 each.
    expect(price.rent).toBe(350_000)
    const monday = await quote(plusDays(sunday, 1), plusDays(sunday, 8), 'en')
    expect(monday.status).toBe(400)
    expect(await monday.json()).toMatchObject({ success: false, code: 'arrival_weekday', message: expect.stringMatching(/Saturday or Sunday/) })

    const { slug } = ((await (await call(server, `/api/locations/${id}`)).json()) as { location: { slug: string } }).location
    const page = await (await call(server, `/location/${slug}-${id}`)).text()
    expect(page).toContain(`<option value="${sunday}">`)
    // The page's booking action refuses a Monday arrival beside the arrival field.
    const booked = await call(server, `/location/${slug}-${id}`, { form: { intent: 'book', from: plusDays(sunday, 1), to: plusDays(sunday, 8), adults: '2' } })
    expect(booked.status).toBe(400)
    expect(await booked.text()).toMatch(/samedi ou le dimanche/)
    const sheet = await (await call(server, `/admin/locations/${id}`, { jar })).text()
    expect(sheet).toMatch(/name="arrivalWeekdays_0"[^>]*checked/)
  })

  it('refuses bad rules beside their fields, in the page’s language, and saves nothing', async () => {
    const form = rental()
    const id = await create(form)
    const bad = { ...form, intent: 'update', minNights: '0', maxNights: '900' }
    const refused = await call(server, `/admin/locations/${id}`, { form: bad, jar })
    expect(refused.status).toBe(400)
    const page = await refused.text()
    expect(page).toContain('Saisissez un nombre entier de nuits de 1 à 731.')
    expect(page).toContain('Cochez au moins un jour d’arrivée.')
    const english = await call(server, `/en/admin/locations/${id}`, { form: { ...bad, minNights: '14', maxNights: '7', ...days('arrivalWeekdays', [6]) }, jar })
    expect(english.status).toBe(400)
    const englishPage = await english.text()
    expect(englishPage).toContain('The longest stay cannot be shorter than the shortest stay.')
    expect(englishPage).toContain('Tick at least one departure day.')
    const sheet = await (await call(server, `/admin/locations/${id}`, { jar })).text()
    expect(sheet).toMatch(/name="minNights"[^>]*value="7"/)
    expect(await auditOf(id)).not.toContain('minNights')
  })

  it('saves its own rules in the audit log, and the defaults saved again as none', async () => {
    const form = rental()
    const id = await create(form)
    const own = { ...form, intent: 'update', minNights: '5', maxNights: '28', ...days('arrivalWeekdays', [0, 6]), ...days('departureWeekdays', [0, 6]) }
    expect((await call(server, `/admin/locations/${id}`, { form: own, jar })).status).toBe(303)
    expect(await auditOf(id)).toContain('minNights')
    const sheet = await (await call(server, `/admin/locations/${id}`, { jar })).text()
    expect(sheet).toMatch(/name="maxNights"[^>]*value="28"/)
    const defaults = { ...form, intent: 'update', minNights: '7', maxNights: '84', ...days('arrivalWeekdays', [6]), ...days('departureWeekdays', [6]) }
    expect((await call(server, `/admin/locations/${id}`, { form: defaults, jar })).status).toBe(303)
    const again = await (await call(server, `/admin/locations/${id}`, { jar })).text()
    expect(again).toMatch(/name="maxNights"[^>]*value="84"/)
    expect(again).not.toMatch(/name="arrivalWeekdays_0"[^>]*checked/)
  })
})

async function createPublished(): Promise<number> {
  const id = await create(rental())
  expect((await call(server, `/admin/locations/${id}`, { form: { intent: 'publish' }, jar })).status).toBe(303)
  return id
}

async function upload(id: number, file: Blob, captions: Record<string, string> = {}, lang = ''): Promise<Response> {
  const body = new FormData()
  body.set('intent', 'addPhoto')
  body.set('photo', file, 'photo.jpg')
  for (const [name, value] of Object.entries(captions)) body.set(name, value)
  return fetch(`${server.url}${lang}/admin/locations/${id}`, { method: 'POST', body, redirect: 'manual', headers: { origin: server.url, cookie: jar.header(), 'x-forwarded-for': '192.0.2.1' } })
}

/**
 * A valid PNG of `side` × `side` grey pixels of one shade: 16,000 pixels a side is 256 megapixels
 * (256 MB to decode) in about 250 kB, the rows deflated as they are made.
 */
async function hugePng(side: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4)
    head.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])))
    return Buffer.concat([head, Buffer.from(type, 'latin1'), data, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.set([8, 0, 0, 0, 0], 8) // 8 bits, greyscale, deflate, no filter method, not interlaced
  const deflate = zlib.createDeflate({ level: 9 })
  const parts: Buffer[] = []
  deflate.on('data', (part: Buffer) => parts.push(part))
  const ended = new Promise((resolve) => deflate.on('end', resolve))
  const rows = Buffer.alloc((side + 1) * 64) // 64 rows: a filter byte and the pixels, all 0
  for (let i = 0; i < side / 64; i++) if (!deflate.write(rows)) await new Promise((resolve) => deflate.once('drain', resolve))
  deflate.end()
  await ended
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', Buffer.concat(parts)), chunk('IEND', Buffer.alloc(0))])
}

/** The server process's resident memory, in MB (Linux). */
const residentMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

describe('a rental’s photos', () => {
  it('makes the four formats of an uploaded photo, shown on the public rental; refuses what is not a picture', async () => {
    const id = await createPublished()
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3f7cc4' } }).jpeg().toBuffer()
    const added = await upload(id, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), { caption_fr: 'Le salon', caption_en: 'The living room' })
    expect(added.status).toBe(303)
    type Detail = { location: { images: { formats: Record<string, { url: string }>; caption: string }[] } }
    const images = async () => ((await (await call(server, `/api/locations/${id}?locale=en`)).json()) as Detail).location.images
    await expect.poll(async () => (await images()).length, soon).toBe(1)
    const [photo] = await images()
    expect(photo?.caption).toBe('The living room')
    for (const name of ['base', 'large', 'medium', 'thumbnail']) {
      const url = photo?.formats[name]?.url ?? ''
      expect(url).toMatch(new RegExp(`^/media/location/[0-9a-f]+-${name}\\.webp$`))
      expect(fs.existsSync(path.join(server.dataDir, url))).toBe(true)
      const served = await call(server, url)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/webp')
    }

    const text = await upload(id, new Blob(['not a picture'], { type: 'image/jpeg' }))
    expect(text.status).toBe(400)
    expect(await text.text()).toContain('Ce fichier n’est pas une image lisible.')
    const gif = await upload(id, new Blob(['GIF89a'], { type: 'image/gif' }))
    expect(gif.status).toBe(400)
    expect(await gif.text()).toContain('La photo doit être un fichier JPEG, PNG ou WebP.')
    expect(await auditOf(id)).toContain('add_photo')
  })

  it('refuses a small file of too many pixels (a 256-megapixel PNG of 250 kB) with a field error in French and English, without decoding it', async () => {
    const id = await createPublished()
    const png = await hugePng(16_000)
    expect(png.length).toBeLessThan(1024 * 1024)
    const before = residentMb(server.process.pid!)
    const fr = await upload(id, new Blob([new Uint8Array(png)], { type: 'image/png' }))
    expect(fr.status).toBe(400)
    expect(await fr.text()).toContain('La photo compte plus de 50 mégapixels')
    const en = await upload(id, new Blob([new Uint8Array(png)], { type: 'image/png' }), {}, '/en')
    expect(en.status).toBe(400)
    expect(await en.text()).toContain('The photo has more than 50 megapixels')
    // Decoding it took 254 MB more.
    expect(residentMb(server.process.pid!) - before).toBeLessThan(60)
    const detail = (await (await call(server, `/api/locations/${id}`)).json()) as { location: { images: unknown[] } }
    expect(detail.location.images).toEqual([])
  })

  it('reorders, captions and removes photos', async () => {
    const id = await createPublished()
    for (const background of ['#111111', '#eeeeee']) {
      const jpeg = await sharp({ create: { width: 800, height: 500, channels: 3, background } }).jpeg().toBuffer()
      expect((await upload(id, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }))).status).toBe(303)
    }
    const photos = async () => ((await (await call(server, `/api/locations/${id}`)).json()) as { location: { images: { id: number; caption: string }[] } }).location.images
    await expect.poll(async () => (await photos()).length, soon).toBe(2)
    const [first, second] = await photos()
    expect((await call(server, `/admin/locations/${id}`, { form: { intent: 'photoUp', photoId: String(second?.id) }, jar })).status).toBe(303)
    await expect.poll(async () => (await photos()).map((p) => p.id), soon).toEqual([second?.id, first?.id])
    expect((await call(server, `/admin/locations/${id}`, { form: { intent: 'captionPhoto', photoId: String(first?.id), caption_fr: 'La cuisine', caption_en: 'The kitchen' }, jar })).status).toBe(303)
    await expect.poll(async () => (await photos()).find((p) => p.id === first?.id)?.caption, soon).toBe('La cuisine')
    expect((await call(server, `/admin/locations/${id}`, { form: { intent: 'removePhoto', photoId: String(second?.id) }, jar })).status).toBe(303)
    await expect.poll(async () => (await photos()).map((p) => p.id), soon).toEqual([first?.id])
    const audit = await auditOf(id)
    for (const action of ['move_photo', 'caption_photo', 'remove_photo']) expect(audit).toContain(action)
  })
})

describe('properties for sale in the back office', () => {
  const sale = (changes: Record<string, string> = {}) => {
    sequence += 1
    const mark = `${process.pid.toString(36)}S${sequence}`.toUpperCase()
    return { intent: 'create', reference: `V-${mark}`, type: 'chalet', category: 'residential', place: 'Lens', numberOfRooms: '5', surface: '300', livingSpace: '220', price: "2'450'000", latitude: '46.3', longitude: '7.49', title_fr: `Chalet à vendre ${mark}`, title_en: `Chalet for sale ${mark}`, ...changes }
  }
  const saleIds = async () => ((await (await call(server, '/api/sales')).json()) as { sales: { id: number }[] }).sales.map((s) => s.id)

  it('refuses a missing price with its message and saves nothing', async () => {
    const form = sale({ price: '' })
    const refused = await call(server, '/admin/ventes/nouvelle', { form, jar })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Ce champ est obligatoire.')
    expect(await (await call(server, `/admin/ventes?q=${form.reference}`, { jar })).text()).not.toContain(form.title_fr)
  })

  it('creates an unpublished property; published, it is on /api/sales and /vente at once; its photo is made into formats', async () => {
    const form = sale()
    const created = await call(server, '/admin/ventes/nouvelle', { form, jar })
    expect(created.status).toBe(303)
    const id = Number(/\/admin\/ventes\/(\d+)\?done=created$/.exec(created.headers.get('location') ?? '')?.[1])
    expect(await saleIds()).not.toContain(id)
    expect((await call(server, `/admin/ventes/${id}`, { form: { intent: 'publish' }, jar })).status).toBe(303)
    await expect.poll(saleIds, soon).toContain(id)
    await expect.poll(async () => (await call(server, '/vente')).text(), soon).toContain(form.title_fr)

    const jpeg = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#557755' } }).png().toBuffer()
    const body = new FormData()
    body.set('intent', 'addPhoto')
    body.set('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/png' }), 'plan.png')
    const added = await fetch(`${server.url}/admin/ventes/${id}`, { method: 'POST', body, redirect: 'manual', headers: { origin: server.url, cookie: jar.header(), 'x-forwarded-for': '192.0.2.1' } })
    expect(added.status).toBe(303)
    type Detail = { sale: { images: { formats: Record<string, { url: string }> }[] } }
    const largeUrl = async () => ((await (await call(server, `/api/sales/${id}`)).json()) as Detail).sale.images[0]?.formats.large?.url ?? ''
    await expect.poll(largeUrl, soon).not.toBe('')
    const url = await largeUrl()
    expect(url).toMatch(/^\/media\/sale\/[0-9a-f]+-large\.webp$/)
    expect((await call(server, url)).status).toBe(200)
    const audit = await (await call(server, `/admin/journal?entity=sale&id=${id}`, { jar })).text()
    for (const action of ['create', 'publish', 'add_photo']) expect(audit).toContain(action)
  })

  it("takes a chalet at CHF 30'000'000 and shows that price on its sheet, its page, the list, /api/sales and the site's search", async () => {
    const form = sale({ price: "30'000'000" })
    const created = await call(server, '/admin/ventes/nouvelle', { form, jar })
    expect(created.status).toBe(303)
    const id = Number(/\/admin\/ventes\/(\d+)\?done=created$/.exec(created.headers.get('location') ?? '')?.[1])
    expect(await (await call(server, `/admin/ventes/${id}`, { jar })).text()).toContain('value="30000000"')
    expect((await call(server, `/admin/ventes/${id}`, { form: { intent: 'publish' }, jar })).status).toBe(303)
    await expect.poll(saleIds, soon).toContain(id)
    // As React writes it into the page: the apostrophes escaped.
    const shown = 'CHF 30&#x27;000&#x27;000.00'
    type Sale = { id: number; price: number }
    expect(((await (await call(server, `/api/sales/${id}`)).json()) as { sale: Sale }).sale.price).toBe(3_000_000_000)
    const dearest = ((await (await call(server, '/api/sales?priceMin=25000000')).json()) as { sales: Sale[] }).sales
    expect(dearest.find((s) => s.id === id)?.price).toBe(3_000_000_000)
    const short = await call(server, `/vente/${id}`)
    expect(await (await call(server, short.headers.get('location') ?? `/vente/${id}`)).text()).toContain(shown)
    expect(await (await call(server, '/en/vente?sort=price_desc')).text()).toContain(shown)
    await expect.poll(async () => (await call(server, `/recherche?q=${encodeURIComponent(form.title_fr)}`)).text(), soon).toContain(shown)
  })
})
