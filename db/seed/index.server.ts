import { sql } from 'drizzle-orm'
import type { MediaStore } from '../../domain/media/store'
import type { Db } from '../client.server'
import {
  alerts,
  bookings,
  contents,
  contentTranslations,
  images,
  locations,
  locationTranslations,
  priceWeeks,
  productCategories,
  products,
  PUBLISHED,
  saleTranslations,
  sales,
  type Localized,
} from '../schema'
import { type BookingSeed, buildRentalBookings } from './data/bookings'
import { buildContents, type ContentSeed } from './data/contents'
import { buildLocations, DEMO_STAY_RULES, type LocationSeed } from './data/locations'
import { buildAlert, PRODUCT_CATEGORIES } from './data/misc'
import { placeByKey, type PlaceKey } from './data/places'
import { buildProductRows } from './data/products'
import { buildPriceWeeks, type PriceWeekSeed } from './data/prices'
import { buildSales, type SaleSeed } from './data/sales'
import { todayInResort } from '../../domain/booking/rules/calendar'
import { copyImage, mapLimit, renderImage, type ImageZone, type RenderedImage, type Scene } from './images.server'
import { formatsFor } from '../../domain/media/formats'
import { hashSeed } from './prng'
import { createRentalProducts } from '../../domain/booking/rental-products.server'
import { clearCartsBeforeSeed, seedReductionCodes } from './shop.server'
import { seedDemoOrders } from './orders.server'
import { seedDemoReviews } from './reviews.server'
import { seedDemoArrivals } from './arrivals.server'
import { seedDemoRequests } from './requests.server'
import { seedDemoAdmin } from './staff.server'
import type { SecretBox } from '../../domain/secrets/secret-box.server'
import { slugify } from '../../domain/format/slugify'

export type SeedOptions = {
  /** Where the pictures go: the process's media store (DATA_DIR/media or the bucket). */
  media: MediaStore
  /** Seals the demo admin's authenticator key as every staff key is (DATA_ENCRYPTION_KEY). */
  secrets: SecretBox
  log?: (msg: string) => void
  /** The moment the seed is made for (price grid from this week, news dates); defaults to now. */
  now?: Date
  /**
   * A folder where drawn pictures are kept between data directories (tests, CI), so that a fresh
   * data directory gets its images by copy instead of drawing them again. Pictures are named by
   * the hash of their drawing, so a changed drawing is never served from the cache.
   */
  mediaCacheDir?: string
}

export type SeedSummary = {
  weeklyRentals: number
  annualRentals: number
  priceWeeks: number
  specialOffers: number
  /** The agency's confirmed bookings and the owners' and works' blocks (db/seed/data/bookings.ts). */
  bookings: number
  sales: number
  contents: number
  images: number
  imageFilesWritten: number
  ms: number
}

/** Tables filled by the seed, emptied before it runs (products too: they reference categories and contents). */
const SEEDED_TABLES = [
  'bookings',
  'images',
  'content_translations',
  'contents',
  'alerts',
  'location_translations',
  'price_weeks',
  'locations',
  'sale_translations',
  'sales',
  'products',
  'product_categories',
] as const

/** Key of the transaction-level advisory lock that keeps two processes from seeding at once. */
const SEED_LOCK_KEY = 727_001

/** How many pictures are drawn at once; sharp runs them on the libuv thread pool. */
const RENDER_CONCURRENCY = 4

type ImagePlan = {
  zone: ImageZone
  /** Reference of the location or sale, or the content id. */
  owner: string | number
  position: number
  scene: Scene
  seed: string
  caption: Localized
}

export type SeedData = {
  today: string
  locations: LocationSeed[]
  priceWeeks: Map<string, PriceWeekSeed[]>
  bookings: BookingSeed[]
  sales: SaleSeed[]
  contents: ContentSeed[]
  alert: ReturnType<typeof buildAlert>
  images: ImagePlan[]
}

/**
 * Rentals get 3 pictures (the property, then the 2 views of its village, shared by the listings of
 * that village); sales 2 (the property and a village view); contents 1.
 */
