import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API, type AuthServer, call, type CookieJar, startAuthServer } from './auth-support'
import { signInDemoAdmin } from './admin-support'
import { Visitor } from '../support/shop-fixtures'

/**
 * The shop in the back office (/admin/boutique): products, categories and reduction codes as forms
 * that check what they save. Bad input is a 400 with the field's message and saves nothing; what is
 * saved shows at once in the shop's API and in the cart; every change is in the audit log.
 */

let server: AuthServer
let staff: CookieJar

beforeAll(async () => {
  server = await startAuthServer({ SEED_ON_START: 'true' })
  staff = await signInDemoAdmin(server)
}, 180_000)
afterAll(async () => {
  await server?.stop()
})

const run = `${process.pid}${Date.now().toString(36)}`.toUpperCase().slice(-8)

const MODEL = {
  code: 'tasting',
  title: { fr: 'Votre dégustation', en: 'Your tasting' },
  carried: [],
  fields: [{ name: 'people', type: 'select', label: { fr: 'Personnes', en: 'People' }, min: 1, max: 10, rules: [{ kind: 'required' }] }],
}

const productForm = (changes: Record<string, string> = {}) => ({
  intent: 'save',
  reference: `TEST-WINE-${run}`,
  category: 'service',
  type: 'tasting',
  titleFr: `Dégustation ${run}`,
  titleEn: `Tasting ${run}`,
  descriptionFr: 'Trois vins du Valais.',
  descriptionEn: 'Three wines of the Valais.',
  basePrice: '100.00',
  vatKind: 'standard',
  contentId: '',
  contextModel: JSON.stringify(MODEL),
  pricing: JSON.stringify({ kind: 'perUnit', units: ['people'] }),
  ...changes,
})

const post = (path: string, form: Record<string, string>) => call(server, path, { form, jar: staff })
/** A page's HTML without the markers React puts between joined texts. */
const page = async (path: string) => (await (await call(server, path, { jar: staff })).text()).replaceAll('<!-- -->', '')

type StoreProduct = { id: number; title: string; basePrice: number }
async function storeProducts(): Promise<StoreProduct[]> {
  const response = await call(server, `${API}/products?locale=fr&category=service`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { products: StoreProduct[] }).products
}

/** The id a 303 after a save leads to (/admin/boutique/produits/12?etat=saved). */
function savedId(response: Response, section: 'produits' | 'codes'): number {
  expect(response.status).toBe(303)
  const match = new RegExp(`/admin/boutique/${section}/(\\d+)\\?etat=saved$`).exec(response.headers.get('location') ?? '')
  expect(match).not.toBeNull()
  return Number(match?.[1])
}

let productId = 0

