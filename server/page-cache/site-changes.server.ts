import type { Database } from '../../db/client.server'

/** The channel the database's triggers notify when a table behind the public pages changes. */
export const SITE_CHANGE_CHANNEL = 'site_change'

export type SiteChanges = {
  /** A number that grows whenever the data behind the public pages may have changed. */
  generation: () => number
  /** Called after each change (the page cache empties itself). */
  onChange: (listener: () => void) => void
  stop: () => Promise<void>
}

/**
 * Follows the database's notices of changes (migration 0011's triggers, sent at commit, from every
 * server process sharing the database). A broken listening connection counts as a change: notices
 * may have been missed.
 */
export async function watchSiteChanges(database: Pick<Database, 'listen'>): Promise<SiteChanges> {
  let generation = 0
  const listeners: Array<() => void> = []
  const changed = () => {
    generation += 1
    for (const listener of listeners) listener()
  }
  const stop = await database.listen(SITE_CHANGE_CHANNEL, changed, changed)
  return { generation: () => generation, onChange: (listener) => listeners.push(listener), stop }
}
