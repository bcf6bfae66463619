/**
 * The shop API's cart, order and product calls (SPEC §7, /shop/api/store), as the routes answer them:
 * server/api/shop-cart.ts, shop-orders.ts, shop-products.ts. The answers' shapes mirror the code that
 * builds them (domain/shop/cart/view.server.ts, domain/orders/read-order.server.ts,
 * domain/shop/products.repository.server.ts); every amount is whole centimes, VAT included, and every
 * rate basis points (810 = 8.1 %), as the domain keeps them.
 */
import { z } from 'zod'
import type { ZodOpenApiOperationObject, ZodOpenApiPathItemObject, ZodOpenApiPathsObject, ZodOpenApiResponsesObject } from 'zod-openapi'
import { cartAddInput, cartBulkInput, cartQuantityInput, cartUpdateInput, reductionCodeInput, shippingContactInput } from '../../shop/cart-input'
import { accountFromOrderInput } from '../account-input'
import { priceCheckInput } from '../../shop/product-input'
import { stayPrice } from './catalogue'
import { image, json, localeParam, refusals, shopError } from './common'

const STORE = '/shop/api/store'

// Amounts are integers: the domain computes in centimes and asserts it (domain/shop/cart/totals.ts).
const centimes = (description: string) => z.number().int().meta({ description: `${description}, in centimes (42000 = CHF 420.00)` })
const basisPoints = (description: string) => z.number().int().meta({ description: `${description}, in basis points (810 = 8.1 %)` })
const isoDate = (description: string) => z.string().meta({ description: `${description}, ISO calendar date YYYY-MM-DD`, example: '2026-12-19' })
const isoInstant = (description: string) => z.string().meta({ description: `${description}, ISO 8601 instant (UTC)`, example: '2026-11-27T14:03:12.000Z' })

/* ------------------------------------------------------------------ contexts */

// The code of the product's category: the back office may create categories beyond the four (domain/shop/categories.server.ts).
const productCategory = z.string().meta({ description: 'rental, option, package or service (or a category the back office created)', example: 'service' })

/** A stored text in French, and in English when translated (domain/i18n/bilingual.ts Texts). */
const texts = z.object({ fr: z.string(), en: z.string().optional() }).meta({ id: 'ContextTexts', description: 'A text in French, and in English when it has one' })

const contextValue = z.union([z.string(), z.number(), z.boolean(), z.null()])

/** One data entry of a context (domain/shop/context/types.ts ContextEntry): field → value, with `quantity` (and `people` on a bulk line). */
export const contextEntry = z.record(z.string(), contextValue).meta({
  id: 'ContextEntry',
  description: 'One line of a context: the model fields, the carried values (startPeriod, endPeriod), quantity, and people on a bulk line',
  example: { trip: 'oneWay', people: 3, dateFrom: '2026-12-19', addressFrom: 'Genève Aéroport', addressTo: 'Route de la Moubra 6, 3963 Crans-Montana', quantity: 1 },
})

const RULE_KINDS_WITHOUT_PARAMETERS = ['required', 'email', 'checked', 'notBeforeNow', 'adult', 'fullAddress', 'includedInRentalDates'] as const

/** SPEC §5 rule kinds with their parameters (domain/shop/context/types.ts ContextRule, as parseContextModel keeps them). */
const contextRule = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.enum(RULE_KINDS_WITHOUT_PARAMETERS) }),
    z.object({ kind: z.literal('requiredIf'), field: z.string(), value: z.union([z.string(), z.number(), z.boolean()]).optional() }),
    z.object({ kind: z.enum(['min', 'max']), value: z.number() }),
    z.object({ kind: z.literal('phone'), countryField: z.string().optional() }),
    z.object({ kind: z.literal('confirm'), field: z.string().optional() }),
  ])
  .meta({ id: 'ContextRule' })

const contextField = z
  .object({
    name: z.string().meta({ description: 'The key of the value in each entry (dateFrom, addressFrom, people…)' }),
    type: z.enum(['text', 'email', 'password', 'checkbox', 'date', 'radio', 'country', 'state', 'select', 'fullAddress']),
    label: texts,
    hint: texts.optional(),
    rules: z.array(contextRule),
    options: z.array(z.object({ value: z.string(), label: texts })).optional().meta({ description: 'radio and select: the choices' }),
    min: z.number().optional().meta({ description: 'select without options: the smallest number offered' }),
    max: z.number().optional(),
    default: z.union([z.string(), z.number(), z.boolean()]).optional().meta({ description: 'What a new form shows' }),
    countryField: z.string().optional().meta({ description: 'state: the field holding its country' }),
  })
  .meta({ id: 'ContextField' })

const contextModel = z
  .object({
    code: z.string(),
    title: texts,
    fields: z.array(contextField),
    bulk: z.boolean().meta({ description: 'Several lines, each with its people count' }),
    carried: z.array(z.string()).meta({ description: 'Values that come with the context instead of being typed (an option under a rental: startPeriod, endPeriod)' }),
  })
  .meta({ id: 'ContextModel' })

/** SPEC §3 ProductContext as GET /product/{id} serves it. */
const productContext = z
  .object({
    id: z.number().int().meta({ description: "The product's id" }),
    code: z.string(),
    model: contextModel,
    title: z.string().meta({ description: 'In the asked language' }),
    data: z.array(contextEntry).meta({ description: 'A new context: one entry with every field empty (null, false for a checkbox) and quantity 1' }),
  })
  .meta({ id: 'ProductContext' })

