import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../db/client.server'
import { alerts, contents, contentTranslations, images, productCategories, products } from '../../db/schema'
import { findContentMember, listActiveAlerts, listContentMembers } from './content-members.server'
import { findContents } from './content.repository.server'

/** Contents as the API serves them, on the embedded database with the committed migrations. */

let dataDir: string
let database: Database
const NOW = new Date('2025-01-15T10:00:00Z')
const ids = { service: 0, other: 0, frenchOnly: 0, draft: 0, job: 0 }

const formats = (hash: string) => ({ base: { url: `/media/content/${hash}-base.webp`, width: 1600, height: 1067, mime: 'image/webp' } })
const image = (ownerId: number, position: number, hash: string) => ({
  zone: 'content',
  ownerId,
  position,
  folder: 'content',
  fileName: hash,
  extension: 'webp',
  hash,
  width: 1600,
  height: 1067,
  formats: formats(hash),
  caption: { fr: `Photo ${hash}`, en: `Picture ${hash}` },
})

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-test-'))
  database = await openDatabase({ dataDir })
  const { db } = database
  const rows = await db
    .insert(contents)
    .values([
      { type: 'services', position: 1, publishedAt: new Date('2024-01-01T00:00:00Z'), attributes: { key: 'administration' } },
      { type: 'services', position: 2, publishedAt: new Date('2024-02-01T00:00:00Z') },
      { type: 'services', position: 3, publishedAt: new Date('2024-03-01T00:00:00Z') },
      { type: 'services', position: 0, status: 1 },
      { type: 'emploi' },
    ])
    .returning({ id: contents.id })
  ;[ids.service, ids.other, ids.frenchOnly, ids.draft, ids.job] = rows.map((r) => r.id)
  await db.insert(contentTranslations).values([
    { contentId: ids.service, locale: 'fr', title: 'Administration de biens', slug: 'administration-de-biens', summary: 'Gérance.', body: 'Corps FR' },
    { contentId: ids.service, locale: 'en', title: 'Property management', slug: 'property-management', summary: '', body: 'Body EN' },
    { contentId: ids.other, locale: 'fr', title: 'Blanchisserie', slug: 'blanchisserie', summary: 'Linge.', body: 'Lavage.' },
    { contentId: ids.other, locale: 'en', title: 'Laundry', slug: 'laundry', summary: 'Linen.', body: 'Washing.' },
    { contentId: ids.frenchOnly, locale: 'fr', title: 'Conciergerie', slug: 'conciergerie', summary: 'Tout.', body: 'Courses.' },
    { contentId: ids.draft, locale: 'fr', title: 'Brouillon', slug: 'brouillon', summary: '', body: '' },
    { contentId: ids.job, locale: 'fr', title: 'Concierge', slug: 'concierge', summary: '', body: '' },
  ])
  await db.insert(images).values([image(ids.service, 1, 'second'), image(ids.service, 0, 'first'), image(ids.other, 0, 'laundry')])
  const [service] = await db
    .insert(productCategories)
    .values({ code: 'service', label: { fr: 'Service', en: 'Service' } })
    .returning({ id: productCategories.id })
  await db.insert(products).values([
    { categoryId: service!.id, reference: 'ADM-1', type: 'service', title: { fr: 'Visite du bien', en: 'Property visit' }, basePrice: 12_000, contentId: ids.service },
    { categoryId: service!.id, reference: 'ADM-2', type: 'service', title: { fr: 'Relevé du courrier' }, basePrice: 5_000, contentId: ids.service },
    { categoryId: service!.id, reference: 'ADM-3', type: 'service', title: { fr: 'Retiré' }, contentId: ids.service, status: 1 },
  ])
  await db.insert(alerts).values([
    { level: 'warning', message: { fr: 'Route fermée', en: 'Road closed' }, startsAt: new Date('2025-01-01'), endsAt: new Date('2025-02-01') },
    { level: 'info', message: { fr: 'Bureau à domicile' } },
    { message: { fr: 'Passée' }, endsAt: new Date('2025-01-01') },
    { message: { fr: 'Future' }, startsAt: new Date('2025-03-01') },
    { message: { fr: 'Brouillon' }, status: 1 },
  ])
}, 120_000)

