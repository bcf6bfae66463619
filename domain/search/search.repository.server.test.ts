import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../db/client.server'
import {
  contents,
  contentTranslations,
  locations,
  locationTranslations,
  saleTranslations,
  sales,
} from '../../db/schema'
import { forgetLexicon, lexiconOf, SEARCH_CANDIDATES, searchSite } from './search.repository.server'

/** The search on a small set of its own, on the embedded database with the committed migrations. */

let dataDir: string
let database: Database
const ids = { slopes: 0, chalet: 0, shop: 0, news: 0, frenchOnly: 0, invite: 0, draft: 0 }

const place = { place: 'crans', latitude: 46.31, longitude: 7.48, surface: 80, livingSpace: 70, persons: 4 }

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-test-'))
  database = await openDatabase({ dataDir })
  const { db } = database
  const [slopes, chalet] = await db
    .insert(locations)
    .values([
      { kind: 'weekly', reference: 'T-1', type: 'apartment', numberOfRooms: 3, ...place },
      { kind: 'annual', reference: 'T-2', type: 'chalet', numberOfRooms: 5, ...place },
    ])
    .returning({ id: locations.id })
  ids.slopes = slopes!.id
  ids.chalet = chalet!.id
  await db.insert(locationTranslations).values([
    {
      locationId: ids.slopes,
      locale: 'fr',
      title: 'Appartement Les Arolles – 3 pièces',
      slug: 'appartement-les-arolles-3-pieces',
      summary: 'Lumineux et calme.',
      description: 'Un appartement lumineux, tout près des pistes, avec un local à skis.',
    },
    {
      locationId: ids.slopes,
      locale: 'en',
      title: 'Apartment Les Arolles – 3 rooms',
      slug: 'apartment-les-arolles-3-rooms',
      summary: '',
      description: 'A bright apartment close to the slopes, perfect for skiing.',
    },
    {
      locationId: ids.chalet,
      locale: 'fr',
      title: 'Mazot Les Mélèzes',
      slug: 'mazot-les-melezes',
      summary: 'Au calme.',
      description: 'Un chalet en bois de cinq pièces, à l’année.',
    },
    {
      locationId: ids.chalet,
      locale: 'en',
      title: 'Mazot Les Mélèzes',
      slug: 'mazot-les-melezes',
      summary: 'Quiet.',
      description: 'A wooden chalet with five rooms, let by the year.',
    },
  ])
  const [shop] = await db
    .insert(sales)
    .values({ reference: 'S-1', type: 'commercial', numberOfRooms: 2, price: 90_000_000, ...place })
    .returning({ id: sales.id })
  ids.shop = shop!.id
  await db.insert(saleTranslations).values([
    {
      saleId: ids.shop,
      locale: 'fr',
      title: 'Local commercial à Montana',
      slug: 'local-commercial-a-montana',
      summary: 'Vitrine sur rue.',
      description: 'La chaleur du centre de la station, une halte pour les promeneurs.',
    },
    {
      saleId: ids.shop,
      locale: 'en',
      title: 'Commercial premises in Montana',
      slug: 'commercial-premises-in-montana',
      summary: 'Shop window.',
      description: 'In the warm heart of the resort.',
    },
  ])
  const rows = await db
    .insert(contents)
    .values([
      { type: 'actualites' },
      { type: 'page' },
      { type: 'invite' },
      { type: 'actualites', status: 1 },
    ])
    .returning({ id: contents.id })
  ;[ids.news, ids.frenchOnly, ids.invite, ids.draft] = rows.map((r) => r.id)
  await db.insert(contentTranslations).values([
    { contentId: ids.news, locale: 'fr', title: 'La saison de ski commence', slug: 'la-saison-de-ski-commence', summary: 'Les remontées ouvrent samedi.', body: 'Neige fraîche.' },
    { contentId: ids.news, locale: 'en', title: 'The ski season starts', slug: 'the-ski-season-starts', summary: 'The lifts open on Saturday.', body: 'Fresh snow.' },
    { contentId: ids.frenchOnly, locale: 'fr', title: 'Conditions générales', slug: 'conditions-generales', summary: 'Réservation et annulation.', body: 'Le for est à Sierre.' },
    { contentId: ids.invite, locale: 'fr', title: 'Un chalet à vendre ?', slug: 'un-chalet-a-vendre', summary: '', body: 'Confiez-nous votre chalet.' },
    { contentId: ids.draft, locale: 'fr', title: 'Brouillon sur un chalet', slug: 'brouillon', summary: '', body: 'Chalet.' },
  ])
}, 120_000)

