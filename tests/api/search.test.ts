import { describe, expect, inject, it } from 'vitest'

/** GET /aio/search on the seeded demo data (SPEC §7). */

const base = inject('baseUrl')

type Result = { id: number; type: string; title: string; summary: string; url: string; score: number }

async function search(params: Record<string, string | string[]>): Promise<{ status: number; body: { 'hydra:member': Result[] } }> {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, v)
  }
  const response = await fetch(`${base}/aio/search?${query}`)
  return { status: response.status, body: (await response.json()) as { 'hydra:member': Result[] } }
}

const results = async (params: Record<string, string | string[]>) => {
  const { status, body } = await search({ status: '2', count: '250', ...params })
  expect(status).toBe(200)
  return body['hydra:member']
}

/** The page a result leads to, read as a visitor would. */
async function page(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(base + url)
  return { status: response.status, html: await response.text() }
}

const URL_OF: Record<string, RegExp> = {
  actualites: /^\/actualite\/[a-z0-9-]+-\d+$/,
  emploi: /^\/emplois\/[a-z0-9-]+-\d+$/,
  services: /^\/service\/[a-z0-9-]+-\d+$/,
  packages: /^\/page\/[a-z0-9-]+-\d+$/,
  page: /^\/page\/[a-z0-9-]+-\d+$/,
  location: /^\/location\/[a-z0-9-]+-\d+$/,
  annual_location: /^\/location\/annuelle\/[a-z0-9-]+-\d+$/,
  sale: /^\/vente\/[a-z0-9-]+-\d+$/,
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

describe('GET /aio/search', () => {
  it('answers a ranked member list of {id, type, title, summary, url, score}', async () => {
    const members = await results({ q: 'appartement', locale: 'fr' })
    expect(members.length).toBeGreaterThan(0)
    for (const m of members) {
      expect(Object.keys(m).sort()).toEqual(['id', 'score', 'summary', 'title', 'type', 'url'])
      expect(m.url).toMatch(URL_OF[m.type] as RegExp)
      expect(m.url.endsWith(`-${m.id}`)).toBe(true)
      expect(m.score).toBeGreaterThan(0)
    }
    const scores = members.map((m) => m.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
  })

  it('finds a rental "près des pistes" with "pres piste"', async () => {
    const members = await results({ q: 'pres piste', locale: 'fr' })
    const rentals = members.filter((m) => m.type === 'location' || m.type === 'annual_location')
    expect(rentals.length).toBeGreaterThan(0)
    expect(fold(rentals[0]!.title + ' ' + rentals[0]!.summary)).toContain('pres des pistes')
    const { status, html } = await page(rentals[0]!.url)
    expect(status).toBe(200)
    expect(html).toContain('près des pistes')
  })

  it('ignores accents and case: "pres" finds what "près" finds', async () => {
    const plain = await results({ q: 'pres', locale: 'fr' })
    const accented = await results({ q: 'PRÈS', locale: 'fr' })
    expect(plain.length).toBeGreaterThan(0)
    expect(accented).toEqual(plain)
  })

  it('tolerates typos: "chalte" finds the chalets, and no more than "chalet" does', async () => {
    const typo = await results({ q: 'chalte', locale: 'fr' })
    const exact = await results({ q: 'chalet', locale: 'fr' })
    expect(typo.length).toBeGreaterThan(0)
    expect(typo.some((m) => /chalet/i.test(m.title))).toBe(true)
    expect(typo.map((m) => `${m.type}:${m.id}`).sort()).toEqual(exact.map((m) => `${m.type}:${m.id}`).sort())
    expect(typo[0]!.score).toBeLessThan(exact[0]!.score)
  })

  it('finds English content for "ski" in English, with English addresses', async () => {
    const members = await results({ q: 'ski', locale: 'en' })
    expect(members.length).toBeGreaterThan(0)
    expect(members.some((m) => /\bski/i.test(m.title))).toBe(true)
    for (const m of members) expect(m.url).toMatch(/^\/en\//)
    const news = members.find((m) => m.type === 'actualites')
    expect(news).toBeDefined()
    const { status, html } = await page(news!.url)
    expect(status).toBe(200)
    expect(html).toContain('<html lang="en"')
  })

  it('searches the language asked: French words are not found in English', async () => {
    expect((await results({ q: 'près des pistes', locale: 'fr' })).length).toBeGreaterThan(0)
    expect(await results({ q: 'près des pistes', locale: 'en' })).toEqual([])
    expect((await results({ q: 'close to the slopes', locale: 'en' })).length).toBeGreaterThan(0)
  })

  it('gives the same item in French and English with its own title and address', async () => {
    const fr = (await results({ q: 'pres piste', locale: 'fr' }))[0]!
    const en = (await results({ q: 'close to the slopes', locale: 'en' })).find((m) => m.type === fr.type && m.id === fr.id)
    expect(en).toBeDefined()
    expect(en!.title).not.toBe(fr.title)
    expect(en!.url.startsWith(`/en${fr.url.split('/').slice(0, -1).join('/')}/`)).toBe(true)
  })

  it('searches French by default', async () => {
    expect(await results({ q: 'pistes' })).toEqual(await results({ q: 'pistes', locale: 'fr' }))
  })

  it('filters by types[] and limits by count', async () => {
    const all = await results({ q: 'appartement', locale: 'fr' })
    const sales = await results({ q: 'appartement', locale: 'fr', 'types[]': 'sale' })
    expect(sales.length).toBeGreaterThan(0)
    expect(sales.every((m) => m.type === 'sale')).toBe(true)
    const rentals = await results({ q: 'appartement', locale: 'fr', 'types[]': ['location', 'annual_location'] })
    expect(new Set(rentals.map((m) => m.type))).toEqual(new Set(['location', 'annual_location']))
    expect(sales.length + rentals.length).toBeLessThanOrEqual(all.length)
    const two = await results({ q: 'appartement', locale: 'fr', count: '2' })
    expect(two).toEqual(all.slice(0, 2))
  })

  it('finds every kind of content', async () => {
    const kinds = new Set<string>()
    for (const q of ['conciergerie', 'emploi saison', 'pack ski', 'conditions générales', 'vente', 'hiver', 'appartement']) {
      for (const m of await results({ q, locale: 'fr' })) kinds.add(m.type)
    }
    expect([...kinds].sort()).toEqual(['actualites', 'annual_location', 'emploi', 'location', 'packages', 'page', 'sale', 'services'])
  })

  it('answers an empty list for an empty or blank query', async () => {
    expect(await search({ q: '' })).toEqual({ status: 200, body: { 'hydra:member': [] } })
    expect(await search({ q: '   ' })).toEqual({ status: 200, body: { 'hydra:member': [] } })
    expect(await search({})).toEqual({ status: 200, body: { 'hydra:member': [] } })
  })

  it('accepts 200 characters and refuses more with 400 {status, message}', async () => {
    expect((await search({ q: 'chalet '.repeat(40).slice(0, 200) })).status).toBe(200)
    const { status, body } = await search({ q: 'a'.repeat(201) })
    expect(status).toBe(400)
    expect(body).toEqual({ status: 400, message: 'q must be at most 200 characters' })
  })

  for (const [params, message] of [
    [{ q: 'ski', locale: 'xx' }, /locale/],
    [{ q: 'ski', 'types[]': 'invite' }, /Unknown result type "invite"/],
    [{ q: 'ski', count: '0' }, /count/],
    [{ q: 'ski', count: '251' }, /count/],
    [{ q: 'ski', status: '1' }, /status must be 2/],
  ] as const) {
    it(`answers 400 for ${JSON.stringify(params)}`, async () => {
      const { status, body } = await search(params)
      expect(status).toBe(400)
      expect(body).toEqual({ status: 400, message: expect.stringMatching(message) })
    })
  }
})