/* ------------------------------------------------------------------ cart */

/** SPEC §3 OrderItem.context (domain/shop/cart/types.ts CartItemContext). */
export const itemContext = z
  .object({
    startPeriod: isoDate('The service (or arrival) date that set the VAT rate').nullable(),
    endPeriod: isoDate('The end of the period (a rental: departure)').nullable(),
    data: z.array(contextEntry).meta({ description: 'The configuration entered, one entry per line; a client sends it back to change it' }),
  })
  .meta({ id: 'ItemContext' })

/** What a rental includes (db/schema.ts IncludedItems, sent as stored: `deposit` comes along). */
const subscriberIncluded = z
  .object({
    finalCleaning: z.boolean(),
    bedSheets: z.boolean(),
    kitchenTowels: z.boolean(),
    bathTowels: z.boolean(),
    cancellationInsurance: z.boolean(),
    touristTax: z.boolean(),
    deposit: centimes('The deposit asked; null when none').nullable().optional(),
  })
  .meta({ id: 'SubscriberIncluded', description: 'What the rental includes (those options are not offered under it)' })

/** SPEC §3 OrderItem.subscriber (domain/shop/cart/types.ts CartSubscriber). */
export const subscriber = z
  .object({
    id: z.number().int().meta({ description: "The location's id (GET /api/locations/{id})" }),
    reference: z.string(),
    title: z.string(),
    slug: z.string().meta({ description: "For the rental page's address /location/{slug}-{id}" }),
    numberOfPersons: z.number().int().meta({ description: 'The party booked (adults and children), not the capacity' }),
    numberOfRooms: z.number().int(),
    images: z.array(image.extend({ largeFormat: z.string().meta({ description: "The large picture's address (else the base one)", example: '/media/location/chalet-les-melezes-large.webp' }) }).meta({ id: 'SubscriberImage' })),
    included: subscriberIncluded.nullable(),
  })
  .meta({ id: 'Subscriber', description: 'The rental a rental item books; items with a subscriber are rentals' })

/** A rental's stay quote as stored on its item: the quote of GET /api/locations/{id}/price (domain/booking/stay-price.ts). */
const itemStay = stayPrice

/** SPEC §3 OrderItem as stored: one shape for the cart, an order and an account's orders (storedItemView). */
export const orderItem = z
  .object({
    id: z.number().int(),
    quantity: z.number().int(),
    reference: z.string(),
    title: z.string().meta({ description: 'In the asked language (French when it has no translation)' }),
    subTitle: z.string(),
    total: centimes('The item, VAT included'),
    totalExcludingTax: centimes('The item without its VAT'),
    vatRate: basisPoints('The rate in force on the service date'),
    context: itemContext,
    product: z.object({ id: z.number().int(), category: productCategory }),
    linkedToItem: z.number().int().nullable().meta({ description: 'The rental item this option hangs under, or null' }),
    touristTax: centimes("A rental's tourist tax inside total (no VAT); 0 for other items"),
    stay: itemStay.nullable(),
    subscriber: subscriber.nullable(),
  })
  .meta({ id: 'OrderItem' })

/** A rental's hold at the payment step (domain/shop/cart/types.ts CartHold). */
const cartHold = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('held'), expiresAt: isoInstant('When the hold ends') }),
    z.object({ status: z.literal('taken'), expiresAt: z.null() }),
  ])
  .meta({ id: 'CartHold', description: 'held until expiresAt; taken: its weeks are held or booked by someone else (remove it or change its dates)' })

const contextDetail = z
  .object({
    field: z.string(),
    label: z.string().nullable().meta({ description: "The field's label in the asked language; null when the model does not name it" }),
    value: z.string().meta({ description: 'As shown: Oui/Non, DD.MM.YYYY, the choice label' }),
  })
  .meta({ id: 'ContextDetail' })

/** An item as the cart shows it: the stored item and what is judged again at each reading (CartItemView). */
export const cartItem = orderItem
  .extend({
    details: z.array(z.array(contextDetail)).meta({ description: 'The context line by line, as the visitor sees it' }),
    available: z.boolean().meta({ description: 'False when it can no longer be priced or sold: it keeps its last total' }),
    message: z.string().nullable().meta({ description: 'Why it is not available; null when it is' }),
    hold: cartHold.nullable(),
  })
  .meta({ id: 'CartItem' })

/** The contact given at checkout, or the placeholder of a cart without one (PLACEHOLDER_CONTACT). */
export const shippingContact = z
  .object({
    id: z.union([z.number().int(), z.literal('default')]).meta({ description: "'default': the placeholder of a cart without a contact (SPEC §3)" }),
    title: z.string().meta({ description: 'mr, mrs or ms', example: 'mr' }),
    firstName: z.string(),
    lastName: z.string(),
    street: z.string(),
    streetNumber: z.string(),
    complement: z.string(),
    zip: z.string(),
    city: z.string(),
    country: z.string().meta({ description: 'ISO 3166 alpha-2', example: 'CH' }),
    state: z.string().meta({ description: 'A canton for CH, free text elsewhere', example: 'VS' }),
    phone: z.string().meta({ description: 'E.164 (+41791234567); empty on the placeholder' }),
    birthdate: z.string().meta({ description: 'DD.MM.YYYY; empty when none' }),
    email: z.string(),
    cg: z.boolean().meta({ description: 'Terms accepted' }),
    dataUse: z.boolean().meta({ description: 'Marketing consent' }),
  })
  .meta({ id: 'ShippingContact' })

