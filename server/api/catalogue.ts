import { Hono, type Context } from 'hono'
import type { Locale } from '../../domain/i18n/locales'
import { calendarFeed, feedEventsOf } from '../../domain/booking/calendar-feed.server'
import { todayInResort } from '../../domain/booking/rules/calendar'
import {
  featuredLocations,
  findLocation,
  shownLocation,
  listLocations,
  listLocationsSlice,
  locationFacets,
  priceGrid,
} from '../../domain/catalogue/locations.repository.server'
import { readLocale } from '../../domain/i18n/locales'
import {
  parseId,
  parseLocationFilter,
  parsePriceGridQuery,
  parseSaleFilter,
  parseSelectionLimit,
} from '../../domain/catalogue/query'
import { cursorAt, LOCATION_LIST_PARAMETERS, parseListPaging, pickFields, SALE_LIST_PARAMETERS, unknownParameter } from '../../domain/catalogue/list-query'
import { textIn } from '../../domain/i18n/bilingual'
import { priceStay } from '../../domain/booking/stay-price.server'
import { readStayFields } from '../../domain/booking/stay-request'
import { featuredSales, findSale, listSales, saleFacets } from '../../domain/catalogue/sales.repository.server'
import type { AppEnv } from '../env'
import { catalogueError } from './errors'
import { calendarTag, itemTags, notePageReads, rentalListTags, rentalTag, saleListTags, saleTag } from '../page-cache/tags'

type Ctx = Context<AppEnv>

const SALE_NOT_FOUND = 'Sale not found'
const LOCATION_NOT_FOUND = 'Location not found'

/** The asked language, or a 400 answer for an unknown one. */
function localeOf(c: Ctx): { locale: Locale } | { error: Response } {
  const parsed = readLocale(c.req.query('locale'))
  return parsed.ok ? { locale: parsed.value } : { error: catalogueError(c, 400, parsed.message) }
}

/**
 * /api/*: locations, sales, prices and selection (SPEC §7). Answers `{success: true, …}` or
 * `{success: false, message}` (400 for a bad parameter, 404 for an unknown item).
 */
