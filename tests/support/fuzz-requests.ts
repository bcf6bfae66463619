import fc from 'fast-check'

/**
 * Generated malformed requests for tests/api/input-fuzz.test.ts: every JSON route of the three API
 * families and every form action of the pages, sent with wrong types, missing fields, huge strings,
 * NUL bytes, lone surrogates, bad JSON, bytes that are not UTF-8, bad ids, wrong methods, wrong
 * content types, bad cookies and Origin headers, and now and then a well-formed one.
 */

export type FuzzRequest = {
  method: string
  /** Path and query, already encoded (broken escapes included on purpose). */
  path: string
  headers: Record<string, string>
  body?: Uint8Array<ArrayBuffer>
  /** What the generator aimed at, for the failure report. */
  route: string
}

/** Ids of the seeded site, so that some requests reach real rows. */
export type KnownIds = { products: number[]; locations: number[]; sales: number[]; contents: number[]; cart: number | null }

/** Cookies of a real cart and a signed-in account, so that some requests get past the first checks. */
export type KnownCookies = { cart: string; account: string }

type Body = { bytes: Uint8Array<ArrayBuffer>; type: string | null } | null

const MB = 1024 * 1024
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'))

// ---- values ---------------------------------------------------------------------------------

const REALISTIC = [
  'Mireille', 'Bonvin', 'mireille.bonvin@example.ch', 'Route de la Moubra', '6', '3963', 'Crans-Montana', 'CH', 'VS',
  'FR', 'Savoie', '+41 79 123 45 67', '027 481 12 34', '14.02.1980', '31.02.2025', '2026-12-26', 'mountain-view-22',
  'mr', 'mrs', 'ms', 'true', 'false', 'on', '1', '0', '-1', '2.5', '1e3', 'HIVER50', 'BIENVENUE10', 'contact',
  'information', 'visit', 'location', 'sale', 'oneWay', 'roundTrip', 'fr', 'en', 'de', '[2,3]', 'price_asc', 'weekly',
  'annual', '/fr/contact', '//evil.example', 'https://evil.example/', 'add', 'remove', 'remove-0', 'reduction', 'login', 'logout',
] as const

const ODD = [
  '', ' ', '%', '%E0%A4%A', '%00', '%zz', '../../etc/passwd', "' OR 1=1 --", '<script>alert(1)</script>', '\u202eevil',
  '٠١٢٣', '\t\r\n', '😀'.repeat(50), 'ÿ', '\uFEFF', '\u0001\u001f\u007f', 'null', 'undefined', '{}', '[]', '-0', 'NaN',
  '99999999999999999999999', '1000000', '9999-12-25', '0000-00-00',
] as const