const reductionCode = z
  .object({
    code: z.string(),
    kind: z.enum(['percent', 'fixed']),
    value: z.number().int().meta({ description: 'Basis points for a percentage (1000 = 10 %), centimes for a fixed amount' }),
    applicable: z.boolean().meta({ description: 'False when attached but giving nothing now (minimum not reached, expired)' }),
    message: z.string().nullable().meta({ description: 'Why it does not apply; null when it applies' }),
  })
  .meta({ id: 'ReductionCode' })

const vatLine = z
  .object({
    rate: basisPoints('VAT rate'),
    total: centimes("The rate's amount VAT included, after its share of the reduction"),
    vat: centimes('The VAT it contains'),
  })
  .meta({ id: 'VatLine' })

const CHALET_STAY = {
  arrival: '2026-12-19',
  departure: '2026-12-26',
  nights: 7,
  guests: { adults: 2, childAges: [4, 9], total: 4 },
  weeks: [{ startDate: '2026-12-19', endDate: '2026-12-26', price: 410_000, regularPrice: 430_000 }],
  rent: 410_000,
  touristTax: {
    ok: true,
    included: false,
    nights: 7,
    guests: { adult: 2, child: 1, free: 1 },
    lines: [
      { category: 'adult', guests: 2, nights: 7, perNight: 300, amount: 4200 },
      { category: 'child', guests: 1, nights: 7, perNight: 150, amount: 1050 },
      { category: 'free', guests: 1, nights: 7, perNight: 0, amount: 0 },
    ],
    total: 5250,
  },
  vat: { rate: 380, amount: 15_010 },
  total: 415_250,
  currency: 'CHF',
  locationId: 12,
  from: '2026-12-19',
  to: '2026-12-26',
  persons: 4,
}

const CHALET_ITEM = {
  id: 311,
  quantity: 1,
  reference: 'LOC-MELEZES',
  title: 'Chalet Les Mélèzes',
  subTitle: '19.12.2026 – 26.12.2026 · 4 personnes',
  total: 415_250,
  totalExcludingTax: 400_240,
  vatRate: 380,
  context: { startPeriod: '2026-12-19', endPeriod: '2026-12-26', data: [{ startPeriod: '2026-12-19', endPeriod: '2026-12-26', adults: 2, children: '4,9', quantity: 1 }] },
  product: { id: 41, category: 'rental' },
  linkedToItem: null,
  touristTax: 5250,
  stay: CHALET_STAY,
  subscriber: {
    id: 12,
    reference: 'CM-1204',
    title: 'Chalet Les Mélèzes',
    slug: 'chalet-les-melezes',
    numberOfPersons: 4,
    numberOfRooms: 3,
    images: [
      {
        id: 905,
        zone: 'location',
        folder: 'location/12',
        fileName: 'chalet-les-melezes',
        extension: 'webp',
        hash: '9f2c1e',
        formats: {
          base: { url: '/media/location/12/chalet-les-melezes.webp', width: 2400, height: 1600, mime: 'image/webp' },
          large: { url: '/media/location/12/chalet-les-melezes-large.webp', width: 1600, height: 1067, mime: 'image/webp' },
        },
        caption: 'Le chalet en hiver',
        largeFormat: '/media/location/12/chalet-les-melezes-large.webp',
      },
    ],
    included: { finalCleaning: false, bedSheets: true, kitchenTowels: true, bathTowels: false, cancellationInsurance: false, touristTax: false, deposit: 50_000 },
  },
  details: [
    [
      { field: 'adults', label: 'Adultes', value: '2' },
      { field: 'children', label: 'Âges des enfants', value: '4,9' },
    ],
  ],
  available: true,
  message: null,
  hold: { status: 'held', expiresAt: '2026-11-27T14:23:12.000Z' },
}

const CLEANING_ITEM = {
  id: 312,
  quantity: 1,
  reference: 'OPT-NETTOYAGE',
  title: 'Nettoyage final',
  subTitle: 'Option',
  total: 10_800,
  totalExcludingTax: 9991,
  vatRate: 810,
  context: { startPeriod: '2026-12-26', endPeriod: null, data: [{ rooms: 3, dateFrom: '2026-12-26', remarks: null, startPeriod: '2026-12-19', endPeriod: '2026-12-26', quantity: 1 }] },
  product: { id: 5, category: 'option' },
  linkedToItem: 311,
  touristTax: 0,
  stay: null,
  subscriber: null,
  details: [
    [
      { field: 'rooms', label: 'Nombre de pièces', value: '3' },
      { field: 'dateFrom', label: 'Date', value: '26.12.2026' },
    ],
  ],
  available: true,
  message: null,
  hold: null,
}