describe('products', () => {
  it('refuses bad input with a 400 and each field’s message, in the page’s language, and saves nothing', async () => {
    const bad = productForm({ basePrice: 'cent francs', contextModel: '{"code": "tasting", "fields": [', pricing: JSON.stringify({ kind: 'table', field: 'days', prices: {} }) })
    const fr = await post('/admin/boutique/produits/nouveau', bad)
    expect(fr.status).toBe(400)
    const html = await fr.text()
    expect(html).toContain('Un montant en francs, par ex. 120 ou 120.50.')
    expect(html).toContain('Ce texte n’est pas du JSON valide')
    expect(html).toContain(`value="Dégustation ${run}"`) // what was typed is shown again
    const en = await post('/en/admin/boutique/produits/nouveau', productForm({ category: 'rental', pricing: JSON.stringify({ kind: 'table', field: 'days', prices: {} }) }))
    expect(en.status).toBe(400)
    const english = (await en.text()).replaceAll('&quot;', '"')
    expect(english).toContain('Rental products are made from the rental’s own page.')
    expect(english).toContain('The formula counts on the field "days", which the product’s form lacks.')
    expect(await page(`/admin/boutique?q=${run}`)).toContain('Aucun produit ne correspond.')
  })

  it('creates a product unpublished, publishes it, and the shop lists it at once', async () => {
    productId = savedId(await post('/admin/boutique/produits/nouveau', productForm()), 'produits')
    expect((await storeProducts()).some((p) => p.id === productId)).toBe(false)
    expect(await page(`/admin/boutique?q=${run}`)).toContain(`Dégustation ${run}`)
    const published = await post(`/admin/boutique/produits/${productId}`, { intent: 'publish' })
    expect(published.status).toBe(303)
    expect((await storeProducts()).find((p) => p.id === productId)).toMatchObject({ title: `Dégustation ${run}`, basePrice: 10_000 })
  })

  it('shows an edited price and title in the shop’s API at once, and a taken reference is a field error', async () => {
    // The list and the page are now kept by the page cache: the edit must drop them.
    await storeProducts()
    expect(await (await call(server, '/produits?categorie=service')).text()).toContain(`Dégustation ${run}`)
    const edited = await post(`/admin/boutique/produits/${productId}`, productForm({ basePrice: '120.50', titleFr: `Grande dégustation ${run}` }))
    expect(savedId(edited, 'produits')).toBe(productId)
    expect((await storeProducts()).find((p) => p.id === productId)).toMatchObject({ title: `Grande dégustation ${run}`, basePrice: 12_050 })
    const list = (await (await call(server, '/produits?categorie=service')).text()).replaceAll('<!-- -->', '')
    expect(list).toContain(`Grande dégustation ${run}`)
    const one = await call(server, `${API}/product/${productId}?locale=en`)
    expect(await one.json()).toMatchObject({ title: `Tasting ${run}`, basePrice: 12_050 })

    const other = savedId(await post('/admin/boutique/produits/nouveau', productForm({ reference: `TEST-OTHER-${run}` })), 'produits')
    const taken = await post(`/admin/boutique/produits/${other}`, productForm())
    expect(taken.status).toBe(400)
    expect(await taken.text()).toContain('Un autre produit a déjà cette référence.')
  })

  it('shows rental products read-only and refuses to change them', async () => {
    const list = await page('/admin/boutique?category=rental')
    const rental = /\/admin\/boutique\/produits\/(\d+)/.exec(list)?.[1]
    expect(rental).toBeDefined()
    const sheet = await page(`/admin/boutique/produits/${rental}`)
    expect(sheet).toContain('Produit de location')
    expect(sheet).toMatch(/<fieldset disabled=""/)
    const refused = await post(`/admin/boutique/produits/${rental}`, { intent: 'unpublish' })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Les produits de location se modifient depuis la fiche de la location.')
  })

  it('answers 404 for a product that does not exist', async () => {
    expect((await call(server, '/admin/boutique/produits/999999', { jar: staff })).status).toBe(404)
    expect((await post('/admin/boutique/produits/999999', productForm())).status).toBe(404)
  })
})

describe('categories', () => {
  it('creates and renames a category; a code already used is a field error', async () => {
    const code = `wine-${run.toLowerCase()}`
    const created = await post('/admin/boutique/categories', { intent: 'create', code, labelFr: 'Vins', labelEn: 'Wines' })
    expect(created.status).toBe(303)
    const again = await post('/admin/boutique/categories', { intent: 'create', code, labelFr: 'Vins' })
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('Une catégorie a déjà ce code.')
    const list = await page('/admin/boutique/categories')
    const id = new RegExp(`name="id" value="(\\d+)"[^]*?value="Vins"`).exec(list.slice(list.indexOf(code)))?.[1]
    expect(id).toBeDefined()
    const empty = await post('/admin/boutique/categories', { intent: 'rename', id: String(id), labelFr: ' ' })
    expect(empty.status).toBe(400)
    expect(await post('/admin/boutique/categories', { intent: 'rename', id: String(id), labelFr: 'Vins du Valais', labelEn: 'Valais wines' })).toHaveProperty('status', 303)
    expect(await page('/admin/boutique/categories')).toContain('Vins du Valais')
  })
})

