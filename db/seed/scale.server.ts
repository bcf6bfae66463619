import { sql } from 'drizzle-orm'
import type { Db } from '../client.server'
import { MAP_BOUNDS } from './data/places'
import { createRentalProducts } from '../../domain/booking/rental-products.server'

/**
 * Scale data for the benchmark (`npm run bench:scale`): many more weekly rentals and contents on top
 * of the demo data, made by copying the demo's own rows in SQL (one statement per table), so that
 * 10,000 rentals load in seconds on the embedded database and every copy is as realistic as its
 * model: the same text (numbered), capacities, attributes, 52+ price weeks (prices varied ±10 %),
 * bookings and blocks, and pictures (the same files). Copies are spread over the map's box (SPEC §9).
 * Deterministic: the variations are hashes of the copy's number, not random draws.
 */

export type ScaleTarget = {
  /** Published weekly rentals wanted in all (the demo's included). */
  weeklyRentals: number
  /** Published contents wanted in all (the demo's included); the copies are news items. */
  contents: number
}

export type ScaleSummary = { weeklyRentals: number; priceWeeks: number; bookings: number; holds: number; contents: number; ms: number }

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** A value in [0, 1) from an integer and a salt: the same for the same copy on every run. */
const unit = (n: string, salt: number) => sql.raw(`((hashint4((${n} * 7919 + ${salt})::int) & 2147483647)::float8 / 2147483648)`)

/** Copies of the demo's weekly rentals, numbered from the demo's count, until `target` are published. */
async function copyRentals(tx: Tx, target: number): Promise<void> {
  const { minLatitude: lat0, maxLatitude: lat1, minLongitude: lon0, maxLongitude: lon1 } = MAP_BOUNDS
  // The model of copy n is the demo rental n modulo the demo's count (by id); the copy's number is kept in its reference.
  await tx.execute(sql`
    create temporary table scale_copies on commit drop as
    with models as (select id, row_number() over (order by id) - 1 as k, count(*) over () as m
                      from locations where kind = 'weekly' and status = 2),
         wanted as (select n from generate_series((select count(*) from models), ${target - 1}) as n)
    select w.n, mo.id as model_id from wanted w join models mo on mo.k = w.n % mo.m`)
  await tx.execute(sql`
    insert into locations (kind, status, reference, type, category, place, number_of_rooms, bedrooms, bathrooms, toilets,
      terraces, persons, surface, living_space, balcony_area, floor, parking_type, construction_year, renovation_year,
      comfort_class, amenities, included, monthly_rent, monthly_charges, available_from, latitude, longitude)
    select l.kind, l.status, l.reference || '-' || c.n, l.type, l.category, l.place, l.number_of_rooms, l.bedrooms,
      l.bathrooms, l.toilets, l.terraces, l.persons, l.surface + (c.n % 7) - 3, l.living_space, l.balcony_area, l.floor,
      l.parking_type, l.construction_year, l.renovation_year, l.comfort_class, l.amenities, l.included, null, null, null,
      round((${sql.raw(String(lat0 + 0.001))} + ${unit('c.n', 1)} * ${sql.raw(String(lat1 - lat0 - 0.002))})::numeric, 6)::float8,
      round((${sql.raw(String(lon0 + 0.001))} + ${unit('c.n', 2)} * ${sql.raw(String(lon1 - lon0 - 0.002))})::numeric, 6)::float8
    from scale_copies c join locations l on l.id = c.model_id order by c.n`)
  await tx.execute(sql`alter table scale_copies add column id integer`)
  await tx.execute(sql`
    update scale_copies c set id = l.id from locations mo, locations l
     where mo.id = c.model_id and l.reference = mo.reference || '-' || c.n`)
  await tx.execute(sql`
    insert into location_translations (location_id, locale, title, slug, summary, description)
    select c.id, t.locale, t.title || ' ' || c.n, t.slug || '-' || c.n, t.summary, t.description
      from scale_copies c join location_translations t on t.location_id = c.model_id`)
  // Prices vary by up to ±10 % per copy, rounded to ten francs; special offers keep their week.
  await tx.execute(sql`
    insert into price_weeks (location_id, start_date, end_date, season, price, special_price)
    select c.id, w.start_date, w.end_date, w.season,
           (round(w.price * (0.9 + 0.2 * ${unit('c.n', 3)}) / 1000) * 1000)::bigint,
           (round(w.special_price * (0.9 + 0.2 * ${unit('c.n', 3)}) / 1000) * 1000)::bigint
      from scale_copies c join price_weeks w on w.location_id = c.model_id`)
  await tx.execute(sql`
    insert into bookings (location_id, period, status, source, note)
    select c.id, b.period, b.status, b.source, b.note
      from scale_copies c join bookings b on b.location_id = c.model_id and b.status in ('confirmed', 'blocked')`)
  await tx.execute(sql`
    insert into images (zone, owner_id, position, folder, file_name, extension, hash, width, height, formats, caption)
    select 'location', c.id, i.position, i.folder, i.file_name, i.extension, i.hash, i.width, i.height, i.formats, i.caption
      from scale_copies c join images i on i.zone = 'location' and i.owner_id = c.model_id`)
}