const CART_EXAMPLE = {
  id: 1042,
  number: '48213907',
  currency: 'CHF',
  locale: 'fr',
  createdAt: '2026-11-27T13:58:40.000Z',
  payedAt: null,
  orderItems: [CHALET_ITEM, CLEANING_ITEM],
  subTotal: 426_050,
  reduction: 0,
  reductionCode: null,
  total: 426_050,
  touristTax: 5250,
  vat: [
    { rate: 380, total: 410_000, vat: 15_010 },
    { rate: 810, total: 10_800, vat: 809 },
  ],
  shippingContact: {
    id: 877,
    title: 'mrs',
    firstName: 'Camille',
    lastName: 'Rey',
    street: 'Route de la Moubra',
    streetNumber: '6',
    complement: '',
    zip: '3963',
    city: 'Crans-Montana',
    country: 'CH',
    state: 'VS',
    phone: '+41791234567',
    birthdate: '14.03.1984',
    email: 'camille.rey@example.ch',
    cg: true,
    dataUse: false,
  },
  user: { id: 'default' },
  reportedTotal: 0,
  gradedPayment: false,
  gradedToPayAt: null,
  remarks: 'Arrivée vers 18 h',
}

const cartFields = {
  id: z.number().int(),
  number: z.string().meta({ description: 'The order number: digits', example: '48213907' }),
  currency: z.string().meta({ example: 'CHF' }),
  locale: z.string().meta({ description: "The cart's language (that of its last change)", example: 'fr' }),
  createdAt: isoInstant('When the cart was made'),
  payedAt: isoInstant('When it was paid; null until then').nullable(),
  orderItems: z.array(cartItem),
  subTotal: centimes("Sum of the items' totals"),
  reduction: centimes('Taken off the subtotal by the reduction code (0 without one)'),
  reductionCode: reductionCode.nullable(),
  total: centimes('subTotal − reduction: what the visitor pays'),
  touristTax: centimes("The rentals' tourist tax inside the total, outside every VAT line"),
  vat: z.array(vatLine).meta({ description: 'VAT contained in the total, per rate (the reduction shared out)' }),
  shippingContact,
  user: z
    .object({ id: z.union([z.number().int(), z.literal('default')]) })
    .meta({ description: "The account the cart belongs to; id 'default' for a guest's cart (SPEC §3)" }),
  reportedTotal: centimes('Still due after a deposit (0 when paid at once or in full)'),
  gradedPayment: z.boolean().meta({ description: 'Paid in two parts: a deposit now, reportedTotal by gradedToPayAt' }),
  gradedToPayAt: isoDate('When the balance is due').nullable(),
  remarks: z.string(),
}

/** SPEC §3 Order / cart as every cart call answers it (domain/shop/cart/types.ts CartView). */
export const cart = z.object(cartFields).meta({ id: 'Cart', description: 'The visitor’s cart (an order with status 1)', example: CART_EXAMPLE })

const payment = z
  .object({
    id: z.number().int(),
    kind: z.enum(['full', 'deposit', 'balance', 'refund']),
    status: z.enum(['pending', 'paid', 'failed', 'cancelled', 'refunded']),
    amount: centimes('The payment'),
    currency: z.string(),
    paidAt: isoInstant('When it was paid').nullable(),
    createdAt: isoInstant('When it was asked'),
  })
  .meta({ id: 'Payment' })

/** GET /order/{number}: the cart view of the order, its status and payments (domain/orders/read-order.server.ts OrderView). */
export const order = z
  .object({
    ...cartFields,
    status: z.number().int().meta({ description: '1 cart, 2 paid, 3 deposit paid (balance due), 4 cancelled' }),
    payments: z.array(payment),
  })
  .meta({
    id: 'Order',
    example: {
      ...CART_EXAMPLE,
      payedAt: '2026-11-27T14:09:55.000Z',
      orderItems: [{ ...CHALET_ITEM, hold: null }, CLEANING_ITEM],
      status: 2,
      payments: [{ id: 733, kind: 'full', status: 'paid', amount: 426_050, currency: 'CHF', paidAt: '2026-11-27T14:09:55.000Z', createdAt: '2026-11-27T14:05:02.000Z' }],
    },
  })

/* ------------------------------------------------------------------ refusals with more than ShopError */

/** A cart command's 400: the field errors, and per context line with form_errors (domain/shop/cart/outcome.ts CartFailure). */
const cartFormRefusal = shopError
  .extend({
    entries: z.array(z.record(z.string(), z.string())).optional().meta({ description: 'form_errors of a context: field → message for each line' }),
  })
  .meta({ id: 'CartRefusal', example: { code: 'form_errors', message: 'Le formulaire contient des erreurs : veuillez vérifier les champs indiqués.', errors: { dateFrom: 'Ce champ est requis' }, entries: [{ dateFrom: 'Ce champ est requis' }] } })

/** POST /cart/hold's 409: the cart as it now stands, its taken rentals marked (domain/shop/cart/hold-rentals.server.ts). */
const holdConflict = shopError
  .extend({ cart: cart.optional().meta({ description: 'With no_availability: the cart, each taken rental with hold {status: taken}' }) })
  .meta({ id: 'CartHoldConflict' })

const priceChange = z
  .object({
    itemId: z.number().int().meta({ description: '0 with title "total" when only the total moved' }),
    title: z.string(),
    before: centimes('The amount shown at the summary'),
    after: centimes('The amount now; null when it can no longer be sold').nullable(),
  })
  .meta({ id: 'PriceChange' })

const checkoutConflict = shopError
  .extend({ changes: z.array(priceChange).optional().meta({ description: 'PRICES_CHANGED: what moved since the summary' }) })
  .meta({ id: 'CheckoutConflict' })

const priceCheckRefusal = shopError
  .extend({ lines: z.array(z.record(z.string(), z.string())).optional().meta({ description: 'form_errors: field → message for each line' }) })
  .meta({ id: 'PriceCheckRefusal' })

