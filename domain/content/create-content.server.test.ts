import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/client.server'
import { auditLog, contents, contentTranslations } from '../../db/schema'
import { bookingDatabases } from '../booking/fixtures.test-data'
import { createStaff } from '../staff/staff.server'
import { createSecretBox } from '../secrets/secret-box.server'
import type { Staff } from '../staff/audit.server'
import { lockContentType } from './content-slugs.server'
import { createContent } from './create-content.server'

/** New contents (PGlite, or PostgreSQL with TEST_DATABASE_URL: two pools race for one address). */

let databases: Database[]
let close: () => Promise<void>
let staff: Staff

beforeAll(async () => {
  const opened = await bookingDatabases('create_content', 2)
  databases = opened.all
  close = opened.close
  const created = await createStaff({ db: databases[0]!.db, secrets: createSecretBox(randomBytes(32)) }, { email: 'contenus@agence.ch', admin: false })
  if (created.status !== 'created') throw new Error(created.message)
  staff = { id: created.userId, name: 'Contenus' }
}, 60_000)
afterAll(async () => {
  await close?.()
})

const values = (title: string, extra: Record<string, string> = {}) => ({ status: 'published', publishedAt: '2026-11-20', title_fr: title, slug_fr: '', title_en: `${title} EN`, slug_en: '', summary_fr: '', summary_en: '', body_fr: '', body_en: '', ...extra })

describe('createContent', () => {
  it('creates the content with addresses made from the titles, and audits it', async () => {
    const { db } = databases[0]!
    const result = await createContent({ db }, staff, { type: 'actualites', values: values('Fête de l’été'), locale: 'fr' })
    if (result.status !== 'created') throw new Error(result.status)
    const texts = await db.select().from(contentTranslations).where(eq(contentTranslations.contentId, result.id))
    expect(texts.map((t) => [t.locale, t.slug]).sort()).toEqual([['en', 'fete-de-l-ete-en'], ['fr', 'fete-de-l-ete']])
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.entity, 'content'), eq(auditLog.entityId, String(result.id))))
    expect(entry?.action).toBe('create')
  })

  it('refuses an address taken in the type and language, saves nothing, and takes it in another type', async () => {
    const { db } = databases[0]!
    await createContent({ db }, staff, { type: 'actualites', values: values('Premier', { slug_en: 'taken' }), locale: 'en' })
    const twice = await createContent({ db }, staff, { type: 'actualites', values: values('Second', { slug_en: 'taken' }), locale: 'en' })
    expect(twice).toMatchObject({ status: 'invalid', errors: { slug_en: { code: 'slugTaken', message: 'This address is already taken by another content of this type' } } })
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(contentTranslations).where(eq(contentTranslations.title, 'Second'))
    expect(n).toBe(0)
    expect((await createContent({ db }, staff, { type: 'emploi', values: values('Second', { slug_en: 'taken' }), locale: 'en' })).status).toBe('created')
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)('makes a save that races another for one address wait for it, then refuses the address', async () => {
    const [first, second] = databases as [Database, Database]
    let raced: Promise<unknown> | null = null
    await first.db.transaction(async (tx) => {
      await lockContentType(tx, 'page')
      const [row] = await tx.insert(contents).values({ type: 'page' }).returning({ id: contents.id })
      await tx.insert(contentTranslations).values({ contentId: row.id, locale: 'fr', title: 'Course', slug: 'course' })
      raced = createContent({ db: second.db }, staff, { type: 'page', values: values('Course', { slug_fr: 'course' }), locale: 'fr' })
      // The second save waits for this transaction's lock (bounded look, no fixed sleep).
      for (let i = 0; i < 100; i++) {
        const waiting = await first.db.execute(sql`select 1 from pg_locks where locktype = 'advisory' and not granted`)
        if ((waiting as unknown as { rows: unknown[] }).rows.length > 0) break
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })
    expect(await raced).toMatchObject({ status: 'invalid', errors: { slug_fr: { code: 'slugTaken' } } })
  })
})