/**
 * Visitors paying now: a live hold (20 minutes) on the first free week 6 to 20 weeks ahead of one
 * rental in 25, as the payment step takes them.
 */
async function addHolds(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into bookings (location_id, period, status, source, expires_at)
    select distinct on (w.location_id) w.location_id, daterange(w.start_date, w.end_date), 'hold', 'site', now() + interval '20 minutes'
      from price_weeks w join locations l on l.id = w.location_id
     where l.kind = 'weekly' and l.id % 25 = 0
       and w.start_date between current_date + 42 and current_date + 140
       and not exists (select 1 from bookings b where b.location_id = w.location_id
                         and b.status in ('hold', 'confirmed', 'blocked') and b.period && daterange(w.start_date, w.end_date))
     order by w.location_id, w.start_date`)
}

/** Copies of the demo's news until `target` contents are published, dated one a day further back. */
async function copyContents(tx: Tx, target: number): Promise<void> {
  await tx.execute(sql`
    create temporary table scale_news on commit drop as
    with models as (select id, row_number() over (order by id) - 1 as k, count(*) over () as m
                      from contents where type = 'actualites' and status = 2),
         wanted as (select n from generate_series(1, ${target} - (select count(*) from contents where status = 2)) as n)
    select (select max(id) from contents) + w.n as id, w.n, mo.id as model_id from wanted w join models mo on mo.k = w.n % mo.m`)
  await tx.execute(sql`
    insert into contents (id, type, status, position, published_at, parent_id, attributes)
    select s.id, c.type, c.status, c.position + 1000 + s.n, c.published_at - make_interval(days => s.n::int), c.parent_id, c.attributes
      from scale_news s join contents c on c.id = s.model_id order by s.id`)
  await tx.execute(sql`select setval(pg_get_serial_sequence('contents', 'id'), (select max(id) from contents))`)
  await tx.execute(sql`
    insert into content_translations (content_id, locale, title, slug, summary, body)
    select s.id, t.locale, t.title || ' (' || s.n || ')', t.slug || '-' || s.n, t.summary, t.body
      from scale_news s join content_translations t on t.content_id = s.model_id`)
  await tx.execute(sql`
    insert into images (zone, owner_id, position, folder, file_name, extension, hash, width, height, formats, caption)
    select 'content', s.id, i.position, i.folder, i.file_name, i.extension, i.hash, i.width, i.height, i.formats, i.caption
      from scale_news s join images i on i.zone = 'content' and i.owner_id = s.model_id`)
}

const countOf = async (tx: Tx, query: ReturnType<typeof sql>) => Number(((await tx.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0)

/** Adds the scale data to a database holding the demo data, in one transaction. */
export async function addScaleData(db: Db, target: ScaleTarget): Promise<ScaleSummary> {
  const started = Date.now()
  const summary = await db.transaction(async (tx) => {
    await copyRentals(tx, target.weeklyRentals)
    await createRentalProducts(tx)
    await addHolds(tx)
    await copyContents(tx, target.contents)
    return {
      weeklyRentals: await countOf(tx, sql`select count(*)::int as n from locations where kind = 'weekly' and status = 2`),
      priceWeeks: await countOf(tx, sql`select count(*)::int as n from price_weeks`),
      bookings: await countOf(tx, sql`select count(*)::int as n from bookings where status in ('confirmed', 'blocked')`),
      holds: await countOf(tx, sql`select count(*)::int as n from bookings where status = 'hold'`),
      contents: await countOf(tx, sql`select count(*)::int as n from contents where status = 2`),
      ms: 0,
    }
  })
  // Statistics and visibility map, as after the demo seed.
  await db.execute(sql`vacuum analyze`)
  return { ...summary, ms: Date.now() - started }
}