export function catalogueApi() {
  const api = new Hono<AppEnv>()

  // The whole list by default (SPEC §7); a page of it with `limit` (and the `cursor` of the answer's
  // `next`), only some fields with `fields` (docs/decisions/047).
  api.get('/locations', async (c) => {
    const params = new URL(c.req.url).searchParams
    const unknown = unknownParameter(params.keys(), LOCATION_LIST_PARAMETERS)
    if (unknown) return catalogueError(c, 400, unknown)
    const l = localeOf(c)
    if ('error' in l) return l.error
    const filter = parseLocationFilter(c.req.query())
    if (!filter.ok) return catalogueError(c, 400, filter.message)
    const paging = parseListPaging(params)
    if (!paging.ok) return catalogueError(c, 400, paging.message)
    const { page, fields } = paging.value
    const { db } = c.get('app')
    const today = todayInResort()
    const [listed, facets] = await Promise.all([
      page ? listLocationsSlice(db, filter.value, l.locale, today, page) : listLocations(db, filter.value, l.locale, today).then((items) => ({ items, more: false })),
      locationFacets(db, filter.value.kind, l.locale),
    ])
    notePageReads(c.get('app'), rentalListTags(listed.items.map((location) => location.id), filter.value.period))
    const locations = fields ? listed.items.map((item) => pickFields(item, fields)) : listed.items
    if (!page) return c.json({ success: true, locations, ...facets })
    return c.json({ success: true, locations, ...facets, next: listed.more ? cursorAt(page.offset + page.limit) : null })
  })

  api.get('/locations/:id', async (c) => {
    const l = localeOf(c)
    if ('error' in l) return l.error
    const id = parseId(c.req.param('id'))
    const location = id === null ? null : await findLocation(c.get('app').db, id, l.locale, todayInResort())
    if (!location) return catalogueError(c, 404, LOCATION_NOT_FOUND)
    notePageReads(c.get('app'), [rentalTag(location.id), calendarTag(location.id)])
    return c.json({ success: true, location: shownLocation(location) })
  })

  api.get('/locations/:id/price', async (c) => {
    const l = localeOf(c)
    if ('error' in l) return l.error
    const id = parseId(c.req.param('id'))
    const fields = readStayFields(new URL(c.req.url).searchParams)
    const deps = { db: c.get('app').db, today: todayInResort() }
    const answer = await priceStay(deps, { locale: l.locale }, { locationId: id, fields })
    if (id !== null) notePageReads(c.get('app'), [rentalTag(id), calendarTag(id)])
    if (answer.ok) return c.json({ success: true, price: answer.price })
    const { code, messages, weeks } = answer.refusal
    return c.json({ success: false, code, message: textIn(messages, l.locale), ...(weeks.length > 0 ? { weeks } : {}) }, answer.status)
  })

  api.get('/prices', async (c) => {
    const l = localeOf(c)
    if ('error' in l) return l.error
    const today = todayInResort()
    const query = parsePriceGridQuery(c.req.query(), today)
    if (!query.ok) return catalogueError(c, 400, query.message)
    const { prices, dates, locations } = await priceGrid(c.get('app').db, query.value, l.locale, today)
    const ids = locations.map((location) => location.id)
    notePageReads(c.get('app'), [...rentalListTags(ids), ...itemTags('calendar', ids)])
    return c.json({ success: true, prices, dates, locations })
  })

  api.get('/sales', async (c) => {
    const unknown = unknownParameter(new URL(c.req.url).searchParams.keys(), SALE_LIST_PARAMETERS)
    if (unknown) return catalogueError(c, 400, unknown)
    const l = localeOf(c)
    if ('error' in l) return l.error
    const filter = parseSaleFilter(c.req.query())
    if (!filter.ok) return catalogueError(c, 400, filter.message)
    const { db } = c.get('app')
    const [sales, facets] = await Promise.all([listSales(db, filter.value, l.locale), saleFacets(db, l.locale)])
    notePageReads(c.get('app'), saleListTags(sales.map((sale) => sale.id)))
    return c.json({ success: true, sales, ...facets })
  })

  api.get('/sales/:id', async (c) => {
    const l = localeOf(c)
    if ('error' in l) return l.error
    const id = parseId(c.req.param('id'))
    const sale = id === null ? null : await findSale(c.get('app').db, id, l.locale)
    if (!sale) return catalogueError(c, 404, SALE_NOT_FOUND)
    notePageReads(c.get('app'), [saleTag(sale.id)])
    return c.json({ success: true, sale })
  })

  api.get('/selection/:limit', async (c) => {
    const l = localeOf(c)
    if ('error' in l) return l.error
    const limit = parseSelectionLimit(c.req.param('limit'))
    if (!limit.ok) return catalogueError(c, 400, limit.message)
    const { db } = c.get('app')
    const [sales, locations] = await Promise.all([
      featuredSales(db, limit.value, l.locale),
      featuredLocations(db, limit.value, l.locale, todayInResort()),
    ])
    notePageReads(c.get('app'), [...rentalListTags(locations.map((location) => location.id)), ...saleListTags(sales.map((sale) => sale.id))])
    return c.json({ success: true, sales, locations })
  })

  // The availability feed other platforms import (docs/decisions/017): their servers poll it, so it
  // may be cached a few minutes and answers 304 to a poll that already has it.
  api.get('/locations/:id/calendar.ics', async (c) => {
    const id = parseId(c.req.param('id'))
    const app = c.get('app')
    const found = id === null ? null : await feedEventsOf(app.db, id, todayInResort())
    if (!found) return catalogueError(c, 404, 'Location not found')
    const feed = calendarFeed({ publicUrl: app.settings.publicUrl, ...found })
    c.header('Cache-Control', 'public, max-age=300')
    c.header('ETag', feed.etag)
    if (c.req.header('if-none-match')?.split(/\s*,\s*/).includes(feed.etag)) return c.body(null, 304)
    c.header('Content-Type', 'text/calendar; charset=utf-8')
    return c.body(feed.body)
  })

  return api
}
