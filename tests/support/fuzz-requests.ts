import http from 'node:http'
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
export type KnownIds = {
  products: number[]
  locations: number[]
  sales: number[]
  contents: number[]
  cart: number | null
  /** The `slug-id` segments of the pages of weekly rentals, annual rentals and sales. */
  rentalPages: string[]
  annualPages: string[]
  salePages: string[]
}

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
  // Numbers a visitor may write in an address: none may cost more than a refusal (decision 038).
  'Infinity', '-Infinity', '1e309', '-1e309', '0x10', '0b11', '1e6', '-1', '+1', '1.5', '1,5', '0', '00', '2147483648', '9007199254740993',
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
          // An address longer than the 16 KB the site reads (answered 431, without a body to a HEAD).
          { weight: 1, arbitrary: fc.constant('x'.repeat(17_000)) },
        ]
      : []),
  )
  // A route that reads no query still gets one now and then.
  const names = known.length > 0 ? known : ['locale', 'page', 'id']
  return fc
    .array(fc.tuple(fieldName(names, dirty).map((n) => percent(n)), value), { maxLength: 5 })
    .map((pairs) => (pairs.length ? `?${pairs.map(([n, v]) => `${n}=${v}`).join('&')}` : ''))
}

/** Every method Node's parser lets through to the site (CONNECT goes to a listener of its own). */
export const NODE_METHODS = http.METHODS.filter((method) => method !== 'CONNECT')
const methodFor = (right: string) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(right) },
    { weight: 2, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE') },
    { weight: 1, arbitrary: fc.constantFrom(...NODE_METHODS) },
  )

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
/** A stay as the rental page, the quote API and the booking form read it. */
const STAY = ['from', 'to', 'startPeriod', 'endPeriod', 'adults', 'persons', 'children', 'children[]', 'childCount']
const RENTAL_LIST = ['kind', 'type', 'rooms', 'roomsMin', 'comfortClass', 'persons', 'priceMin', 'priceMax', 'from', 'to', 'special', 'sort', 'page', 'locale']
const SALE_LIST = ['type', 'place', 'rooms', 'roomsMin', 'priceMin', 'priceMax', 'sort', 'page', 'locale']
/** The catalogue call also reads an opt-in page and light answers (docs/decisions/047). */
const RENTAL_CALL = [...RENTAL_LIST, 'limit', 'cursor', 'fields']

/**
 * One route the fuzz reaches: its method and path (`:placeholders` are filled by PLACEHOLDERS with
 * real ids and bad ones), the query parameters it reads, its body (JSON fields, a JSON object or a
 * list of them, or a page's form) and fixed form values. A page is also asked at /fr… and /en… and
 * as React Router's data request (….data).
 */
export type FuzzRoute = {
  method: string
  path: string
  page: boolean
  query: readonly string[]
  body: 'json' | 'jsonList' | 'form' | 'none'
  fields: readonly string[]
  fixed?: Record<string, string>
}

type RouteOptions = { query?: readonly string[]; json?: readonly string[]; jsonList?: readonly string[]; form?: readonly string[]; fixed?: Record<string, string> }

function routeOf(line: string, page: boolean, options: RouteOptions): FuzzRoute {
  const [method = 'GET', path = '/'] = line.split(' ')
  const body = options.json ? 'json' : options.jsonList ? 'jsonList' : options.form ? 'form' : 'none'
  return { method, path, page, query: options.query ?? [], body, fields: options.json ?? options.jsonList ?? options.form ?? [], fixed: options.fixed }
}

/** A JSON call: `api('PUT /shop/api/store/cart/add/:product', { query: LOCALE, jsonList: CONTEXT })`. */
const api = (line: string, options: RouteOptions = {}) => routeOf(line, false, options)
/** A page, by its French path: `page('POST /demande', { form: REQUEST })`. */
const page = (line: string, options: RouteOptions = {}) => routeOf(line, true, options)

/**
 * Every route of the site, one line each. To cover a new route, add its line here: the fuzz test
 * checks that every API call and page of the site has one (tests/api/input-fuzz.test.ts). The
 * back office's pages have their own generator there, signed in as staff.
 */
