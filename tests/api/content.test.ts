import { describe, expect, inject, it } from 'vitest'

/** GET /aio/contents and /aio/content/{id} on the seeded demo data (SPEC §7). */

const base = inject('baseUrl')

type Image = { id: number; formats: Record<string, { url: string; width: number; height: number; mime: string }>; caption: string }
type Product = { id: number; reference: string; title: string; basePrice: number; currency: string; category: string }
type Member = {
  id: number
  type: string
  title: string
  slug: string
  summary: string
  body: string
  publishedAt: string
  attributes: Record<string, unknown>
  image: Image | null
  images?: Image[]
  attached_products?: Product[]
}
type List<T> = { 'hydra:member': T[]; 'hydra:totalItems': number }

async function get<T>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(base + path)
  return { status: response.status, body: (await response.json()) as T, headers: response.headers }
}

const list = (query: string) => get<List<Member>>(`/aio/contents?${query}`)

function expectMemberShape(member: Member, type: string) {
  expect(Object.keys(member).sort()).toEqual(
    ['attributes', 'body', 'id', 'image', 'publishedAt', 'slug', 'summary', 'title', 'type'].sort(),
  )
  expect(member.type).toBe(type)
  expect(member.id).toBeGreaterThan(0)
  expect(member.title).not.toBe('')
  expect(member.slug).toMatch(/^[a-z0-9-]+$/)
  expect(new Date(member.publishedAt).toISOString()).toBe(member.publishedAt)
  expect(typeof member.attributes).toBe('object')
  if (member.image) {
    // SPEC §3 image data: where the file is kept, its formats with their addresses, its caption.
    expect(Object.keys(member.image).sort()).toEqual(['caption', 'extension', 'fileName', 'folder', 'formats', 'hash', 'id', 'zone'])
    expect(member.image).toMatchObject({ zone: 'content', folder: expect.any(String), fileName: expect.any(String), extension: expect.any(String), hash: expect.any(String) })
    expect(member.image.formats.base?.url).toMatch(/^\/media\/content\/.+\.webp$/)
    expect(typeof member.image.caption).toBe('string')
  }
}

