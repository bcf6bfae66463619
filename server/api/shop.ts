import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { shopCartApi } from './shop-cart'
import { shopProductsApi } from './shop-products'
import { shopAuthApi } from './shop-auth'
import { shopOrdersApi } from './shop-orders'
import { openApiCall, referencePage } from './reference'

/**
 * /shop/api/store/*: cart, products, orders, payment, auth and account, and the OpenAPI document of
 * every API (with its reference page in development).
 */
export function shopApi(options: { reference?: boolean } = {}) {
  const api = new Hono<AppEnv>()
  api.route('/', openApiCall())
  if (options.reference) api.route('/', referencePage())
  api.route('/', shopProductsApi())
  api.route('/', shopCartApi())
  api.route('/', shopAuthApi())
  api.route('/', shopOrdersApi())
  return api
}
