import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { shopAuthApi } from './shop-auth'

/** /shop/api/store/*: cart, products, orders, payment, auth and account (filled by the shop issues). */
export function shopApi() {
  const api = new Hono<AppEnv>()
  api.route('/', shopAuthApi())
  return api
}
