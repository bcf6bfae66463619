import { Hono, type Context } from 'hono'
import { MAX_QUERY_LENGTH } from '../../domain/address/types'
import { MAX_ITEM_TOTAL } from '../../domain/shop/cart/limits'
import { cartMessage } from '../../domain/shop/cart/messages'
import { PRODUCT_ERRORS, shopMessage } from '../../domain/shop/messages'
import { firstErrors } from '../../domain/shop/context'
import { textIn } from '../../domain/i18n/bilingual'
import { localeOrFrench } from '../../domain/i18n/locales'
import { checkPrice } from '../../domain/shop/price-check.server'
import { findProduct, isProductCategory, listProducts, type ProductFilter } from '../../domain/shop/products.repository.server'
import type { AppEnv } from '../env'
import { priceCheckBody } from '../shop/product-input'
import { shopDeps } from '../shop/visitor.server'
import { jsonBody } from './body'
import { shopError } from './errors'

type Ctx = Context<AppEnv>


/** A product id in a path: digits only, positive; null otherwise. */
export function productIdOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}

const missingId = (c: Ctx) => shopError(c, 400, PRODUCT_ERRORS.missingId.code, PRODUCT_ERRORS.missingId.message)
const notFound = (c: Ctx) => shopError(c, 404, PRODUCT_ERRORS.notFound.code, PRODUCT_ERRORS.notFound.message)

function filterOf(c: Ctx): { ok: true; filter: ProductFilter } | { ok: false; message: string } {
  const filter: ProductFilter = {}
  const category = c.req.query('category')
  if (category !== undefined && category !== '') {
    if (!isProductCategory(category)) return { ok: false, message: 'category must be one of rental, option, package, service' }
    filter.category = category
  }
  const type = c.req.query('type')
  if (type !== undefined && type !== '') {
    if (!/^[a-zA-Z][a-zA-Z0-9_-]{0,49}$/.test(type)) return { ok: false, message: 'type is not a product type' }
    filter.type = type
  }
  const content = c.req.query('content')
  if (content !== undefined && content !== '') {
    const id = productIdOf(content)
    if (id === null) return { ok: false, message: 'content must be a content id' }
    filter.contentId = id
  }
  return { ok: true, filter }
}

/**
 * /shop/api/store: products, their contexts and prices, and address suggestions (SPEC §7).
 * Errors answer {code, message}, plus `errors` (field → message) for an invalid context.
 */
export function shopProductsApi() {
  const api = new Hono<AppEnv>()

  /** GET /products?locale=…&category=option|package|service&type=…&content=… → {products} */
  api.get('/products', async (c) => {
    const parsed = filterOf(c)
    if (!parsed.ok) return shopError(c, 400, PRODUCT_ERRORS.invalidFilter.code, parsed.message)
    const products = await listProducts(c.get('app').db, { locale: localeOrFrench(c.req.query('locale')), filter: parsed.filter })
    return c.json({ products, total: products.length })
  })

  api.get('/product', missingId)
  api.get('/product/', missingId)

  /** GET /product/{id}?locale=… → the product with its context {id, code, model, title, data}. */
  api.get('/product/:id', async (c) => {
    const id = productIdOf(c.req.param('id'))
    if (id === null) return missingId(c)
    const product = await findProduct(c.get('app').db, id, localeOrFrench(c.req.query('locale')))
    return product ? c.json(product) : notFound(c)
  })

  api.post('/product/check/price', missingId)
  api.post('/product/check/price/', missingId)

  /**
   * POST /product/check/price/{productId}?locale=… with the context data (a list of entries, one
   * entry, or {data: [...]}) → {total, subTotal, currency}; {total: null, message} when it cannot
   * be priced; 400 form_errors with the field errors when the context is invalid.
   */
  api.post('/product/check/price/:productId', async (c) => {
    const id = productIdOf(c.req.param('productId'))
    if (id === null) return missingId(c)
    const locale = localeOrFrench(c.req.query('locale'))
    const body = priceCheckBody(jsonBody(c))
    if (!body.ok) {
      const errors = Object.fromEntries(body.parts.map((part) => [part, cartMessage('badBody', locale)]))
      return c.json({ code: PRODUCT_ERRORS.formErrors.code, message: shopMessage('formErrors', locale), errors }, 400)
    }
    const result = await checkPrice(shopDeps(c.get('app')), { productId: id, raw: body.raw, locale })
    if (result.status === 'not_found') return notFound(c)
    if (result.status === 'too_many_lines') return shopError(c, 400, PRODUCT_ERRORS.tooManyLines.code, shopMessage('tooManyLines', locale))
    if (result.status === 'invalid') {
      return c.json(
        { code: PRODUCT_ERRORS.formErrors.code, message: shopMessage('formErrors', locale), errors: firstErrors(result.errors), lines: result.errors },
        400,
      )
    }
    if (result.status === 'too_high') {
      const message = cartMessage('itemAmountTooHigh', locale, { amount: MAX_ITEM_TOTAL })
      return c.json({ total: null, subTotal: null, currency: result.currency, message })
    }
    if (result.status === 'unavailable') {
      return c.json({ total: null, subTotal: null, currency: result.currency, message: shopMessage('unavailablePrice', locale) })
    }
    if (result.status === 'refused') {
      return c.json({ total: null, subTotal: null, currency: result.currency, code: result.code, message: textIn(result.messages, locale) })
    }
    const { price } = result
    return c.json({
      total: price.total,
      subTotal: price.total,
      totalExcludingTax: price.totalExcludingTax,
      vatRate: price.vatRate,
      currency: result.currency,
    })
  })

  /** GET /address/suggestions?q=…&locale=… → {suggestions}: the fullAddress autocomplete. */
  api.get('/address/suggestions', async (c) => {
    const query = (c.req.query('q') ?? '').slice(0, MAX_QUERY_LENGTH)
    const suggestions = await c.get('app').address.suggest(query, localeOrFrench(c.req.query('locale')))
    return c.json({ suggestions })
  })

  return api
}