function planImages(locs: LocationSeed[], sls: SaleSeed[], cts: ContentSeed[]): ImagePlan[] {
  const plans: ImagePlan[] = []
  const placeView = (key: PlaceKey, k: number): Pick<ImagePlan, 'scene' | 'seed' | 'caption'> => {
    const name = placeByKey(key).name
    const captions: Localized[] = [
      { fr: `${name} et ses environs`, en: `${name} and its surroundings` },
      { fr: `Vue sur les Alpes depuis ${name}`, en: `View of the Alps from ${name}` },
    ]
    return { scene: k === 0 ? 'village' : 'landscape', seed: `place:${key}:${k}`, caption: captions[k] as Localized }
  }
  const shortTitle = (t: { fr: { title: string }; en: { title: string } }): Localized => ({
    fr: t.fr.title.split(' – ')[0] as string,
    en: t.en.title.split(' – ')[0] as string,
  })
  locs.forEach((l, i) => {
    plans.push({ zone: 'location', owner: l.reference, position: 0, scene: l.type === 'chalet' ? 'chalet' : 'building', seed: `location:${l.reference}`, caption: shortTitle(l.translations) })
    const views = i % 2 === 0 ? [0, 1] : [1, 0]
    views.forEach((k, j) => plans.push({ zone: 'location', owner: l.reference, position: j + 1, ...placeView(l.placeKey, k) }))
  })
  sls.forEach((s, i) => {
    const scene: Scene = s.type === 'chalet' ? 'chalet' : s.type === 'plot' ? 'plot' : 'building'
    plans.push({ zone: 'sale', owner: s.reference, position: 0, scene, seed: `sale:${s.reference}`, caption: shortTitle(s.translations) })
    plans.push({ zone: 'sale', owner: s.reference, position: 1, ...placeView(s.placeKey, i % 2) })
  })
  for (const c of cts) {
    if (c.image) plans.push({ zone: 'content', owner: c.id, position: 0, scene: c.image.scene, seed: c.image.shared ?? `content:${c.id}`, caption: c.image.caption })
  }
  return plans
}

/** Everything the seed inserts, computed in memory; the same on every run of a given day. */
export function buildSeedData(now: Date = new Date()): SeedData {
  const today = todayInResort(now)
  const locs = buildLocations(today)
  const weekly = locs.filter((l) => l.kind === 'weekly')
  const grids = new Map<string, PriceWeekSeed[]>()
  // About one rental in six has special offers (a majority of "special offer" cards looks unreal),
  // among them the first of the home page's picks (the best comfort class first).
  weekly.forEach((l, i) => grids.set(l.reference, buildPriceWeeks(l, today, hashSeed(l.reference), i % 6 === 0)))
  const demoBookings = weekly.flatMap((l, i) => buildRentalBookings(l.reference, (grids.get(l.reference) ?? []).map((w) => w.startDate), i))
  const sls = buildSales()
  const cts = buildContents(today, now)
  return { today, locations: locs, priceWeeks: grids, bookings: demoBookings, sales: sls, contents: cts, alert: buildAlert(now), images: planImages(locs, sls, cts) }
}

/**
 * Draws every distinct picture once (outside any transaction) and stores it under the other folders
 * that use it. Pictures already in the store are kept.
 */
async function renderImages(plans: ImagePlan[], media: MediaStore, cacheDir?: string): Promise<{ byPlan: RenderedImage[]; written: number }> {
  const distinct = new Map<string, { scene: Scene; seed: string; zone: ImageZone }>()
  for (const p of plans) {
    const key = `${p.scene}|${p.seed}`
    if (!distinct.has(key)) distinct.set(key, { scene: p.scene, seed: p.seed, zone: p.zone })
  }
  const entries = [...distinct.entries()]
  let written = 0
  const rendered = await mapLimit(entries, RENDER_CONCURRENCY, async ([, spec]) => {
    const r = await renderImage(spec, media, cacheDir)
    if (r.written) written++
    return r
  })
  const byKey = new Map(entries.map(([key], i) => [key, rendered[i] as RenderedImage]))
  const copies = new Map<string, { hash: string; from: ImageZone; to: ImageZone }>()
  const byPlan: RenderedImage[] = []
  for (const p of plans) {
    const source = byKey.get(`${p.scene}|${p.seed}`) as RenderedImage
    if (source.folder !== p.zone) copies.set(`${source.hash}|${p.zone}`, { hash: source.hash, from: source.folder, to: p.zone })
    byPlan.push({ ...source, folder: p.zone, formats: formatsFor(p.zone, source.hash) })
  }
  await mapLimit([...copies.values()], RENDER_CONCURRENCY, (copy) => copyImage(media, copy.hash, copy.from, copy.to))
  return { byPlan, written }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size))
}

