import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server'
import { type Localized, PUBLISHED } from '../../db/schema'
import type { Locale } from '../i18n/locales'
import { type OfferCard, offerKey, type OfferRef } from './offer-card'
import { toImage } from './images.repository.server'
import type { CatalogueImage } from './types'

type Row = {
  kind: 'location' | 'sale'
  id: number
  rental_kind: string | null
  price: number | string | null
  special_price: number | string | null
  image_id: number | null
  zone: string
  folder: string
  file_name: string
  extension: string
  hash: string
  formats: CatalogueImage['formats'] | null
  caption: Localized | null
}

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value))

function toCard(row: Row, locale: Locale): OfferCard {
  const { zone, folder, file_name: fileName, extension, hash } = row
  const image =
    row.image_id !== null && row.formats
      ? toImage({ id: Number(row.image_id), ownerId: row.id, zone, folder, fileName, extension, hash, formats: row.formats, caption: row.caption ?? { fr: '' } }, locale)
      : null
  if (row.kind === 'sale') return { image, price: numberOrNull(row.price), specialPrice: null, per: null, from: false }
  const annual = row.rental_kind === 'annual'
  return {
    image,
    price: numberOrNull(row.price),
    specialPrice: annual ? null : numberOrNull(row.special_price),
    per: annual ? 'month' : 'week',
    from: !annual,
  }
}

/** The first picture of an owner, as a lateral join. */
const firstImage = (zone: 'location' | 'sale', owner: string) =>
  sql.raw(`left join lateral (select i.id as image_id, i.zone, i.folder, i.file_name, i.extension, i.hash, i.formats, i.caption from images i
      where i.zone = '${zone}' and i.owner_id = ${owner} order by i.position, i.id limit 1) pic on true`)

/**
 * The pictures and list prices of the given rentals and sales, in one query whatever their number
 * (a page of search results), keyed by `offerKey`; unpublished or unknown ones are left out.
 */
export async function offerCards(db: Db, refs: readonly OfferRef[], locale: Locale, today: string): Promise<Map<string, OfferCard>> {
  const locationIds = refs.filter((r) => r.kind === 'location').map((r) => r.id)
  const saleIds = refs.filter((r) => r.kind === 'sale').map((r) => r.id)
  if (locationIds.length === 0 && saleIds.length === 0) return new Map()
  const ids = (list: number[]) => sql`array[${sql.join(list.length > 0 ? list.map((id) => sql`${id}`) : [sql`0`], sql`, `)}]::int[]`
  const result = await db.execute(sql`
    select 'location' as kind, l.id, l.kind as rental_kind,
      case when l.kind = 'annual' then l.monthly_rent else up.min_price end as price,
      up.min_special as special_price, pic.image_id, pic.zone, pic.folder, pic.file_name, pic.extension, pic.hash, pic.formats, pic.caption
    from locations l
    left join lateral (select min(w.price) as min_price, min(w.special_price) as min_special
      from price_weeks w where w.location_id = l.id and w.start_date >= ${today}::date) up on true
    ${firstImage('location', 'l.id')}
    where l.id = any(${ids(locationIds)}) and l.status = ${PUBLISHED}
    union all
    select 'sale' as kind, s.id, null as rental_kind, s.price, null as special_price, pic.image_id, pic.zone, pic.folder, pic.file_name, pic.extension, pic.hash, pic.formats, pic.caption
    from sales s
    ${firstImage('sale', 's.id')}
    where s.id = any(${ids(saleIds)}) and s.status = ${PUBLISHED}`)
  const rows = (result as unknown as { rows: Row[] }).rows
  return new Map(rows.map((row) => [offerKey({ kind: row.kind, id: Number(row.id) }), toCard(row, locale)]))
}