/* ------------------------------------------------------------------ products */

const productArticle = z
  .object({
    id: z.number().int(),
    type: z.string().meta({ example: 'services' }),
    title: z.string(),
    slug: z.string(),
    attributes: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'ProductArticle', description: 'The content page the product is sold from' })

const PRODUCT_EXAMPLE = {
  id: 1,
  reference: 'TRF-GVA',
  category: 'service',
  type: 'transfer',
  title: 'Transfert Aéroport de Genève – Crans-Montana',
  description: 'Un chauffeur vous attend à l’arrivée.',
  slug: 'transfert-aeroport-de-geneve-crans-montana',
  basePrice: 42_000,
  subTotal: 42_000,
  total: 42_000,
  currency: 'CHF',
  vta: '8.1',
  vatKind: 'standard',
  bulk: false,
  status: 2,
  message: null,
  article: { id: 23, type: 'services', title: 'Nos services complémentaires', slug: 'nos-services-complementaires', attributes: {} },
}

const productFields = {
  id: z.number().int(),
  reference: z.string(),
  category: productCategory,
  type: z.string().meta({ example: 'transfer' }),
  title: z.string(),
  description: z.string(),
  slug: z.string(),
  basePrice: centimes('Base price, VAT included'),
  subTotal: centimes('The starting price: the base price until a context is priced'),
  total: centimes('The starting price'),
  currency: z.string(),
  vta: z.string().meta({ description: 'VAT rate in force today, in percent', example: '8.1' }),
  vatKind: z.enum(['standard', 'accommodation', 'insurance']).meta({ description: 'insurance: premiums exempt from VAT (0 %)' }),
  bulk: z.boolean(),
  status: z.number().int().meta({ description: 'Publication status (published products only)' }),
  message: z.string().nullable(),
  article: productArticle.nullable(),
}

/** SPEC §3 Product as GET /products lists it (ProductSummary). */
export const product = z.object(productFields).meta({ id: 'Product', example: PRODUCT_EXAMPLE })

const productDetail = z
  .object({ ...productFields, context: productContext })
  .meta({
    id: 'ProductDetail',
    example: {
      ...PRODUCT_EXAMPLE,
      id: 5,
      reference: 'OPT-NETTOYAGE',
      category: 'option',
      type: 'cleaning',
      title: 'Nettoyage final',
      slug: 'nettoyage-final',
      basePrice: 6000,
      subTotal: 6000,
      total: 6000,
      article: null,
      context: {
        id: 5,
        code: 'cleaning',
        model: {
          code: 'cleaning',
          title: { fr: 'Votre nettoyage', en: 'Your cleaning' },
          fields: [
            { name: 'rooms', type: 'select', label: { fr: 'Nombre de pièces', en: 'Rooms' }, rules: [{ kind: 'required' }], min: 1, max: 8 },
            { name: 'dateFrom', type: 'date', label: { fr: 'Date', en: 'Date' }, rules: [{ kind: 'required' }, { kind: 'notBeforeNow' }, { kind: 'includedInRentalDates' }] },
            { name: 'remarks', type: 'text', label: { fr: 'Remarques', en: 'Remarks' }, rules: [] },
          ],
          bulk: false,
          carried: ['startPeriod', 'endPeriod'],
        },
        title: 'Votre nettoyage',
        data: [{ rooms: null, dateFrom: null, remarks: null, quantity: 1 }],
      },
    },
  })

const priced = z
  .object({
    total: centimes('The context, VAT included'),
    subTotal: centimes('= total'),
    totalExcludingTax: centimes('Without VAT'),
    vatRate: basisPoints('The rate of the service date'),
    currency: z.string(),
  })
  .meta({ id: 'PriceCheck', example: { total: 42_000, subTotal: 42_000, totalExcludingTax: 38_853, vatRate: 810, currency: 'CHF' } })

const notPriced = z
  .object({
    total: z.null(),
    subTotal: z.null(),
    currency: z.string(),
    code: z.string().optional().meta({ description: "A rental the booking rules refuse: the rule's code (no_availability, over_capacity…)" }),
    message: z.string().meta({ description: 'Why there is no price: unavailable, above the most an online booking takes, or the rule refusing the stay' }),
  })
  .meta({ id: 'PriceUnavailable', example: { total: null, subTotal: null, currency: 'CHF', message: 'Prix indisponible' } })

/* ------------------------------------------------------------------ request bodies */

/** A context entry as a client sends it: any field; the server keeps only the model's (normalizeEntries). */
const jsonBodyOf = (schema: z.ZodType, description?: string) => ({ ...(description ? { description } : {}), content: { 'application/json': { schema } } })

/** A body read by recordBody (server/api/body.ts): a JSON object, or a form's text fields (urlencoded or multipart). */
const recordBodyOf = (schema: z.ZodType) => ({
  content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema }, 'multipart/form-data': { schema } },
})

/* ------------------------------------------------------------------ parameters */

const localeOnly = z.object({ locale: localeParam })
const digits = (description: string, example: string) => z.string().meta({ description, example })
const orderLink = z.string().optional().meta({ description: "The order's signed link token (docs/decisions/039); a link past its day answers 410" })

/* ------------------------------------------------------------------ operations */

const cartAnswer = (description: string) => json(description, cart)

type Operation = ZodOpenApiOperationObject