describe('reduction codes', () => {
  let codeId = 0
  const code = `VIN-${run}`

  it('refuses bad input with a 400 and the fields’ messages, and saves nothing', async () => {
    const bad = await post('/admin/boutique/codes/nouveau', { intent: 'save', code, kind: 'percent', value: '150', validFrom: '2026-12-31', validTo: '2026-12-01', usageLimit: '-1' })
    expect(bad.status).toBe(400)
    const html = await bad.text()
    for (const message of ['Un pourcentage de 0.01 à 100.', 'La fin de validité ne peut précéder le début.', 'Un nombre entier d’au moins 1, ou vide pour illimité.']) expect(html).toContain(message)
    expect(await page('/admin/boutique/codes')).not.toContain(code)
  })

  it('creates a code that a cart then applies, and lists its uses', async () => {
    codeId = savedId(await post('/admin/boutique/codes/nouveau', { intent: 'save', code: code.toLowerCase(), kind: 'percent', value: '20', usageLimit: '50', minimumTotal: '50' }), 'codes')
    const visitor = new Visitor(server.url)
    const added = await visitor.call('PUT', `/cart/add/${productId}?locale=fr`, { data: [{ people: 2 }] })
    expect(added.status).toBe(200)
    const applied = await visitor.call('POST', '/cart/reduction?locale=fr', { code })
    expect(applied.status).toBe(200)
    expect(applied.json).toMatchObject({ subTotal: 24_100, reduction: 4_820, total: 19_280, reductionCode: { code, applicable: true } })
    const list = await page('/admin/boutique/codes')
    expect(list).toContain(code)
    expect(list).toContain('0 sur 50')
  })

  it('deactivates a code: the checkout then refuses it', async () => {
    expect((await post(`/admin/boutique/codes/${codeId}`, { intent: 'deactivate' })).status).toBe(303)
    const visitor = new Visitor(server.url)
    await visitor.call('PUT', `/cart/add/${productId}?locale=fr`, { data: [{ people: 1 }] })
    const refused = await visitor.call('POST', '/cart/reduction?locale=fr', { code })
    expect(refused.status).toBe(400)
    expect(refused.json.code).toBe('reduction_expired')
  })

  it('keeps one of five creations of one code sent at once; the others are told it exists', async () => {
    const twin = `TWIN-${run}`
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/admin/boutique/codes/nouveau', { intent: 'save', code: twin, kind: 'percent', value: '5' })))
    expect(answers.map((r) => r.status).sort()).toEqual([303, 400, 400, 400, 400])
    for (const answer of answers.filter((r) => r.status === 400)) expect(await answer.text()).toContain('Ce code existe déjà.')
    expect((await page('/admin/boutique/codes')).split(`>${twin}<`).length - 1).toBe(1)
  })

  it('refuses a code already taken', async () => {
    const taken = await post('/admin/boutique/codes/nouveau', { intent: 'save', code: 'bienvenue10', kind: 'fixed', value: '10' })
    expect(taken.status).toBe(400)
    expect(await taken.text()).toContain('Ce code existe déjà.')
  })
})

describe('the audit log', () => {
  it('records who changed what, with the values before and after', async () => {
    const product = await page(`/admin/journal?entity=product&id=${productId}`)
    for (const action of ['create · product', 'publish · product', 'update · product']) expect(product).toContain(action)
    expect(product).toContain('&quot;basePrice&quot;: 12050')
    expect(product).toContain('&quot;basePrice&quot;: 10000')
    const codes = await page('/admin/journal?entity=reduction_code')
    expect(codes).toContain('create · reduction_code')
    expect(codes).toContain('deactivate · reduction_code')
    expect(await page('/admin/journal?entity=product_category')).toContain('rename · product_category')
  })
})

describe('what no form sends', () => {
  const FORMS = {
    '/admin/boutique/produits/nouveau': ['intent', 'reference', 'category', 'type', 'titleFr', 'titleEn', 'basePrice', 'vatKind', 'bulk', 'contentId', 'contextModel', 'pricing'],
    '/en/admin/boutique/codes/nouveau': ['intent', 'code', 'kind', 'value', 'validFrom', 'validTo', 'usageLimit', 'minimumTotal'],
    '/admin/boutique/categories': ['intent', 'id', 'code', 'labelFr', 'labelEn'],
  } as const
  const ODD = ['', ' ', '0', '-1', '1e99', '99999999999', 'null', '{}', '[]', '{"kind":"fixed","addOns":[{}]}', '{"code":"a","title":"x","fields":[null]}', '2026-02-30', 'rental', 'percent', 'fixed', 'publish', 'create', 'rename', '%00', '\u0000', 'é'.repeat(300)]

  it('answers 400 or 303, never a 5xx, to odd values in every field (bounded: 90 forms)', async () => {
    let seed = 7
    const pick = <T>(list: readonly T[]): T => list[(seed = (seed * 16_807) % 2_147_483_647) % list.length]
    const started = Date.now()
    for (let i = 0; i < 90 && Date.now() - started < 60_000; i++) {
      const [path, fields] = pick(Object.entries(FORMS))
      const form = Object.fromEntries(fields.map((name) => [name, pick(ODD)]))
      const response = await post(path, form)
      await response.arrayBuffer()
      expect([303, 400, 404], `${path} ${JSON.stringify(form)}`).toContain(response.status)
    }
  })

  it('answers a body that is not a form without a 5xx', async () => {
    for (const path of Object.keys(FORMS)) {
      const json = await call(server, path, { body: { reference: 'X' }, jar: staff })
      expect(json.status, path).toBeLessThan(500)
      const broken = await call(server, path, { jar: staff, method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' } })
      expect(broken.status, path).toBeLessThan(500)
    }
  })
})