export const FUZZ_ROUTES: readonly FuzzRoute[] = [
  // Shop API: accounts
  api('POST /shop/api/store/sign-up', { query: LOCALE, json: SIGN_UP }),
  api('POST /shop/api/store/auth/login', { query: LOCALE, json: LOGIN }),
  api('POST /shop/api/store/security/login', { query: LOCALE, json: LOGIN }),
  api('POST /shop/api/store/auth/refresh'),
  api('POST /shop/api/store/auth/me'),
  api('GET /shop/api/store/auth/me'),
  api('POST /shop/api/store/auth/logout', { query: LOCALE }),
  api('GET /shop/api/store/my-account/profile', { query: LOCALE }),
  api('PUT /shop/api/store/my-account/contact', { query: LOCALE, json: CONTACT }),
  api('GET /shop/api/store/my-account/orders', { query: ['locale', 'statuses'] }),
  api('GET /shop/api/store/security/forgot-password', { query: ['email', 'url', 'locale'] }),
  api('POST /shop/api/store/security/forgot-password', { query: LOCALE, json: ['email', 'url'] }),
  api('POST /shop/api/store/security/reset-password', { query: LOCALE, json: ['token', 'password', 'password_confirm'] }),
  // Shop API: cart and orders
  api('GET /shop/api/store/cart', { query: LOCALE }),
  api('POST /shop/api/store/cart', { query: LOCALE }),
  api('POST /shop/api/store/cart/update/:cart', { query: LOCALE, json: ['remarks', 'orderItems', 'total', 'id', 'context'] }),
  api('POST /shop/api/store/cart/update', { query: LOCALE, json: ['remarks', 'orderItems', 'total', 'id', 'context'] }),
  api('PUT /shop/api/store/cart/add/:product', { query: LOCALE, jsonList: [...CONTEXT, 'data', 'slider', 'linkedToItem'] }),
  api('PUT /shop/api/store/cart/bulkcreate/:product', { query: LOCALE, jsonList: CONTEXT }),
  api('PUT /shop/api/store/cart/add', { query: LOCALE, jsonList: CONTEXT }),
  api('PUT /shop/api/store/cart/bulkcreate', { query: LOCALE, jsonList: CONTEXT }),
  api('PUT /shop/api/store/cart/quantity/:any', { query: LOCALE, json: ['quantity'] }),
  api('DELETE /shop/api/store/cart/delete/:any', { query: LOCALE }),
  api('PUT /shop/api/store/contact/add', { query: LOCALE, json: CONTACT }),
  api('PUT /shop/api/store/cart/shipping-contact', { query: LOCALE, json: CONTACT }),
  api('POST /shop/api/store/cart/reduction', { query: LOCALE, json: ['code'] }),
  api('DELETE /shop/api/store/cart/reduction', { query: LOCALE }),
  api('POST /shop/api/store/cart/hold', { query: LOCALE, json: ['id'] }),
  api('GET /shop/api/store/cart/:number/confirmation', { query: ['locale', 'acces'] }),
  api('GET /shop/api/store/cart/:number/balance-invoice', { query: ['locale', 'acces'] }),
  api('GET /shop/api/store/order/:number', { query: ['locale', 'acces'] }),
  api('GET /shop/api/store/order', { query: LOCALE }),
  api('POST /shop/api/store/order/:any/payment/checkout', { query: ['locale', 'acces'], json: ['gradedPayment', 'successUrl', 'failUrl', 'cancelUrl'] }),
  api('PUT /shop/api/store/order/:number/user/add', { query: LOCALE, json: ['username', 'password', 'password_confirm'] }),
  // Shop API: products
  api('GET /shop/api/store/products', { query: ['locale', 'category', 'type', 'content'] }),
  api('GET /shop/api/store/openapi.json'),
  api('GET /shop/api/store/product/:product', { query: LOCALE }),
  api('GET /shop/api/store/product', { query: ['locale', 'id'] }),
  api('POST /shop/api/store/product/check/price/:product', { query: LOCALE, jsonList: [...CONTEXT, 'data'] }),
  api('POST /shop/api/store/product/check/price', { query: LOCALE, jsonList: [...CONTEXT, 'data'] }),
  api('GET /shop/api/store/address/suggestions', { query: ['q', 'locale'] }),
  // Content API
  api('GET /aio/contents', { query: ['type', 'status', 'count', 'locale', 'embed[]', 'embed'] }),
  api('GET /aio/content/:content', { query: ['locale', 'status', 'embed[]'] }),
  api('GET /aio/search', { query: ['q', 'locale', 'types[]', 'count', 'status'] }),
  // Catalogue API
  api('GET /api/locations', { query: RENTAL_CALL }),
  api('GET /api/locations/:location', { query: LOCALE }),
  api('GET /api/locations/:location/price', { query: [...STAY, 'locale'] }),
  api('GET /api/locations/:location/calendar.ics'),
  api('GET /api/prices', { query: ['from', 'weeks', 'locale', 'page'] }),
  api('GET /api/sales', { query: SALE_LIST }),
  api('GET /api/sales/:sale', { query: LOCALE }),
  api('GET /api/selection/:n', { query: LOCALE }),
  // Payment returns and notifications, the test payment page
  api('POST /payment/notify/:provider', { json: ['reference', 'status', 'amount', 'transactionId', 'signature'] }),
  api('GET /payment/return/:any/:outcome'),
  api('GET /payment/test/:token'),
  api('POST /payment/test/:token', { form: ['action', 'cardNumber'] }),
  // Pages read with a query: numbers and dates a visitor may write in the address
  page('GET /'),
  page('GET /location', { query: RENTAL_LIST }),
  page('GET /location/annuelle', { query: RENTAL_LIST }),
  page('GET /location/map', { query: RENTAL_LIST }),
  page('GET /location/prix-semaine', { query: ['page', 'from', 'weeks', 'sort'] }),
  page('GET /location/special', { query: RENTAL_LIST }),
  page('GET /location/:rental', { query: [...STAY, 'mois', 'panier'] }),
  page('GET /location/annuelle/:annual'),
  page('GET /vente', { query: SALE_LIST }),
  page('GET /vente/:sheet'),
  page('GET /recherche', { query: ['q', 'page', 'type'] }),
  page('GET /actualite', { query: ['page'] }),
  page('GET /actualite/:content'),
  page('GET /emplois', { query: ['page'] }),
  page('GET /emplois/:content'),
  page('GET /page/:content'),
  page('GET /service/:content'),
  page('GET /produits', { query: ['categorie'] }),
  page('GET /produit/:productPage', { query: ['panier'] }),
  page('GET /appartements'),
  page('GET /cguone'),
  page('GET /contact', { query: ['sujet', 'id'] }),
  page('GET /covid19'),
  page('GET /maintenance-entreprise-generale'),
  page('GET /nos-prestations-complementaires', { query: ['categorie'] }),
  page('GET /presentation'),
  page('GET /saphirlaundry'),
  page('GET /login', { query: ['destination', 'reason'] }),
  page('GET /commande/confirmation/:number/succes', { query: ['account', 'annulee', 'acces'] }),
  page('GET /commande/confirmation/:number/erreur', { query: ['acces'] }),
  page('GET /commande/reprendre/:token'),
  page('GET /commande/retrait/:token'),
  page('GET /mon-compte/dernieres-reservations', { query: ['annuler'] }),
  page('GET /mon-compte/inscription', { query: ['destination'] }),
  page('GET /visiteur', { query: ['lang'] }),
  page('GET /admin/connexion', { query: ['recovery', 'codes'] }),
  page('GET /sw.js'),
  page('GET /robots.txt'),
  page('GET /sitemap.xml'),
  page('GET /dev/mail/:any'),
  // Pages' form actions
  page('POST /login', { form: [...LOGIN, 'intent', 'redirectTo'], fixed: { intent: 'login' } }),
  page('POST /mon-compte/inscription', { form: [...SIGN_UP, 'destination'] }),
  page('POST /mon-compte/mes-informations', { form: CONTACT }),
  page('POST /mon-compte/mot-de-passe-oublie', { form: ['email'] }),
  page('POST /mon-compte/nouveau-mot-de-passe/:token', { form: ['password', 'password_confirm'] }),
  page('POST /mon-compte/dernieres-reservations', { form: ['intent', 'number'] }),
  page('POST /commande/mes-donnees', { form: [...CONTACT, 'next', 'saveToAccount'] }),
  page('POST /commande/recapitulatif-paiement', { form: ['intent', 'code', 'itemId', '_js'], fixed: { intent: 'reduction' } }),
  page('POST /commande/mon-panier', { form: ['intent', 'itemId', 'code'] }),
  page('POST /commande/sign-in', { form: LOGIN }),
  page('POST /commande/confirmation/:number/succes', { form: ['intent', 'username', 'password', 'password_confirm', 'acces'] }),
  // The balance paid through the order's signed link (decision 039), with or without the link.
  page('POST /commande/confirmation/:number/succes', { form: ['intent', 'orderId', 'acces', 'number'], fixed: { intent: 'pay-balance' } }),
  page('POST /commande/retrait/:token', { form: ['intent'] }),
  page('POST /panier', { form: ['intent', 'itemId', 'code', 'returnTo', '_js'] }),
  page('POST /demande', { form: REQUEST }),
  page('POST /demande', { form: REQUEST, fixed: { kind: 'contact' } }),
  page('POST /demande', { form: REQUEST, fixed: { kind: 'information', subjectType: 'sale' } }),
  page('POST /demande', { form: REQUEST, fixed: { kind: 'visit', subjectType: 'location' } }),
  page('POST /location/:rental', { form: [...STAY, 'option', 'intent', '_js'], fixed: { intent: 'book' } }),
  page('POST /admin/connexion', { form: [...LOGIN, 'intent', 'code'], fixed: { intent: 'password' } }),
  page('POST /admin/connexion', { form: ['intent', 'code'], fixed: { intent: 'code' } }),
  page('POST /admin/mise-en-place/:token', { form: ['password', 'password_confirm', 'code'] }),
  page('POST /produit/:productPage', {
    form: ['intent', 'line', '_js', ...[0, 1, 20, 999].flatMap((i) => CONTEXT.map((f) => `lines[${i}][${f}]`))],
    fixed: { intent: 'add' },
  }),
]