afterAll(async () => {
  await database?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

const search = (q: string, locale: 'fr' | 'en' = 'fr', more: { types?: Parameters<typeof searchSite>[1]['types']; count?: number } = {}) =>
  searchSite(database.db, { q, locale, ...more })

describe('searchSite', () => {
  it('finds "près des pistes" with "pres piste" (accents ignored, French stemming)', async () => {
    const results = await search('pres piste')
    expect(results.map((r) => r.id)).toEqual([ids.slopes])
    expect(results[0]).toMatchObject({
      type: 'location',
      title: 'Appartement Les Arolles – 3 pièces',
      summary: 'Lumineux et calme.',
      url: `/location/appartement-les-arolles-3-pieces-${ids.slopes}`,
    })
    expect(results[0]!.score).toBeGreaterThan(0)
  })

  it('ignores case and accents in the query too', async () => {
    expect((await search('PRÈS   des PISTES')).map((r) => r.id)).toEqual([ids.slopes])
  })

  it('finds "chalet" with the typo "chalte", without dragging in "chaleur" or "halte"', async () => {
    const results = await search('chalte')
    expect(results.map((r) => [r.type, r.id])).toEqual([['annual_location', ids.chalet]])
    expect(results[0]!.url).toBe(`/location/annuelle/mazot-les-melezes-${ids.chalet}`)
  })

  it('ranks an exact match above the same match through a typo', async () => {
    const [exact] = await search('chalet')
    const [typo] = await search('chalte')
    expect(exact!.id).toBe(typo!.id)
    expect(exact!.score).toBeGreaterThan(typo!.score)
  })

  it('searches English texts in English, with English stemming ("ski" finds "skiing")', async () => {
    const results = await search('ski', 'en')
    expect(results.map((r) => `${r.type}:${r.id}`).sort()).toEqual([`actualites:${ids.news}`, `location:${ids.slopes}`])
    const news = results.find((r) => r.type === 'actualites')
    expect(news).toMatchObject({ type: 'actualites', title: 'The ski season starts', url: `/en/actualite/the-ski-season-starts-${ids.news}` })
    // An English row without summary shows the French one.
    expect(results.find((r) => r.type === 'location')?.summary).toBe('Lumineux et calme.')
  })

  it('finds the plural of a short word ("ski" finds "skis") in French', async () => {
    expect((await search('ski')).map((r) => `${r.type}:${r.id}`).sort()).toEqual([`actualites:${ids.news}`, `location:${ids.slopes}`])
  })

  it('does not search French words in English texts', async () => {
    expect(await search('piste', 'en')).toEqual([])
  })

  it('searches the French text of an item that has no English one', async () => {
    expect(await search('conditions', 'en')).toEqual([
      expect.objectContaining({ id: ids.frenchOnly, type: 'page', title: 'Conditions générales', url: `/en/page/conditions-generales-${ids.frenchOnly}` }),
    ])
  })

  it('matches titles by trigrams for an unfinished word', async () => {
    expect((await search('montan')).map((r) => `${r.type}:${r.id}`)).toEqual([`sale:${ids.shop}`])
  })

  it('leaves out invitations and unpublished contents', async () => {
    expect((await search('chalet')).map((r) => `${r.type}:${r.id}`)).toEqual([`annual_location:${ids.chalet}`])
    expect(await search('brouillon')).toEqual([])
    expect(await search('confiez')).toEqual([])
  })

  it('filters by result type and limits the count', async () => {
    expect((await search('ski', 'fr', { types: ['actualites'] })).map((r) => `${r.type}:${r.id}`)).toEqual([`actualites:${ids.news}`])
    expect(await search('ski', 'fr', { types: ['sale'] })).toEqual([])
    expect(await search('ski', 'fr', { count: 1 })).toHaveLength(1)
  })

  it('answers nothing for an empty query, stop words or unknown words', async () => {
    expect(await search('')).toEqual([])
    expect(await search('  ?! ')).toEqual([])
    expect(await search('xyzzy')).toEqual([])
  })

  it('reads the words of the texts again once forgotten', async () => {
    const before = await lexiconOf(database.db, 'fr')
    expect(before.has('melezes')).toBe(true)
    expect(before.has('arolles')).toBe(true)
    forgetLexicon(database.db)
    expect(await lexiconOf(database.db, 'fr')).not.toBe(before)
  })

  it('follows an edited title, an unpublished owner and a removed translation at once', async () => {
    const { db } = database
    const found = async (q: string, locale: 'fr' | 'en' = 'fr') => (await search(q, locale)).map((r) => `${r.type}:${r.id}`)
    await db.update(saleTranslations).set({ title: 'Attique sous les mélèzes' }).where(eq(saleTranslations.saleId, ids.shop))
    expect(await found('attique')).toEqual([`sale:${ids.shop}`])
    await db.update(sales).set({ status: 1 }).where(eq(sales.id, ids.shop))
    expect(await found('attique')).toEqual([])
    await db.update(sales).set({ status: 2 }).where(eq(sales.id, ids.shop))
    expect(await found('attique')).toEqual([`sale:${ids.shop}`])
    // Without its English text, the rental is found in English through its French one.
    const [english] = await db
      .delete(locationTranslations)
      .where(and(eq(locationTranslations.locationId, ids.slopes), eq(locationTranslations.locale, 'en')))
      .returning()
    expect(await found('piste', 'en')).toEqual([`location:${ids.slopes}`])
    await db.insert(locationTranslations).values(english!)
    expect(await found('piste', 'en')).toEqual([])
  })

  it('ranks a bounded share of a word found everywhere, and still answers as many results as asked', async () => {
    const { db } = database
    const many = SEARCH_CANDIDATES + 20
    const rows = await db
      .insert(locations)
      .values(Array.from({ length: many }, (_, i) => ({ kind: 'weekly' as const, reference: `P-${i}`, type: 'apartment', numberOfRooms: 2, ...place })))
      .returning({ id: locations.id })
    await db.insert(locationTranslations).values(
      rows.map(({ id }, i) => ({ locationId: id, locale: 'fr', title: `Studio ${i}`, slug: `studio-${i}`, summary: '', description: 'Vue panoramique sur les Alpes.' })),
    )
    expect(await search('panoramique', 'fr', { count: 50 })).toHaveLength(50)
    expect(await search('panoramique', 'fr', { count: 250 })).toHaveLength(many)
    // In English, the rentals without English text are found in French, all of them.
    expect(await search('panoramique', 'en', { count: 250 })).toHaveLength(many)
  })
})
