import { describe, expect, it, vi } from 'vitest'
import type { Db } from '../../db/client.server'
import { todayInResort } from '../booking/rules/calendar'
import { listEntriesFor } from './list-entries.repository.server'

const database = () => {
  const execute = vi.fn(async () => ({ rows: [] }))
  return { db: { execute } as unknown as Db, execute }
}

describe('the list entries made those of today', () => {
  it('are checked once a minute for the resort’s today', async () => {
    const { db, execute } = database()
    const now = Date.now()
    const today = todayInResort(new Date(now))
    await listEntriesFor(db, today, now)
    await listEntriesFor(db, today, now + 59_000)
    expect(execute).toHaveBeenCalledTimes(1)
    await listEntriesFor(db, today, now + 60_000)
    expect(execute).toHaveBeenCalledTimes(2)
  })

  it('are checked at every call for another day (the triggers write the real one)', async () => {
    const { db, execute } = database()
    await listEntriesFor(db, '2025-01-15')
    await listEntriesFor(db, '2025-01-15')
    expect(execute).toHaveBeenCalledTimes(2)
  })

  it('are checked for each database on its own', async () => {
    const first = database()
    const second = database()
    const today = todayInResort()
    await listEntriesFor(first.db, today)
    await listEntriesFor(second.db, today)
    expect(first.execute).toHaveBeenCalledTimes(1)
    expect(second.execute).toHaveBeenCalledTimes(1)
  })
})
