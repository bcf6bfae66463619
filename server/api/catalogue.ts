import { Hono } from 'hono'
import type { AppEnv } from '../env'

/** /api/*: locations, sales, prices and selection (filled by the catalogue issue). */
export function catalogueApi() {
  const api = new Hono<AppEnv>()
  return api
}