const withNul = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`)
const withSurrogate = fc
  .tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 0xd800, max: 0xdfff }))
  .map(([a, unit]) => `${a}${String.fromCharCode(unit)}`)
const huge = fc.integer({ min: 2_000, max: 200_000 }).map((n) => 'é'.repeat(n))

/** Text a person could type (any Unicode, no NUL, no lone surrogate): the rules must answer it. */
const typed = fc.string({ unit: 'grapheme', maxLength: 30 }).filter((t) => !t.includes('\u0000') && !/\p{Cs}/u.test(t))

/**
 * A text value. Clean: plausible, odd or huge, but text the boundary lets through to the rules.
 * Dirty: also NUL characters, lone surrogates and any code point.
 */
const textValue = (dirty: boolean): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...REALISTIC) },
    { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 2, arbitrary: typed },
    { weight: 2, arbitrary: fc.constantFrom(...ODD) },
    { weight: 1, arbitrary: huge },
    ...(dirty
      ? [
          { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
          { weight: 3, arbitrary: withNul },
          { weight: 3, arbitrary: withSurrogate },
        ]
      : []),
  )

/** Any JSON value a field may be sent as: the right type or a wrong one. */
const jsonValue = (dirty: boolean): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: textValue(dirty) },
    { weight: 2, arbitrary: fc.integer({ min: -5, max: 1_000_001 }) },
    { weight: 1, arbitrary: fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 53 + 1, 1.5, 99, 100) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(textValue(dirty), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), textValue(dirty), { maxKeys: 3 }) },
  )

const fieldName = (known: readonly string[], dirty: boolean) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'lines[0][people]', 'toString') },
    ...(dirty ? [{ weight: 1, arbitrary: fc.oneof(withNul, withSurrogate) }] : []),
  )

/** An object with some of the route's fields (and a stranger now and then). */
const fieldsOf = (known: readonly string[], dirty: boolean) =>
  fc.dictionary(fieldName(known, dirty), jsonValue(dirty), { maxKeys: known.length + 2 })

// ---- encodings --------------------------------------------------------------------------------

/** Percent-encoding that also writes what encodeURIComponent refuses: a lone surrogate becomes the invalid %ED%A0%80. */
export function percent(text: string): string {
  let out = ''
  for (const char of text) {
    const unit = char.charCodeAt(0)
    out += char.length === 1 && unit >= 0xd800 && unit <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(char)
  }
  return out
}

const formText = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .map(([name, value]) => `${percent(name)}=${percent(typeof value === 'string' ? value : JSON.stringify(value) ?? '')}`)
    .join('&')

function multipart(fields: Record<string, unknown>): Uint8Array<ArrayBuffer> {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--fuzzboundary\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
  )
  return utf8(`${parts.join('')}--fuzzboundary--\r\n`)
}

const deepJson = fc.integer({ min: 40, max: 50_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`)

/**
 * The body of a JSON route: JSON of the route's fields (clean: nothing else), or, dirty, anything
 * else a client might send.
 */
