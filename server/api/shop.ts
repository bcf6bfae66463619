import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { shopCartApi } from './shop-cart'
import { shopProductsApi } from './shop-products'
import { shopAuthApi } from './shop-auth'
import { shopOrdersApi } from './shop-orders'

/** /shop/api/store/*: cart, products, orders, payment, auth and account. */
export function shopApi() {
  const api = new Hono<AppEnv>()
  api.route('/', shopProductsApi())
  api.route('/', shopCartApi())
  api.route('/', shopAuthApi())
  api.route('/', shopOrdersApi())
  return api
}
