import { Hono } from 'hono'
import type { AppEnv } from '../env'

/** /aio/*: contents, content and search (filled by the content issue). */
export function contentApi() {
  const api = new Hono<AppEnv>()
  return api
}