/** Inserts the seed rows; must run inside a transaction, on `tx` only. */
async function insertAll(tx: Tx, data: SeedData, rendered: RenderedImage[]): Promise<void> {
  await tx.execute(sql.raw(`TRUNCATE TABLE ${SEEDED_TABLES.map((t) => `"${t}"`).join(', ')} RESTART IDENTITY CASCADE`))

  await tx.insert(productCategories).values(PRODUCT_CATEGORIES)

  const locationRows = await tx
    .insert(locations)
    .values(
      data.locations.map((l) => ({
        kind: l.kind,
        status: PUBLISHED,
        reference: l.reference,
        type: l.type,
        category: 'residential',
        place: l.place,
        numberOfRooms: l.numberOfRooms,
        bedrooms: l.bedrooms,
        bathrooms: l.bathrooms,
        toilets: l.toilets,
        terraces: l.terraces,
        persons: l.persons,
        surface: l.surface,
        livingSpace: l.livingSpace,
        balconyArea: l.balconyArea,
        floor: l.floor,
        parkingType: l.parkingType,
        constructionYear: l.constructionYear,
        renovationYear: l.renovationYear,
        comfortClass: l.comfortClass,
        amenities: l.amenities,
        included: l.included,
        stayRules: DEMO_STAY_RULES[l.reference] ?? null,
        monthlyRent: l.monthlyRent,
        monthlyCharges: l.monthlyCharges,
        availableFrom: l.availableFrom,
        latitude: l.latitude,
        longitude: l.longitude,
      })),
    )
    .returning({ id: locations.id, reference: locations.reference })
  const locationId = new Map(locationRows.map((r) => [r.reference, r.id]))
  const idOfLocation = (reference: string) => locationId.get(reference) as number

  await tx.insert(locationTranslations).values(
    data.locations.flatMap((l) => (['fr', 'en'] as const).map((locale) => ({ locationId: idOfLocation(l.reference), locale, ...l.translations[locale] }))),
  )

  const weekRows = [...data.priceWeeks.entries()].flatMap(([reference, weeks]) => weeks.map((w) => ({ locationId: idOfLocation(reference), ...w })))
  await insertChunked(weekRows, 1000, (chunk) => tx.insert(priceWeeks).values(chunk))
  const bookingRows = data.bookings.map(({ reference, arrival, departure, ...b }) => ({ locationId: idOfLocation(reference), period: { arrival, departure }, ...b }))
  await insertChunked(bookingRows, 1000, (chunk) => tx.insert(bookings).values(chunk))

  const saleRows = await tx
    .insert(sales)
    .values(data.sales.map(({ translations: _t, placeKey: _p, ...s }) => ({ ...s, status: PUBLISHED })))
    .returning({ id: sales.id, reference: sales.reference })
  const saleId = new Map(saleRows.map((r) => [r.reference, r.id]))
  await tx.insert(saleTranslations).values(
    data.sales.flatMap((s) => (['fr', 'en'] as const).map((locale) => ({ saleId: saleId.get(s.reference) as number, locale, ...s.translations[locale] }))),
  )

  await tx.insert(contents).values(
    data.contents.map((c) => ({
      id: c.id,
      type: c.type,
      status: PUBLISHED,
      position: c.position,
      publishedAt: c.publishedAt,
      parentId: c.parentId ?? null,
      attributes: c.attributes,
    })),
  )
  await tx.execute(sql`select setval(pg_get_serial_sequence('contents', 'id'), (select max(id) from contents))`)
  await tx.insert(contentTranslations).values(
    data.contents.flatMap((c) =>
      (['fr', 'en'] as const).map((locale) => ({ contentId: c.id, locale, title: c[locale].title, slug: slugify(c[locale].title), summary: c[locale].summary, body: c[locale].body })),
    ),
  )

  await tx.insert(alerts).values({ ...data.alert, status: PUBLISHED })

  // The shop's catalogue (ids fixed: product 5 is the final cleaning), attached to its content pages.
  const categoryIds = new Map((await tx.select().from(productCategories)).map((c) => [c.code, c.id]))
  await tx.insert(products).values(buildProductRows((code) => categoryIds.get(code) as number))
  await tx.execute(sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`)
  // Each weekly rental is sold in the cart as a product of its own (docs/decisions/023).
  await createRentalProducts(tx)

  await tx.insert(images).values(
    data.images.map((p, i) => {
      const r = rendered[i] as RenderedImage
      const ownerId = p.zone === 'location' ? idOfLocation(String(p.owner)) : p.zone === 'sale' ? (saleId.get(String(p.owner)) as number) : Number(p.owner)
      return {
        zone: p.zone,
        ownerId,
        position: p.position,
        folder: p.zone,
        fileName: r.hash,
        extension: 'webp',
        hash: r.hash,
        width: r.width,
        height: r.height,
        formats: r.formats,
        caption: p.caption,
      }
    }),
  )
}

function summarize(data: SeedData, imageCount: number, written: number, started: number): SeedSummary {
  const weeks = [...data.priceWeeks.values()].flat()
  return {
    weeklyRentals: data.locations.filter((l) => l.kind === 'weekly').length,
    annualRentals: data.locations.filter((l) => l.kind === 'annual').length,
    priceWeeks: weeks.length,
    specialOffers: weeks.filter((w) => w.specialPrice !== null).length,
    bookings: data.bookings.length,
    sales: data.sales.length,
    contents: data.contents.length,
    images: imageCount,
    imageFilesWritten: written,
    ms: Date.now() - started,
  }
}

async function run(db: Db, opts: SeedOptions, onlyIfEmpty: boolean): Promise<SeedSummary | null> {
  const started = Date.now()
  const log = opts.log ?? (() => {})
  const data = buildSeedData(opts.now ?? new Date())
  const { byPlan, written } = await renderImages(data.images, opts.media, opts.mediaCacheDir)
  log(`seed: ${data.images.length} images ready (${written} drawn) in ${Date.now() - started} ms`)
  const inserted = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    if (onlyIfEmpty && !(await locationsEmpty(tx))) return false
    await clearCartsBeforeSeed(tx, log)
    await insertAll(tx, data, byPlan)
    await seedReductionCodes(tx, data.today)
    await seedDemoAdmin(tx, opts.secrets, new Date())
    await seedDemoRequests(tx, opts.now ?? new Date())
    await seedDemoOrders(tx, data.today, opts.now ?? new Date())
    await seedDemoReviews(tx, data.today, opts.now ?? new Date())
    await seedDemoArrivals(tx, opts.secrets)
    return true
  })
  if (!inserted) return null
  // Statistics for the planner and the visibility map of index-only scans: the embedded database never
  // gathers them by itself (docs/decisions/028).
  await db.execute(sql`vacuum analyze`)
  const summary = summarize(data, byPlan.length, written, started)
  log(
    `seed: ${summary.weeklyRentals} weekly and ${summary.annualRentals} annual rentals, ${summary.priceWeeks} price weeks (${summary.specialOffers} special offers), ${summary.bookings} bookings and blocks, ` +
      `${summary.sales} sales, ${summary.contents} contents, ${summary.images} images in ${summary.ms} ms`,
  )
  return summary
}

async function locationsEmpty(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ id: locations.id }).from(locations).limit(1)
  return rows.length === 0
}

/**
 * Seeds the demo data when the `locations` table is empty; returns whether it seeded.
 * Safe to call from several processes at once: the check is repeated under an advisory lock.
 */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  if (!(await locationsEmpty(db))) return false
  return (await run(db, opts, true)) !== null
}

/**
 * Empties the seeded tables (TRUNCATE … RESTART IDENTITY CASCADE, which also empties any table
 * that references them) and fills them again, in one transaction. Image files are written first,
 * outside the transaction.
 */
export async function seed(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  return (await run(db, opts, false)) as SeedSummary
}