function jsonBodies(known: readonly string[], list: boolean, dirty: boolean): fc.Arbitrary<Body> {
  const fields = fieldsOf(known, dirty)
  const json = list ? fc.oneof(fields, fc.array(fields, { maxLength: 25 })) : fields
  const asJson = (value: unknown, type: string | null = 'application/json'): Body => ({ bytes: utf8(JSON.stringify(value) ?? 'null'), type })
  if (!dirty) return fc.oneof({ weight: 8, arbitrary: json.map((value) => asJson(value)) }, { weight: 1, arbitrary: fc.jsonValue().map((value) => asJson(value)) })
  return fc.oneof(
    { weight: 6, arbitrary: json.map((value) => asJson(value)) },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => asJson(value)) },
    { weight: 1, arbitrary: json.map((value) => asJson(value, null)) },
    { weight: 1, arbitrary: json.map((value) => asJson(value, 'text/plain')) },
    { weight: 2, arbitrary: fc.tuple(json, fc.nat()).map(([value, cut]) => { const text = JSON.stringify(value); return { bytes: utf8(text.slice(0, cut % Math.max(1, text.length))), type: 'application/json' } }) },
    { weight: 1, arbitrary: json.map((value) => ({ bytes: new Uint8Array(Buffer.from(JSON.stringify(value).replace(/"$/, 'é"'), 'latin1')), type: 'application/json; charset=latin1' })) },
    { weight: 1, arbitrary: deepJson.map((text) => ({ bytes: utf8(text), type: 'application/json' })) },
    { weight: 1, arbitrary: fields.map((value) => ({ bytes: utf8(formText(value)), type: 'application/x-www-form-urlencoded' })) },
    { weight: 1, arbitrary: fc.constantFrom<Body>(null, { bytes: utf8(''), type: 'application/json' }, { bytes: utf8('<a/>'), type: 'application/xml' }, { bytes: utf8('x'), type: 'multipart/form-data; boundary=none' }) },
    { weight: 1, arbitrary: fc.constant<Body>({ bytes: utf8(JSON.stringify({ remarks: 'x'.repeat(MB) })), type: 'application/json' }) },
  )
}

/** The body of a page's form: the form's fields encoded as a browser does (clean), or broken (dirty). */
function formBodies(known: readonly string[], dirty: boolean, fixed: Record<string, string> = {}): fc.Arbitrary<Body> {
  const fields = fieldsOf(known, dirty).map((value) => ({ ...fixed, ...value }))
  const encoded = fields.map((value): Body => ({ bytes: utf8(formText(value)), type: 'application/x-www-form-urlencoded' }))
  if (!dirty) return fc.oneof({ weight: 8, arbitrary: encoded }, { weight: 1, arbitrary: fields.map((value) => ({ bytes: multipart(value), type: 'multipart/form-data; boundary=fuzzboundary' })) })
  return fc.oneof(
    { weight: 6, arbitrary: encoded },
    { weight: 2, arbitrary: fields.map((value) => ({ bytes: multipart(value), type: 'multipart/form-data; boundary=fuzzboundary' })) },
    { weight: 2, arbitrary: fc.tuple(fields, fc.constantFrom('%', '%E0%A4%A', '%FF', '%C0%AF', '%ED%A0%80')).map(([value, broken]) => ({ bytes: utf8(`${formText(value)}&x=${broken}`), type: 'application/x-www-form-urlencoded' })) },
    { weight: 1, arbitrary: fields.map((value) => ({ bytes: new Uint8Array(Buffer.from(`${formText(value)}&name=Ren\xe9`, 'latin1')), type: 'application/x-www-form-urlencoded' })) },
    { weight: 1, arbitrary: fields.map((value) => ({ bytes: utf8(JSON.stringify(value)), type: 'application/json' })) },
    { weight: 1, arbitrary: fc.constantFrom<Body>(null, { bytes: utf8(''), type: 'application/x-www-form-urlencoded' }, { bytes: utf8('a=1'), type: 'text/plain' }, { bytes: utf8('a=1'), type: null }, { bytes: utf8('--x\r\nbroken'), type: 'multipart/form-data; boundary=x' }) },
    { weight: 1, arbitrary: fc.constant<Body>({ bytes: utf8(`message=${'x'.repeat(MB)}`), type: 'application/x-www-form-urlencoded' }) },
  )
}

// ---- ids, queries, headers ----------------------------------------------------------------------

const badId = fc.constantFrom('0', '-1', 'abc', '99999999999', '1e3', '%00', '%E0%A4%A', '..', '1.5', '%20', '9'.repeat(400), '')
const idOf = (known: number[]) =>
  fc.oneof({ weight: 3, arbitrary: known.length ? fc.constantFrom(...known.map(String)) : fc.constant('1') }, { weight: 1, arbitrary: fc.nat(200).map(String) }, { weight: 2, arbitrary: badId })

/** A query string of some known parameters (and others), values odd, broken or fine. */
function queryOf(known: readonly string[], dirty: boolean): fc.Arbitrary<string> {
  const value = fc.oneof(
    { weight: 40, arbitrary: textValue(dirty).map((v) => percent(v.slice(0, 200))) },
    ...(dirty
      ? [
          { weight: 10, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%FF', '%00', '%ED%A0%80') },
          // An address longer than the 16 KB Node reads (answered 431 before the site sees it).
          { weight: 1, arbitrary: fc.constant('x'.repeat(17_000)) },
        ]
      : []),
  )
  return fc
    .array(fc.tuple(fieldName(known, dirty).map((n) => percent(n)), value), { maxLength: 5 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([n, v]) => `${n}=${v}`).join('&')}` : ''))
}

const WRONG_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const methodFor = (right: string) => fc.oneof({ weight: 6, arbitrary: fc.constant(right) }, { weight: 1, arbitrary: fc.constantFrom(...WRONG_METHODS) })

function cookieOf(known: KnownCookies): fc.Arbitrary<string | null> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.constantFrom(known.cart, known.account, `${known.cart}; ${known.account}`) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        'flash=%E0%A4%A', 'flash=%', 'flash=%00', 'flash=signed_up', 'flash=AUTH_SUCCESS', 'XAT=garbage', 'XRT=garbage',
        'XAT=eyJhbGciOiJub25lIn0.e30.', 'cart=short', `cart=${'A'.repeat(43)}`, 'logged=1', 'cart=%FF; XAT=%', '=;;=a; b',
      ),
    },
  )
}

/**
 * Origin headers a browser or a client sends: none, this site's, "null", another site's, and
 * malformed ones (all refused with a 403 and a message on state-changing calls).
 */
const originOf = (base: string) => fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 3, arbitrary: fc.constant(base) }, { weight: 1, arbitrary: fc.constantFrom('null', 'https://evil.example', 'not a url', 'http://', 'https://[::1', 'http://a b.example', 'javascript:alert(1)') })

// ---- routes --------------------------------------------------------------------------------

const CONTACT = ['title', 'firstName', 'lastName', 'street', 'streetNumber', 'complement', 'zip', 'city', 'country', 'state', 'phone', 'birthdate', 'email', 'cg', 'dataUse']
const SIGN_UP = [...CONTACT, 'username', 'password', 'password_confirm', 'stayLogged']
const LOGIN = ['email', 'username', 'password', 'stayLogged', 'token', 'errors', 'destination']
const CONTEXT = ['people', 'days', 'dateFrom', 'dateTo', 'rooms', 'trip', 'addressFrom', 'addressTo', 'country', 'state', 'quantity', 'startPeriod', 'endPeriod', 'roundTrip', 'menu']
const REQUEST = ['kind', 'subjectType', 'subjectId', 'title', 'firstName', 'lastName', 'email', 'phoneCountry', 'phone', 'birthdate', 'visitDates', 'message', 'returnTo', 'website', '_js']
const LOCALE = ['locale']

type Spec = { route: string; method: string; path: fc.Arbitrary<string>; body: 'json' | 'jsonList' | 'form' | 'none'; fields: readonly string[]; fixed?: Record<string, string> }

function specs(ids: KnownIds, dirty: boolean): Spec[] {
  const p = (text: string) => fc.constant(text)
  const withQuery = (path: string | fc.Arbitrary<string>, params: readonly string[]) =>
    fc.tuple(typeof path === 'string' ? fc.constant(path) : path, queryOf(params, dirty)).map(([a, q]) => a + q)
  const shop = (path: string) => `/shop/api/store${path}`
  const cartId = ids.cart === null ? fc.constant('1') : fc.oneof(fc.constant(String(ids.cart)), badId)
  const lang = fc.constantFrom('', '/fr', '/en')
  const page = (path: string | fc.Arbitrary<string>) =>
    fc.tuple(lang, typeof path === 'string' ? fc.constant(path) : path, fc.constantFrom('', '', '', '.data')).map(([l, a, data]) => `${l}${a}${data}`)
  return [
    // Shop API: accounts
    { route: 'sign-up', method: 'POST', path: withQuery(shop('/sign-up'), LOCALE), body: 'json', fields: SIGN_UP },
    { route: 'auth/login', method: 'POST', path: withQuery(shop('/auth/login'), LOCALE), body: 'json', fields: LOGIN },
    { route: 'security/login', method: 'POST', path: withQuery(shop('/security/login'), LOCALE), body: 'json', fields: LOGIN },
    { route: 'auth/refresh', method: 'POST', path: p(shop('/auth/refresh')), body: 'none', fields: [] },
    { route: 'auth/me', method: 'POST', path: p(shop('/auth/me')), body: 'none', fields: [] },
    { route: 'auth/logout', method: 'POST', path: withQuery(shop('/auth/logout'), LOCALE), body: 'none', fields: [] },
    { route: 'my-account/profile', method: 'GET', path: withQuery(shop('/my-account/profile'), LOCALE), body: 'none', fields: [] },
    { route: 'my-account/contact', method: 'PUT', path: withQuery(shop('/my-account/contact'), LOCALE), body: 'json', fields: CONTACT },
    { route: 'my-account/orders', method: 'GET', path: withQuery(shop('/my-account/orders'), ['locale', 'statuses']), body: 'none', fields: [] },
    { route: 'forgot-password (GET)', method: 'GET', path: withQuery(shop('/security/forgot-password'), ['email', 'url', 'locale']), body: 'none', fields: [] },
    { route: 'forgot-password', method: 'POST', path: withQuery(shop('/security/forgot-password'), LOCALE), body: 'json', fields: ['email', 'url'] },
    { route: 'reset-password', method: 'POST', path: withQuery(shop('/security/reset-password'), LOCALE), body: 'json', fields: ['token', 'password', 'password_confirm'] },
    // Shop API: cart
    { route: 'cart (GET)', method: 'GET', path: withQuery(shop('/cart'), LOCALE), body: 'none', fields: [] },
    { route: 'cart (POST)', method: 'POST', path: withQuery(shop('/cart'), LOCALE), body: 'none', fields: [] },
    { route: 'cart/update', method: 'POST', path: withQuery(cartId.map((id) => shop(`/cart/update/${id}`)), LOCALE), body: 'json', fields: ['remarks', 'items', 'total', 'id', 'context'] },
    { route: 'cart/add', method: 'PUT', path: withQuery(idOf(ids.products).map((id) => shop(`/cart/add/${id}`)), LOCALE), body: 'jsonList', fields: [...CONTEXT, 'data', 'slider', 'linkedToItem'] },
    { route: 'cart/bulkcreate', method: 'PUT', path: withQuery(idOf(ids.products).map((id) => shop(`/cart/bulkcreate/${id}`)), LOCALE), body: 'jsonList', fields: CONTEXT },
    { route: 'cart/delete', method: 'DELETE', path: withQuery(idOf([]).map((id) => shop(`/cart/delete/${id}`)), LOCALE), body: 'none', fields: [] },
    { route: 'contact/add', method: 'PUT', path: withQuery(shop('/contact/add'), LOCALE), body: 'json', fields: CONTACT },
    { route: 'cart/shipping-contact', method: 'PUT', path: withQuery(shop('/cart/shipping-contact'), LOCALE), body: 'json', fields: CONTACT },
    { route: 'cart/reduction', method: 'POST', path: withQuery(shop('/cart/reduction'), LOCALE), body: 'json', fields: ['code'] },
    { route: 'cart/reduction (DELETE)', method: 'DELETE', path: withQuery(shop('/cart/reduction'), LOCALE), body: 'none', fields: [] },
    // Shop API: products
    { route: 'products', method: 'GET', path: withQuery(shop('/products'), ['locale', 'category', 'type', 'content']), body: 'none', fields: [] },
    { route: 'product', method: 'GET', path: withQuery(idOf(ids.products).map((id) => shop(`/product/${id}`)), LOCALE), body: 'none', fields: [] },
    { route: 'check/price', method: 'POST', path: withQuery(idOf(ids.products).map((id) => shop(`/product/check/price/${id}`)), LOCALE), body: 'jsonList', fields: [...CONTEXT, 'data'] },
    { route: 'address/suggestions', method: 'GET', path: withQuery(shop('/address/suggestions'), ['q', 'locale']), body: 'none', fields: [] },
    // Content API
    { route: 'aio/contents', method: 'GET', path: withQuery('/aio/contents', ['type', 'status', 'count', 'locale', 'embed[]', 'embed']), body: 'none', fields: [] },
    { route: 'aio/content', method: 'GET', path: withQuery(idOf(ids.contents).map((id) => `/aio/content/${id}`), ['locale', 'status', 'embed[]']), body: 'none', fields: [] },
    { route: 'aio/search', method: 'GET', path: withQuery('/aio/search', ['q', 'locale', 'types[]', 'count', 'status']), body: 'none', fields: [] },
    // Catalogue API
    { route: 'api/locations', method: 'GET', path: withQuery('/api/locations', ['kind', 'type', 'rooms', 'roomsMin', 'comfortClass', 'persons', 'priceMin', 'priceMax', 'from', 'to', 'special', 'sort', 'locale']), body: 'none', fields: [] },
    { route: 'api/location', method: 'GET', path: withQuery(idOf(ids.locations).map((id) => `/api/locations/${id}`), LOCALE), body: 'none', fields: [] },
    { route: 'api/location/price', method: 'GET', path: withQuery(idOf(ids.locations).map((id) => `/api/locations/${id}/price`), ['from', 'to', 'persons', 'locale']), body: 'none', fields: [] },
    { route: 'api/prices', method: 'GET', path: withQuery('/api/prices', ['from', 'weeks', 'locale']), body: 'none', fields: [] },
    { route: 'api/sales', method: 'GET', path: withQuery('/api/sales', ['type', 'place', 'rooms', 'roomsMin', 'priceMin', 'priceMax', 'sort', 'locale']), body: 'none', fields: [] },
    { route: 'api/sale', method: 'GET', path: withQuery(idOf(ids.sales).map((id) => `/api/sales/${id}`), LOCALE), body: 'none', fields: [] },
    { route: 'api/selection', method: 'GET', path: withQuery(fc.oneof(fc.nat(30).map(String), badId).map((n) => `/api/selection/${n}`), LOCALE), body: 'none', fields: [] },
    // Pages' form actions
    { route: 'page login', method: 'POST', path: page('/login'), body: 'form', fields: [...LOGIN, 'intent', 'redirectTo'], fixed: { intent: 'login' } },
    { route: 'page sign-up', method: 'POST', path: page('/mon-compte/inscription'), body: 'form', fields: [...SIGN_UP, 'destination'] },
    { route: 'page profile', method: 'POST', path: page('/mon-compte/mes-informations'), body: 'form', fields: CONTACT },
    { route: 'page forgotten password', method: 'POST', path: page('/mon-compte/mot-de-passe-oublie'), body: 'form', fields: ['email'] },
    { route: 'page new password', method: 'POST', path: page(fc.oneof(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 64 }), badId).map((t) => `/mon-compte/nouveau-mot-de-passe/${t}`)), body: 'form', fields: ['password', 'password_confirm'] },
    { route: 'page checkout contact', method: 'POST', path: page('/commande/mes-donnees'), body: 'form', fields: [...CONTACT, 'next', 'saveToAccount'] },
    { route: 'page checkout summary', method: 'POST', path: page('/commande/recapitulatif-paiement'), body: 'form', fields: ['intent', 'code', 'itemId', '_js'], fixed: { intent: 'reduction' } },
    { route: 'page checkout cart', method: 'POST', path: page('/commande/mon-panier'), body: 'form', fields: ['intent', 'itemId', 'code'] },
    { route: 'page checkout sign-in', method: 'POST', path: page('/commande/sign-in'), body: 'form', fields: LOGIN },
    { route: 'page cart action', method: 'POST', path: page('/panier'), body: 'form', fields: ['intent', 'itemId', 'code', 'returnTo', '_js'] },
    { route: 'page request', method: 'POST', path: page('/demande'), body: 'form', fields: REQUEST },
    { route: 'page staff sign-in', method: 'POST', path: page('/admin/connexion'), body: 'form', fields: [...LOGIN, 'intent', 'code'], fixed: { intent: 'password' } },
    { route: 'page staff code', method: 'POST', path: page('/admin/connexion'), body: 'form', fields: ['intent', 'code'], fixed: { intent: 'code' } },
    { route: 'page staff set-up', method: 'POST', path: page(fc.oneof(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 64 }), badId).map((t) => `/admin/mise-en-place/${t}`)), body: 'form', fields: ['password', 'password_confirm', 'code'] },
    { route: 'page contact form', method: 'POST', path: page('/demande'), body: 'form', fields: REQUEST, fixed: { kind: 'contact' } },
    { route: 'page information form', method: 'POST', path: page('/demande'), body: 'form', fields: REQUEST, fixed: { kind: 'information', subjectType: 'sale' } },
    { route: 'page visit form', method: 'POST', path: page('/demande'), body: 'form', fields: REQUEST, fixed: { kind: 'visit', subjectType: 'location' } },
    {
      route: 'page product form',
      method: 'POST',
      path: page(fc.tuple(fc.constantFrom('forfait-de-ski', 'x', '%00', '%E0%A4%A'), idOf(ids.products)).map(([slug, id]) => `/produit/${slug}-${id}`)),
      body: 'form',
      fields: ['intent', 'line', '_js', ...[0, 1, 20, 999].flatMap((i) => CONTEXT.map((f) => `lines[${i}][${f}]`))],
      fixed: { intent: 'add' },
    },
  ]
}

function bodyOf(spec: Spec, dirty: boolean): fc.Arbitrary<Body> {
  if (spec.body === 'form') return formBodies(spec.fields, dirty, spec.fixed)
  if (spec.body === 'none') return fc.constant<Body>(null)
  return jsonBodies(spec.fields, spec.body === 'jsonList', dirty)
}

/**
 * The requests of one flavour: clean ones carry text the boundary lets through (wrong types,
 * missing fields, huge or odd values for the rules to judge); dirty ones are broken in every way.
 */
function requestsOf(base: string, ids: KnownIds, cookies: KnownCookies, dirty: boolean): fc.Arbitrary<FuzzRequest> {
  const arbitraries = specs(ids, dirty).map((spec) =>
    fc
      .record({
        method: dirty ? methodFor(spec.method) : fc.constant(spec.method),
        path: spec.path,
        body: bodyOf(spec, dirty),
        // Any route may get a body it does not expect.
        stray: fc.oneof({ weight: 9, arbitrary: fc.constant<Body>(null) }, { weight: 1, arbitrary: jsonBodies(['a'], false, dirty) }),
        cookie: cookieOf(cookies),
        origin: originOf(base),
        address: fc.integer({ min: 1, max: 60_000 }),
      })
      .map(({ method, path, body, stray, cookie, origin, address }): FuzzRequest => {
        const sent = body ?? stray
        const headers: Record<string, string> = {
          // TRUST_PROXY: each request comes from one of many addresses, so rate limits rarely answer.
          'x-forwarded-for': `198.18.${address >> 8}.${address & 255}`,
        }
        if (sent?.type) headers['content-type'] = sent.type
        if (cookie) headers.cookie = cookie
        if (origin) headers.origin = origin
        const withBody = sent && method !== 'GET' && method !== 'HEAD'
        return { method, path, headers, ...(withBody ? { body: sent.bytes } : {}), route: `${spec.route}${dirty ? '' : ' (clean)'}` }
      }),
  )
  return fc.oneof(...arbitraries)
}

/** Requests are made 50 at a time, so that making them never holds the event loop for long. */
const BATCH = 50

/**
 * The generated requests, about two in five clean, the others dirty; the same ones for the same
 * seed (batch n is sampled with seed + n). Made as they are asked for.
 */
export function* fuzzRequests(base: string, ids: KnownIds, cookies: KnownCookies, count: number, seed: number): Generator<FuzzRequest> {
  const all = fc.oneof({ weight: 2, arbitrary: requestsOf(base, ids, cookies, false) }, { weight: 3, arbitrary: requestsOf(base, ids, cookies, true) })
  for (let made = 0, batch = 0; made < count; batch++) {
    const size = Math.min(BATCH, count - made)
    yield* fc.sample(all, { numRuns: size, seed: seed + batch })
    made += size
  }
}