describe('GET /aio/contents', () => {
  it('lists the published contents of a type as a member list, asked again each time (no-cache)', async () => {
    const { status, body, headers } = await list('type=actualites&status=2&count=250&locale=fr&embed[]=image')
    expect(status).toBe(200)
    expect(headers.get('content-type')).toMatch(/application\/json/)
    expect(headers.get('cache-control')).toBe('no-cache')
    expect(body['hydra:member'].length).toBeGreaterThan(0)
    expect(body['hydra:totalItems']).toBe(body['hydra:member'].length)
    for (const member of body['hydra:member']) expectMemberShape(member, 'actualites')
    expect(body['hydra:member'].some((m) => m.image !== null)).toBe(true)
  })

  for (const type of ['services', 'emploi', 'actualites', 'packages', 'type_de_pack', 'page', 'invite']) {
    it(`type=${type} answers only ${type}`, async () => {
      const { status, body } = await list(`type=${type}`)
      expect(status).toBe(200)
      expect(body['hydra:member'].length).toBeGreaterThan(0)
      for (const member of body['hydra:member']) expectMemberShape(member, type)
    })
  }

  it('holds the fixed contents: service 20, page 173 and the invitations 142, 17 and 171', async () => {
    const ids = async (type: string) => (await list(`type=${type}`)).body['hydra:member'].map((m) => m.id)
    expect(await ids('services')).toContain(20)
    expect(await ids('page')).toContain(173)
    expect(await ids('invite')).toEqual(expect.arrayContaining([142, 17, 171]))
  })

  it('keeps the package attributes (package type and price)', async () => {
    const { body } = await list('type=packages')
    const types = (await list('type=type_de_pack')).body['hydra:member'].map((m) => m.id)
    for (const pack of body['hydra:member']) {
      expect(types).toContain(pack.attributes.packageTypeId)
      expect(pack.attributes.price).toEqual(expect.any(Number))
    }
  })

  it('limits the list with count and still tells the total', async () => {
    const all = (await list('type=actualites')).body
    expect(all['hydra:member'].length).toBeGreaterThan(2)
    const { body } = await list('type=actualites&count=2')
    expect(body['hydra:member'].map((m) => m.id)).toEqual(all['hydra:member'].slice(0, 2).map((m) => m.id))
    expect(body['hydra:totalItems']).toBe(all['hydra:totalItems'])
  })

  it('answers in English, in French by default', async () => {
    const fr = (await list('type=services')).body['hydra:member'].find((m) => m.id === 20)
    const byDefault = (await list('type=services&locale=fr')).body['hydra:member'].find((m) => m.id === 20)
    const en = (await list('type=services&locale=en')).body['hydra:member'].find((m) => m.id === 20)
    expect(fr).toEqual(byDefault)
    expect(fr?.title).toBe('Administration de biens')
    expect(en?.title).toBe('Property management')
    expect(en?.slug).toBe('property-management')
    expect(en?.body).not.toBe(fr?.body)
    expect(en?.publishedAt).toBe(fr?.publishedAt)
    if (fr?.image) expect(en?.image?.caption).not.toBe(fr.image.caption)
  })

  it('accepts German, the third language of the content service, with the French texts', async () => {
    const { status, body } = await list('type=services&locale=de')
    expect(status).toBe(200)
    expect(body['hydra:member'].find((m) => m.id === 20)?.title).toBe('Administration de biens')
  })

  it('embeds the products attached to each content on request (an array, maybe empty)', async () => {
    const { status, body } = await list('type=services&locale=en&embed[]=attached_products')
    expect(status).toBe(200)
    for (const member of body['hydra:member']) {
      expect(Array.isArray(member.attached_products)).toBe(true)
      for (const product of member.attached_products ?? []) {
        expect(Object.keys(product).sort()).toEqual(['basePrice', 'category', 'currency', 'id', 'reference', 'title'])
        expect(Number.isInteger(product.basePrice)).toBe(true)
        expect(product.currency).toBe('CHF')
      }
    }
    const without = (await list('type=services')).body['hydra:member'][0]
    expect(without).not.toHaveProperty('attached_products')
  })

  it('serves the alerts in force as {id, level, message}', async () => {
    const fr = await get<List<{ id: number; level: string; message: string }>>('/aio/contents?type=alerts&status=2&count=250&locale=fr')
    expect(fr.status).toBe(200)
    expect(fr.body['hydra:member'].length).toBeGreaterThan(0)
    expect(fr.body['hydra:totalItems']).toBe(fr.body['hydra:member'].length)
    for (const alert of fr.body['hydra:member']) {
      expect(Object.keys(alert).sort()).toEqual(['id', 'level', 'message'])
      expect(['info', 'warning']).toContain(alert.level)
      expect(alert.message).not.toBe('')
    }
    const en = await get<List<{ id: number; message: string }>>('/aio/contents?type=alerts&locale=en')
    expect(en.body['hydra:member'][0]?.id).toBe(fr.body['hydra:member'][0]?.id)
    expect(en.body['hydra:member'][0]?.message).not.toBe(fr.body['hydra:member'][0]?.message)
  })

  for (const [query, message] of [
    ['', /type is required/],
    ['type=blog', /Unknown content type "blog"/],
    ['type=actualites&count=0', /count/],
    ['type=actualites&count=251', /count/],
    ['type=actualites&count=ten', /count/],
    ['type=actualites&locale=xx', /Unknown locale 'xx': use fr or en/],
    ['type=actualites&status=1', /status must be 2/],
    ['type=actualites&embed[]=translations', /Unknown embed "translations"/],
  ] as const) {
    it(`answers 400 {status, message} for ?${query}`, async () => {
      const { status, body } = await get<{ status: number; message: string }>(`/aio/contents?${query}`)
      expect(status).toBe(400)
      expect(body).toEqual({ status: 400, message: expect.stringMatching(message) })
    })
  }
})

describe('GET /aio/content/{id}', () => {
  it('answers the content itself with all its images', async () => {
    const { status, body } = await get<Member>('/aio/content/173?status=2&count=250&locale=fr')
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: 173, type: 'page' })
    expect(body.body).not.toBe('')
    expect(Array.isArray(body.images)).toBe(true)
    expect(body.image).toEqual(body.images?.[0] ?? null)
    const { images: _images, ...member } = body
    expectMemberShape(member, 'page')
  })

  it('is the same member as in the list', async () => {
    const fromList = (await list('type=services&locale=en')).body['hydra:member'].find((m) => m.id === 20)
    const { body } = await get<Member>('/aio/content/20?locale=en')
    const { images: _images, ...member } = body
    expect(member).toEqual(fromList)
  })

  it('embeds the attached products of a service', async () => {
    const { status, body } = await get<Member>('/aio/content/20?locale=en&embed[]=attached_products')
    expect(status).toBe(200)
    expect(Array.isArray(body.attached_products)).toBe(true)
    const encoded = await get<Member>('/aio/content/20?locale=en&embed%5B%5D=attached_products')
    expect(encoded.body.attached_products).toEqual(body.attached_products)
  })

  it('serves the fixed invitations', async () => {
    for (const id of [142, 17, 171]) {
      const { status, body } = await get<Member>(`/aio/content/${id}`)
      expect(status).toBe(200)
      expect(body).toMatchObject({ id, type: 'invite' })
    }
  })

  for (const id of ['999999', 'abc', '0', '12abc', '-1']) {
    it(`answers 404 {status, message} for /aio/content/${id}`, async () => {
      const { status, body } = await get(`/aio/content/${id}`)
      expect(status).toBe(404)
      expect(body).toEqual({ status: 404, message: 'Content not found' })
    })
  }

  it('answers 400 for an unknown locale', async () => {
    const { status, body } = await get('/aio/content/20?locale=xx')
    expect(status).toBe(400)
    expect(body).toEqual({ status: 400, message: expect.stringContaining('locale') })
  })
})