const cartOperation = (operationId: string, summary: string, rest: Omit<Operation, 'operationId' | 'summary' | 'tags'>): Operation => ({
  operationId,
  summary,
  tags: ['cart'],
  ...rest,
})

/** Refusals of a cart command: its 400 carries the field and line errors. */
const cartRefusals = (...statuses: number[]): ZodOpenApiResponsesObject => ({
  ...refusals('shop', ...statuses),
  '400': json('Refused: an unknown locale (BAD_LOCALE), a body the boundary refuses, or the command’s own refusal (form_errors with errors and entries, …)', cartFormRefusal),
})

/** An id-less variant answering the missing-id error (the same path with a trailing slash answers it too). */
function missingIdPath(path: string, method: 'get' | 'post' | 'put', operation: Operation): ZodOpenApiPathsObject {
  const item: ZodOpenApiPathItemObject = {}
  item[method] = operation
  return { [path]: item }
}

const missingProductId = (path: 'add' | 'bulkcreate'): Operation =>
  cartOperation(`${path === 'add' ? 'addToCart' : 'bulkCreateInCart'}WithoutProductId`, "Without a product id: 404 MISSING_PRODUCT_ID, \"You must provide product's id\"", {
    requestParams: { query: localeOnly },
    responses: refusals('shop', 404),
  })

const cartPaths: ZodOpenApiPathsObject = {
  [`${STORE}/cart`]: {
    get: cartOperation('getCart', "The visitor's cart (cart cookie or signed-in account); none is created", {
      requestParams: { query: localeOnly },
      responses: { '200': cartAnswer('The cart'), ...refusals('shop', 404) },
    }),
    post: cartOperation('syncCart', "Creates the visitor's cart (setting the cart cookie) or brings it up to date: amounts and language", {
      requestParams: { query: localeOnly },
      // cart_total_too_high (400) when prices rose above the most a cart takes; 404 only in a race.
      responses: { '200': cartAnswer('The cart; Set-Cookie carries the new cart cookie when it was just created'), ...cartRefusals(404) },
    }),
  },
  ...missingIdPath(`${STORE}/cart/update`, 'post',
    cartOperation('updateCartWithoutId', "Without the cart id: 404 MISSING_ORDER_ID, \"You must provide order's id\"", {
      requestParams: { query: localeOnly },
      responses: refusals('shop', 404),
    }),
  ),
  [`${STORE}/cart/update/{id}`]: {
    post: cartOperation('updateCart', 'Changes the remarks and the context of items of the cart; each changed item is checked and priced again', {
      requestParams: {
        path: z.object({ id: digits("The cart's id (another visitor's answers 404 CART_NOT_FOUND)", '1042') }),
        query: localeOnly,
      },
      requestBody: jsonBodyOf(cartUpdateInput),
      responses: { '200': cartAnswer('The cart'), ...cartRefusals(404, 409) },
    }),
  },
  ...missingIdPath(`${STORE}/cart/add`, 'put', missingProductId('add')),
  [`${STORE}/cart/add/{productId}`]: {
    put: cartOperation('addToCart', 'Adds a product with the context configured (checked and priced by the server); creates the cart on the first addition', {
      requestParams: {
        path: z.object({ productId: digits('The product id; not digits: 404 MISSING_PRODUCT_ID', '1') }),
        query: localeOnly,
      },
      requestBody: jsonBodyOf(cartAddInput),
      responses: { '200': cartAnswer('The cart with the item (the same configuration again raises its quantity)'), ...cartRefusals(404, 409) },
    }),
  },
  ...missingIdPath(`${STORE}/cart/bulkcreate`, 'put', missingProductId('bulkcreate')),
  [`${STORE}/cart/bulkcreate/{productId}`]: {
    put: cartOperation('bulkCreateInCart', 'Adds several items of one bulk product, one per element; all or nothing', {
      requestParams: {
        path: z.object({ productId: digits('The product id (a bulk product, else 400 bulk_creation_disable)', '4') }),
        query: localeOnly,
      },
      requestBody: jsonBodyOf(cartBulkInput),
      responses: { '200': cartAnswer('The cart with the items'), ...cartRefusals(404) },
    }),
  },
  [`${STORE}/cart/quantity/{itemId}`]: {
    put: cartOperation('changeCartQuantity', 'Sets how many of an item (1 to 99; 0 removes it with its options); the item is checked and priced again', {
      requestParams: { path: z.object({ itemId: digits('An item of the visitor’s cart', '312') }), query: localeOnly },
      requestBody: jsonBodyOf(cartQuantityInput),
      responses: { '200': cartAnswer('The cart'), ...cartRefusals(404) },
    }),
  },
  [`${STORE}/cart/delete/{itemId}`]: {
    delete: cartOperation('deleteCartItem', 'Removes an item and every item under it (a rental’s options), freeing a held rental’s weeks', {
      requestParams: { path: z.object({ itemId: digits('An item of the visitor’s cart', '311') }), query: localeOnly },
      responses: { '200': cartAnswer('The cart'), ...refusals('shop', 404) },
    }),
  },
  [`${STORE}/cart/hold`]: {
    post: cartOperation('holdCartRentals', 'Enters the payment step: holds each rental of the cart for 20 minutes (docs/decisions/023)', {
      requestParams: { query: localeOnly },
      responses: {
        '200': cartAnswer('The cart, each rental with hold {status: held, expiresAt}'),
        ...cartRefusals(404, 409),
        '409': json('no_availability: a rental’s weeks were taken meanwhile; the answer carries the cart with it marked', holdConflict),
      },
    }),
  },
  [`${STORE}/cart/reduction`]: {
    post: cartOperation('applyReductionCode', 'Attaches a reduction code to the cart (its dates, minimum and usage limit checked; no use is taken)', {
      requestParams: { query: localeOnly },
      requestBody: jsonBodyOf(reductionCodeInput),
      // The code's own refusals carry errors {code: message}: 400 (required, expired, minimum…), 404 (unknown code, or no cart).
      responses: { '200': cartAnswer('The cart with reductionCode and its reduction'), ...refusals('shop', 404) },
    }),
    delete: cartOperation('removeReductionCode', 'Takes the reduction code off the cart', {
      requestParams: { query: localeOnly },
      responses: { '200': cartAnswer('The cart'), ...refusals('shop', 404) },
    }),
  },
}

