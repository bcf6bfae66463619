/** A page kept for every visitor, in each encoding it is sent in. */
export type KeptPage = {
  generation: number
  /** After this instant (ms) the page may show what is no longer true (a hold lapses). */
  validUntil: number
  etag: string
  headers: Array<[string, string]>
  identity: Buffer
  gzip: Buffer
  br: Buffer
}

const size = (page: KeptPage) => page.identity.length + page.gzip.length + page.br.length

/**
 * The kept pages, least recently used first out once `maxBytes` is reached. A page of another
 * generation (the data behind the pages changed since) or past its validity is never answered.
 */
export class PageStore {
  private readonly pages = new Map<string, KeptPage>()
  private bytes = 0

  constructor(private readonly maxBytes: number) {}

  get(key: string, generation: number, now: number): KeptPage | undefined {
    const page = this.pages.get(key)
    if (!page) return undefined
    if (page.generation !== generation || now >= page.validUntil) {
      this.delete(key)
      return undefined
    }
    this.pages.delete(key)
    this.pages.set(key, page)
    return page
  }

  set(key: string, page: KeptPage): void {
    if (size(page) > this.maxBytes) return
    this.delete(key)
    this.pages.set(key, page)
    this.bytes += size(page)
    for (const [oldest, kept] of this.pages) {
      if (this.bytes <= this.maxBytes) break
      this.pages.delete(oldest)
      this.bytes -= size(kept)
    }
  }

  clear(): void {
    this.pages.clear()
    this.bytes = 0
  }

  get usedBytes(): number {
    return this.bytes
  }

  get count(): number {
    return this.pages.size
  }

  private delete(key: string): void {
    const page = this.pages.get(key)
    if (!page) return
    this.pages.delete(key)
    this.bytes -= size(page)
  }
}
