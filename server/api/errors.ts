import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Error shapes per API family (DESIGN §1). */
export const shopError = (c: Context, status: ContentfulStatusCode, code: string, message: string) =>
  c.json({ code, message }, status)

export const catalogueError = (c: Context, status: ContentfulStatusCode, message: string) =>
  c.json({ success: false, message }, status)

export const contentError = (c: Context, status: ContentfulStatusCode, message: string) =>
  c.json({ status, message }, status)
