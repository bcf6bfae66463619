import type { Database } from '../../db/client.server'
import { everythingChanged, type Hold, type Notice, readNotice } from './notice'
import { affects } from './tags'

/** The channel the database's triggers notify when a table behind the public pages changes. */
export const SITE_CHANGE_CHANNEL = 'site_change'

export type SiteChanges = {
  /** The number of the last notice; grows with each one. */
  sequence: () => number
  /** Whether a notice after `since` affects an answer with these tags (a render that raced it is not kept). */
  changedSince: (since: number, tags: ReadonlySet<string>) => boolean
  /**
   * When the first hold live at `since` (the instant its render started) that an answer with these
   * tags shows lapses (ms), or +Infinity: a hold lapsing during the render still counts, and one
   * that lapsed just before it too (the clocks may differ): then the answer is not kept.
   */
  lapseOf: (tags: ReadonlySet<string>, since: number) => number
  /** False while the live holds are read again: an answer rendered then is not kept. */
  settled: () => boolean
  /** Called with what each notice can affect (the page cache drops it). */
  onChange: (listener: (drops: readonly string[]) => void) => void
  stop: () => Promise<void>
}

/** The live holds as the database has them now: booking id, rental, dates, lapse (ms). */
export type ReadHolds = () => Promise<Hold[]>

/** Notices remembered for `changedSince`: a render older than these counts as raced. */
const REMEMBERED = 1_000

/**
 * A lapsed hold is forgotten this long after its lapse, not at once: a render started before it
 * (and not kept if it lasts longer, page-cache.ts) must still see it.
 */
export const LAPSED_HOLD_KEPT_MS = 10 * 60_000

/**
 * How far the database's clock (which decides that a hold is over) and this process's may differ:
 * a render started this soon after a hold lapsed by this clock may still have seen it held.
 */
const CLOCK_MARGIN_MS = 2_000

/**
 * Follows the database's notices of changes (migration 0026's triggers, sent at commit, from every
 * server process sharing the database) and the holds they place, whose expiry changes availability
 * without a write. A broken listening connection counts as a change of everything: notices may have
 * been missed, and the holds are read again, as at the start.
 */
export async function watchSiteChanges(database: Pick<Database, 'listen'>, readHolds: ReadHolds): Promise<SiteChanges> {
  let sequence = 0
  const recent: Array<{ sequence: number; drops: readonly string[] }> = []
  const listeners: Array<(drops: readonly string[]) => void> = []
  const holds = new Map<number, Hold>()
  let reading = 0
  let stopped = false

  /** Reads the live holds until it succeeds (a second apart); meanwhile nothing rendered is kept. */
  const readAgain = async (): Promise<void> => {
    reading += 1
    try {
      // Added to what the notices said meanwhile: an extra hold only makes a page lapse early.
      for (const hold of await readHolds()) holds.set(hold.id, hold)
    } catch {
      if (stopped) return
      await new Promise((resolve) => setTimeout(resolve, 1_000).unref())
      return readAgain()
    } finally {
      reading -= 1
    }
  }
  const changed = (notice: Notice) => {
    sequence += 1
    recent.push({ sequence, drops: notice.drops })
    if (recent.length > REMEMBERED) recent.shift()
    for (const id of notice.ended) holds.delete(id)
    for (const hold of notice.holds) holds.set(hold.id, hold)
    if (notice.holdsUnknown) readAgain().catch(() => {})
    for (const listener of listeners) listener(notice.drops)
  }
  await readAgain()
  const stopListening = await database.listen(
    SITE_CHANGE_CHANNEL,
    (payload) => changed(readNotice(payload)),
    () => changed(everythingChanged()),
  )
  return {
    sequence: () => sequence,
    changedSince: (since, tags) => {
      if (since === sequence) return false
      if (recent.length === 0 || recent[0].sequence > since + 1) return true
      return recent.some((notice) => notice.sequence > since && notice.drops.some((drop) => affects(drop, tags)))
    },
    lapseOf: (tags, since) => {
      let first = Number.POSITIVE_INFINITY
      for (const hold of holds.values()) {
        if (hold.lapses <= since - LAPSED_HOLD_KEPT_MS) holds.delete(hold.id)
        else if (hold.lapses <= since - CLOCK_MARGIN_MS) continue
        else if (hold.lapses < first && hold.tags.some((tag) => affects(tag, tags))) first = hold.lapses
      }
      return first
    },
    settled: () => reading === 0,
    onChange: (listener) => listeners.push(listener),
    stop: async () => {
      stopped = true
      await stopListening()
    },
  }
}