const contactOperation = (operationId: string, summary: string): Operation =>
  cartOperation(operationId, summary, {
    requestParams: { query: localeOnly },
    requestBody: jsonBodyOf(shippingContactInput),
    // 409 user_already_exists: a guest gave the e-mail of an account (SPEC §8); 429 also from the e-mail look-up limit.
    responses: { '200': cartAnswer('The cart with its contact'), ...refusals('shop', 404, 409) },
  })

cartPaths[`${STORE}/contact/add`] = { put: contactOperation('addCartContact', 'Sets the cart’s shipping contact (the same call as PUT /cart/shipping-contact)') }
cartPaths[`${STORE}/cart/shipping-contact`] = { put: contactOperation('setCartShippingContact', 'Sets the cart’s shipping contact, checked by the rules of SPEC §5') }

/* ------------------------------------------------------------------ orders */

const orderOperation = (operationId: string, summary: string, rest: Omit<Operation, 'operationId' | 'summary' | 'tags'>): Operation => ({
  operationId,
  summary,
  tags: ['orders'],
  ...rest,
})

const orderNumber = z.object({ number: digits('The order number (digits)', '48213907') })
const orderDocumentQuery = z.object({ locale: localeParam, acces: orderLink })
const pdf = (description: string) => ({
  description,
  headers: z.object({
    'Content-Disposition': z.string().meta({ description: 'attachment; filename="{number}.pdf"', example: 'attachment; filename="48213907.pdf"' }),
  }),
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
})

const missingOrderNumber: Operation =
  orderOperation('getOrderWithoutNumber', "Without a number: 404 MISSING_ORDER_NUMBER, \"You must provide order's number\"", {
    requestParams: { query: localeOnly },
    responses: refusals('shop', 404),
  })

const orderPaths: ZodOpenApiPathsObject = {
  [`${STORE}/order/{orderId}/payment/checkout`]: {
    post: orderOperation('checkoutOrder', 'Checks the order again, writes a pending payment and answers the payment page’s address', {
      requestParams: { path: z.object({ orderId: digits("The cart's id (its owner only)", '1042') }), query: localeOnly },
      requestBody: recordBodyOf(
        z
          .looseObject({
            successUrl: z.string().optional().meta({ description: "A site path or an address under the site's public address; default the confirmation page" }),
            cancelUrl: z.string().optional(),
            failUrl: z.string().optional(),
            gradedPayment: z.union([z.boolean(), z.string()]).optional().meta({ description: 'Pay a 30 % deposit now (true, "true", "1", "on"); default false' }),
          })
          .meta({ id: 'CheckoutInput', example: { successUrl: '/commande/confirmation/48213907/succes', gradedPayment: false } }),
      ),
      responses: {
        '200': json('Where to send the payer', z.object({ paymentUrl: z.string() }).meta({ id: 'CheckoutAnswer', example: { paymentUrl: 'https://pay.example.ch/v1/start/7d3f9a' } })),
        ...refusals('shop', 404, 409, 502),
        '409': json(
          'PRICES_CHANGED (with changes), no_availability, graded_payment_unavailable, GROUP_NEEDS_AGREEMENT or NOTHING_DUE',
          checkoutConflict,
        ),
        '502': json('PAYMENT_ERROR: the payment provider failed', shopError),
      },
    }),
  },
  ...missingIdPath(`${STORE}/order`, 'get', missingOrderNumber),
  [`${STORE}/order/{number}`]: {
    get: orderOperation('getOrder', 'One order of the visitor (its account, the browser whose cart it was, or its signed link)', {
      requestParams: {
        path: orderNumber,
        query: z.object({
          locale: localeParam,
          statuses: z.string().optional().meta({ description: 'The statuses to look in: a JSON list or comma-separated, of 1 to 4; default [1,2,3,4]', example: '[2,3]' }),
          acces: orderLink,
        }),
      },
      responses: { '200': json('The order', order), ...refusals('shop', 404, 410) },
    }),
  },
  [`${STORE}/cart/{number}/confirmation`]: {
    get: orderOperation('getOrderConfirmationPdf', 'The booking confirmation of an order, as a PDF', {
      requestParams: { path: orderNumber, query: orderDocumentQuery },
      responses: { '200': pdf('The confirmation PDF'), ...refusals('shop', 404, 410) },
    }),
  },
  [`${STORE}/cart/{number}/balance-invoice`]: {
    get: orderOperation('getOrderBalanceInvoicePdf', 'The balance invoice (with its QR-bill) of an order whose deposit is paid, as a PDF', {
      requestParams: { path: orderNumber, query: orderDocumentQuery },
      responses: {
        '200': pdf('The balance invoice PDF; filename "{number}-solde.pdf"'),
        ...refusals('shop', 404, 409, 410),
      },
    }),
  },
  [`${STORE}/order/{number}/user/add`]: {
    put: orderOperation('createAccountForOrder', 'Creates an account from a guest’s paid order (its contact), attaches the order and signs in', {
      requestParams: { path: orderNumber, query: localeOnly },
      requestBody: recordBodyOf(accountFromOrderInput),
      responses: {
        '201': json(
          'Account created and signed in (session cookies set)',
          z
            .object({
              code: z.literal('signed_up'),
              message: z.string(),
              user: z.object({ id: z.number().int(), username: z.string(), firstName: z.string(), lastName: z.string(), roles: z.array(z.string()) }),
              token: z.string().meta({ description: 'The access token (also in its cookie)' }),
            })
            .meta({
              id: 'OrderAccountCreated',
              example: {
                code: 'signed_up',
                message: 'Compte créé avec succès. Un e-mail de confirmation vous a été envoyé.',
                user: { id: 58, username: 'camille.rey@example.ch', firstName: 'Camille', lastName: 'Rey', roles: ['ROLE_USER'] },
                token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI1OCJ9.c2lnbmF0dXJl',
              },
            }),
        ),
        // 400 VALIDATION_FAILED with errors; 409 ORDER_HAS_ACCOUNT or user_already_exists; 429 TOO_MANY_ATTEMPTS.
        ...refusals('shop', 404, 409),
      },
    }),
  },
}

