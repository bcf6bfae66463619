import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { shopCartApi } from './shop-cart'

/** /shop/api/store/*: cart, products, orders, payment, auth and account (filled by the shop issues). */
export function shopApi() {
  const api = new Hono<AppEnv>()
  api.route('/', shopCartApi())
  return api
}
