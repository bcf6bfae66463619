import { EVERYTHING, familyOf } from './tags'

/** A page (or call) kept for every visitor, compressed in the two encodings clients ask for. */
export type KeptPage = {
  /** After this instant (ms) the page may show what is no longer true (a hold it shows lapses, the day turns). */
  validUntil: number
  etag: string
  headers: Array<[string, string]>
  /** Bytes of the page unzipped (Content-Length of a HEAD from a client that takes no encoding). */
  length: number
  gzip: Buffer
  br: Buffer
  /** What the page shows (tags.ts): a change naming one of them drops it. */
  tags: ReadonlySet<string>
}

type Entry = { key: string; page: KeptPage; bytes: number; hits: number; main: boolean }

/** Share of the bytes for the pages seen once (S3-FIFO's small queue). */
const SMALL_SHARE = 0.1
/** Hits counted at most: a page read often survives three passes of the main queue without a read. */
const MOST_HITS = 3
/** What an entry costs besides its bodies: its key, headers, tags and bookkeeping (an estimate). */
const ENTRY_OVERHEAD = 600

function sizeOf(key: string, page: KeptPage): number {
  let bytes = ENTRY_OVERHEAD + page.gzip.length + page.br.length + key.length
  for (const [name, value] of page.headers) bytes += name.length + value.length
  for (const tag of page.tags) bytes += tag.length + 32
  return bytes
}

/**
 * The kept pages, within `maxBytes`, answered until they lapse or a change drops them by tag.
 *
 * Eviction is S3-FIFO (Yang et al., SOSP 2023), which resists scans: a new page enters a small queue
 * (10 % of the bytes); it moves to the main queue only if it is read again before it reaches the
 * small queue's end, else it leaves and its key is remembered (the ghost queue), so that it goes
 * straight to the main queue when it comes back. A crawler that reads every address once therefore
 * passes through the small queue and never pushes out what visitors keep reading. The main queue
 * gives each page read since its last pass another pass (up to three), then lets it go.
 */
export class PageStore {
  private readonly small = new Map<string, Entry>()
  private readonly main = new Map<string, Entry>()
  /** Keys recently let go from the small queue or dropped by a change, oldest first. */
  private readonly ghosts = new Set<string>()
  private readonly byTag = new Map<string, Set<string>>()
  private readonly byFamily = new Map<string, Set<string>>()
  private smallBytes = 0
  private mainBytes = 0

  constructor(private readonly maxBytes: number) {}

  get(key: string, now: number): KeptPage | undefined {
    const entry = this.small.get(key) ?? this.main.get(key)
    if (!entry) return undefined
    if (now >= entry.page.validUntil) {
      this.remove(entry)
      return undefined
    }
    if (entry.hits < MOST_HITS) entry.hits += 1
    return entry.page
  }

  set(key: string, page: KeptPage): void {
    const bytes = sizeOf(key, page)
    if (bytes > this.maxBytes * SMALL_SHARE) return
    const old = this.small.get(key) ?? this.main.get(key)
    if (old) this.remove(old)
    const main = old?.main === true || this.ghosts.delete(key)
    const entry: Entry = { key, page, bytes, hits: 0, main }
    if (main) {
      this.main.set(key, entry)
      this.mainBytes += bytes
    } else {
      this.small.set(key, entry)
      this.smallBytes += bytes
    }
    this.index(entry)
    this.makeRoom()
  }

  /** Drops every page that a change naming these tags affects; answers how many. */
  drop(changed: readonly string[]): number {
    if (changed.includes(EVERYTHING)) {
      const count = this.count
      for (const entry of [...this.small.values(), ...this.main.values()]) this.forget(entry)
      return count
    }
    const keys = new Set<string>()
    const add = (set: Set<string> | undefined) => set?.forEach((key) => keys.add(key))
    add(this.byTag.get(EVERYTHING))
    for (const tag of changed) {
      add(this.byTag.get(tag))
      const family = familyOf(tag)
      if (family === null) continue
      add(this.byTag.get(`${family}:*`))
      if (tag === `${family}:*`) add(this.byFamily.get(family))
    }
    // Exactly the pages `affects` names: those with a named tag, its family's wildcard, `*`, or any tag of a wildcard family.
    for (const key of keys) {
      const entry = this.small.get(key) ?? this.main.get(key)
      if (entry) this.forget(entry)
    }
    return keys.size
  }

  get usedBytes(): number {
    return this.smallBytes + this.mainBytes
  }

  get count(): number {
    return this.small.size + this.main.size
  }

  /** How many pages are in the main queue (read more than once). */
  get mainCount(): number {
    return this.main.size
  }

  /** A page dropped by a change comes back to the main queue when it was there: it is read, only outdated. */
  private forget(entry: Entry): void {
    this.remove(entry)
    if (entry.main || entry.hits > 0) this.remember(entry.key)
  }

  private makeRoom(): void {
    while (this.usedBytes > this.maxBytes) {
      if (this.smallBytes > this.maxBytes * SMALL_SHARE || this.main.size === 0) this.evictSmall()
      else this.evictMain()
    }
  }

  private evictSmall(): void {
    const [entry] = this.small.values()
    if (!entry) return
    this.small.delete(entry.key)
    this.smallBytes -= entry.bytes
    if (entry.hits > 0) {
      entry.main = true
      entry.hits = 0
      this.main.set(entry.key, entry)
      this.mainBytes += entry.bytes
      return
    }
    this.unindex(entry)
    this.remember(entry.key)
  }

  private evictMain(): void {
    const [entry] = this.main.values()
    if (!entry) return
    this.main.delete(entry.key)
    if (entry.hits > 0) {
      entry.hits -= 1
      this.main.set(entry.key, entry)
      return
    }
    this.mainBytes -= entry.bytes
    this.unindex(entry)
  }

  /** Remembers a key, as many as there are pages in the main queue (1,000 at least). */
  private remember(key: string): void {
    this.ghosts.delete(key)
    this.ghosts.add(key)
    const most = Math.max(1_000, this.main.size)
    for (const oldest of this.ghosts) {
      if (this.ghosts.size <= most) break
      this.ghosts.delete(oldest)
    }
  }

  private remove(entry: Entry): void {
    if (entry.main) {
      if (this.main.delete(entry.key)) this.mainBytes -= entry.bytes
    } else if (this.small.delete(entry.key)) this.smallBytes -= entry.bytes
    this.unindex(entry)
  }

  private index(entry: Entry): void {
    for (const tag of entry.page.tags) {
      add(this.byTag, tag, entry.key)
      const family = familyOf(tag)
      if (family !== null) add(this.byFamily, family, entry.key)
    }
  }

  private unindex(entry: Entry): void {
    for (const tag of entry.page.tags) {
      remove(this.byTag, tag, entry.key)
      const family = familyOf(tag)
      if (family !== null) remove(this.byFamily, family, entry.key)
    }
  }
}

function add(index: Map<string, Set<string>>, name: string, key: string): void {
  const keys = index.get(name)
  if (keys) keys.add(key)
  else index.set(name, new Set([key]))
}

function remove(index: Map<string, Set<string>>, name: string, key: string): void {
  const keys = index.get(name)
  if (!keys) return
  keys.delete(key)
  if (keys.size === 0) index.delete(name)
}