/* ------------------------------------------------------------------ products */

const productOperation = (operationId: string, summary: string, rest: Omit<Operation, 'operationId' | 'summary' | 'tags'>): Operation => ({
  operationId,
  summary,
  tags: ['products'],
  ...rest,
})

const productIdParam = digits('The product id; not a positive number: 400 MISSING_PRODUCT_ID', '1')

const productPaths: ZodOpenApiPathsObject = {
  [`${STORE}/products`]: {
    get: productOperation('listProducts', 'The published products (not the rentals’), in catalogue order, filtered', {
      requestParams: {
        query: z.object({
          locale: localeParam,
          category: z.enum(['rental', 'option', 'package', 'service']).optional().meta({ description: 'rental lists nothing: a stay is booked from its rental' }),
          type: z.string().optional().meta({ example: 'transfer' }),
          content: z.string().optional().meta({ description: 'The content page id the products are sold from', example: '22' }),
        }),
      },
      responses: {
        '200': json(
          'The products',
          z.object({ products: z.array(product), total: z.number().int().meta({ description: 'How many products' }) }).meta({ id: 'ProductList' }),
        ),
        // 400 INVALID_FILTER for an unknown category, type or content.
        ...refusals('shop'),
      },
    }),
  },
  ...missingIdPath(`${STORE}/product`, 'get',
    productOperation('getProductWithoutId', "Without an id: 400 MISSING_PRODUCT_ID, \"You must provide product's id\"", {
      requestParams: { query: localeOnly },
      responses: refusals('shop'),
    }),
  ),
  [`${STORE}/product/{id}`]: {
    get: productOperation('getProduct', 'One published product with its context (model and a first empty entry)', {
      requestParams: { path: z.object({ id: productIdParam }), query: localeOnly },
      responses: { '200': json('The product', productDetail), ...refusals('shop', 404) },
    }),
  },
  ...missingIdPath(`${STORE}/product/check/price`, 'post',
    productOperation('checkProductPriceWithoutId', "Without a product id: 400 MISSING_PRODUCT_ID, \"You must provide product's id\"", {
      requestParams: { query: localeOnly },
      responses: refusals('shop'),
    }),
  ),
  [`${STORE}/product/check/price/{productId}`]: {
    post: productOperation('checkProductPrice', 'The server’s price of a context for a product, checked by its rules first; any amount sent is ignored', {
      requestParams: { path: z.object({ productId: productIdParam }), query: localeOnly },
      requestBody: jsonBodyOf(priceCheckInput),
      responses: {
        '200': json('The price, or {total: null, message} when the context cannot be priced', z.union([priced, notPriced])),
        ...refusals('shop', 404),
        '400': json('MISSING_PRODUCT_ID, too_many_lines, or form_errors with errors (field → first message) and lines', priceCheckRefusal),
      },
    }),
  },
  [`${STORE}/address/suggestions`]: {
    get: productOperation('suggestAddresses', 'Full addresses of the resort matching what is typed (the fullAddress autocomplete)', {
      requestParams: {
        query: z.object({
          q: z.string().optional().meta({ description: 'What is typed (at most 200 characters read; under 2: no suggestion)', example: 'moubra 6' }),
          locale: localeParam,
        }),
      },
      responses: {
        '200': json(
          'At most 8 addresses, best first; [] when none or the service fails',
          z.object({ suggestions: z.array(z.string()) }).meta({ id: 'AddressSuggestions', example: { suggestions: ['Route de la Moubra 6, 3963 Crans-Montana'] } }),
        ),
        ...refusals('shop'),
      },
    }),
  },
}

export const shopPaths: ZodOpenApiPathsObject = { ...cartPaths, ...orderPaths, ...productPaths }
