import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client.server'
import { alerts, siteTexts } from '../../db/schema'
import { newDataDir } from '../../tests/support/templates'
import { readSiteFrame } from './frame.repository.server'

let database: Database
const NOW = new Date('2026-12-20T10:00:00Z')
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000)

beforeAll(async () => {
  database = await openDatabase({ dataDir: newDataDir('frame-test', 'migrated') })
})
afterAll(async () => {
  await database.close()
})

describe('the frame of the public pages', () => {
  it('is empty with no alert and no notice, and changes at no time', async () => {
    expect(await readSiteFrame(database.db, 'fr', NOW)).toEqual({ alert: null, footerNotice: null, changesAt: null })
  })

  it('shows the alert in force and the notice, and says when an alert starts or ends', async () => {
    const { db } = database
    await db.insert(siteTexts).values({ key: 'footer_notice', value: { fr: 'Fermé le 25 décembre', en: 'Closed on 25 December' } })
    await db.insert(alerts).values([
      { level: 'warning', message: { fr: 'Route fermée', en: 'Road closed' }, startsAt: hours(-1), endsAt: hours(5) },
      { level: 'info', message: { fr: 'Bientôt', en: 'Soon' }, startsAt: hours(2) },
      { level: 'info', message: { fr: 'Brouillon', en: 'Draft' }, status: 1, startsAt: hours(1) },
      { level: 'info', message: { fr: 'Passée', en: 'Past' }, endsAt: hours(-2) },
    ])
    const frame = await readSiteFrame(db, 'en', NOW)
    expect(frame.alert).toMatchObject({ level: 'warning', message: 'Road closed' })
    expect(frame.footerNotice).toBe('Closed on 25 December')
    // The next published alert's start (the draft's earlier one does not count).
    expect(frame.changesAt?.toISOString()).toBe(hours(2).toISOString())
    expect((await readSiteFrame(db, 'fr', hours(3))).changesAt?.toISOString()).toBe(hours(5).toISOString())
    expect((await readSiteFrame(db, 'fr', hours(6))).changesAt).toBeNull()
  })
})