/** What each `:placeholder` of a route's path becomes: a real value of the seeded site, or a bad one. */
function placeholders(ids: KnownIds): Record<string, fc.Arbitrary<string>> {
  const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 64 })
  const pageOf = (segments: readonly string[]) =>
    fc.oneof({ weight: 3, arbitrary: segments.length ? fc.constantFrom(...segments) : fc.constant('x-1') }, { weight: 1, arbitrary: fc.tuple(fc.constantFrom('x', '', 'a-b'), badId).map(([slug, id]) => `${slug}-${id}`) })
  return {
    product: idOf(ids.products),
    location: idOf(ids.locations),
    sale: idOf(ids.sales),
    content: idOf(ids.contents),
    any: idOf([]),
    cart: ids.cart === null ? fc.constant('1') : fc.oneof(fc.constant(String(ids.cart)), badId),
    number: fc.oneof(fc.constantFrom('20261126123456', '1', '99999999999999999999'), badId),
    n: fc.oneof(fc.nat(30).map(String), badId),
    token: fc.oneof(hex, badId),
    provider: fc.constantFrom('test', 'datatrans', 'x', '%00'),
    outcome: fc.constantFrom('success', 'error', 'cancel', 'x'),
    rental: pageOf(ids.rentalPages),
    annual: pageOf(ids.annualPages),
    sheet: pageOf(ids.salePages),
    productPage: fc.tuple(fc.constantFrom('forfait-de-ski', 'x', '%00', '%E0%A4%A'), idOf(ids.products)).map(([slug, id]) => `${slug}-${id}`),
  }
}