afterAll(async () => {
  await database?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('listContentMembers', () => {
  it('lists the published contents of a type in order, with their first image', async () => {
    const { members, total } = await listContentMembers(database.db, { type: 'services', locale: 'fr', count: 250, embeds: [] })
    expect(total).toBe(3)
    expect(members.map((m) => m.id)).toEqual([ids.service, ids.other, ids.frenchOnly])
    expect(members[0]).toEqual({
      id: ids.service,
      type: 'services',
      title: 'Administration de biens',
      slug: 'administration-de-biens',
      summary: 'Gérance.',
      body: 'Corps FR',
      publishedAt: '2024-01-01T00:00:00.000Z',
      attributes: { key: 'administration' },
      image: { id: expect.any(Number), zone: 'content', folder: 'content', fileName: 'first', extension: 'webp', hash: 'first', formats: formats('first'), caption: 'Photo first' },
    })
    expect(members[2]!.image).toBeNull()
  })

  it('gives the text in English, each missing field in French', async () => {
    const { members } = await listContentMembers(database.db, { type: 'services', locale: 'en', count: 250, embeds: [] })
    expect(members.map((m) => m.title)).toEqual(['Property management', 'Laundry', 'Conciergerie'])
    expect(members[0]).toMatchObject({ slug: 'property-management', summary: 'Gérance.', body: 'Body EN' })
    expect(members[0]!.image?.caption).toBe('Picture first')
  })

  it('limits the count but tells the total', async () => {
    const { members, total } = await listContentMembers(database.db, { type: 'services', locale: 'fr', count: 1, embeds: [] })
    expect(members).toHaveLength(1)
    expect(total).toBe(3)
  })

  it('embeds the attached published products and all images on request', async () => {
    const { members } = await listContentMembers(database.db, {
      type: 'services',
      locale: 'en',
      count: 250,
      embeds: ['attached_products', 'images'],
    })
    expect(members[0]!.attached_products).toEqual([
      { id: expect.any(Number), reference: 'ADM-1', title: 'Property visit', basePrice: 12_000, currency: 'CHF', category: 'service' },
      { id: expect.any(Number), reference: 'ADM-2', title: 'Relevé du courrier', basePrice: 5_000, currency: 'CHF', category: 'service' },
    ])
    expect(members[1]!.attached_products).toEqual([])
    expect(members[0]!.images?.map((i) => i.caption)).toEqual(['Picture first', 'Picture second'])
  })

  it('answers an empty list for a type without contents', async () => {
    expect(await listContentMembers(database.db, { type: 'packages', locale: 'fr', count: 250, embeds: [] })).toEqual({ members: [], total: 0 })
  })
})

describe('findContentMember', () => {
  it('finds a published content with all its images', async () => {
    const member = await findContentMember(database.db, { id: ids.service, locale: 'fr', embeds: [] })
    expect(member).toMatchObject({ id: ids.service, title: 'Administration de biens' })
    expect(member?.images?.map((i) => i.caption)).toEqual(['Photo first', 'Photo second'])
    expect(member?.attached_products).toBeUndefined()
    const withProducts = await findContentMember(database.db, { id: ids.service, locale: 'fr', embeds: ['attached_products'] })
    expect(withProducts?.attached_products?.map((p) => p.title)).toEqual(['Visite du bien', 'Relevé du courrier'])
  })

  it('does not find unpublished or missing contents', async () => {
    expect(await findContentMember(database.db, { id: ids.draft, locale: 'fr', embeds: [] })).toBeNull()
    expect(await findContentMember(database.db, { id: 999_999, locale: 'fr', embeds: [] })).toBeNull()
    expect(await findContentMember(database.db, { id: 0, locale: 'fr', embeds: [] })).toBeNull()
  })
})

describe('listActiveAlerts', () => {
  it('lists the published alerts in force, newest first, in the asked language', async () => {
    const fr = await listActiveAlerts(database.db, { locale: 'fr', count: 250, now: NOW })
    expect(fr.total).toBe(2)
    expect(fr.members).toEqual([
      { id: expect.any(Number), level: 'info', message: 'Bureau à domicile' },
      { id: expect.any(Number), level: 'warning', message: 'Route fermée' },
    ])
    const en = await listActiveAlerts(database.db, { locale: 'en', count: 1, now: NOW })
    expect(en).toEqual({ members: [{ id: expect.any(Number), level: 'info', message: 'Bureau à domicile' }], total: 2 })
    const later = await listActiveAlerts(database.db, { locale: 'en', count: 250, now: new Date('2025-03-02') })
    expect(later.members.map((a) => a.message)).toEqual(['Future', 'Bureau à domicile'])
  })
})

// The same contents, read by the site's pages (content.repository.server): here for the fixture.
describe('findContents', () => {
  it('reads several published contents in one query, each in the asked language with the French fallback', async () => {
    const found = await findContents(database.db, { ids: [ids.service, ids.frenchOnly, ids.draft, 0, 999_999], locale: 'en' })
    expect([...found.keys()].sort((a, b) => a - b)).toEqual([ids.service, ids.frenchOnly].sort((a, b) => a - b))
    expect(found.get(ids.service)).toMatchObject({ title: 'Property management', summary: 'Gérance.', body: 'Body EN', locale: 'en', publishedAt: '2024-01-01T00:00:00.000Z' })
    expect(found.get(ids.frenchOnly)).toMatchObject({ title: 'Conciergerie', slug: 'conciergerie', locale: 'en' })
  })

  it('sends no query for no id', async () => {
    expect((await findContents(database.db, { ids: [], locale: 'fr' })).size).toBe(0)
  })
})