/** A route's path with its placeholders filled, for each request. */
export function pathOf(template: string, values: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const parts = template.split('/').map((segment) => {
    if (!segment.startsWith(':')) return fc.constant(segment)
    const value = values[segment.slice(1)]
    if (!value) throw new Error(`fuzz route ${template}: no values for ${segment} (add it to placeholders())`)
    return value
  })
  return fc.tuple(...parts).map((segments) => segments.join('/'))
}

type Spec = { route: string; method: string; path: fc.Arbitrary<string>; body: FuzzRoute['body']; fields: readonly string[]; fixed?: Record<string, string> }

function specs(ids: KnownIds, dirty: boolean): Spec[] {
  const values = placeholders(ids)
  const lang = fc.constantFrom('', '/fr', '/en')
  return FUZZ_ROUTES.map((route) => {
    const path = pathOf(route.path, values)
    const addressed = route.page
      ? fc.tuple(lang, path, fc.constantFrom('', '', '', '.data')).map(([l, a, data]) => `${l}${a === '/' && l ? '' : a}${data}`)
      : path
    return {
      route: `${route.method} ${route.path}`,
      method: route.method,
      path: fc.tuple(addressed, queryOf(route.query, dirty)).map(([a, q]) => a + q),
      body: route.body,
      fields: route.fields,
      fixed: route.fixed,
    }
  })
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

/**
 * One address or more of each family of paths (the three APIs, payment, media, built files, health,
 * pages in both languages and their data requests, the back office, nothing at all), for the sweep
 * of every method Node accepts.
 */
export function familyPaths(ids: KnownIds): string[] {
  const rental = ids.rentalPages[0] ?? 'x-1'
  return [
    '/shop/api/store/cart', '/shop/api/store/sign-up?locale=en', '/shop/api/store/order/1', '/shop/api/store/nothing',
    '/aio/contents', `/aio/content/${ids.contents[0] ?? 1}?locale=en`, '/aio/nothing',
    '/api/locations', `/api/locations/${ids.locations[0] ?? 1}/price?locale=en`, '/api/nothing',
    '/payment/test/x', '/payment/notify/test', '/payment/return/1/success', '/payment', '/payment/nothing',
    '/media/location/x-thumbnail.webp', '/assets/missing.js', '/favicon.ico', '/healthz', '/robots.txt',
    '/', '/en', `/location/${rental}?adults=2`, `/en/location/${rental}.data`, '/en/location', '/commande/mon-panier',
    '/admin', '/en/admin/locations', '/nothing', '/en/nothing.data',
  ]
}
