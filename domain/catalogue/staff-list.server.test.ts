import { PgDialect } from 'drizzle-orm/pg-core'
import type { SQL } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PUBLISHED, sales } from '../../db/schema'
import { searched, sortedBy, withStatus } from './staff-list.server'

const dialect = new PgDialect()
/** The SQL text and its parameters, as PostgreSQL gets them. */
function shown(query: SQL | undefined) {
  if (!query) return undefined
  const { sql, params } = dialect.sqlToQuery(query)
  return { sql, params }
}

describe('the back office lists', () => {
  it('search the reference and the title, what staff typed being letters', () => {
    expect(searched('', sales.reference, sales.place)).toBeUndefined()
    expect(shown(searched('50%_a', sales.reference, sales.place))).toEqual({
      sql: '("sales"."reference" ilike $1 or "sales"."place" ilike $2)',
      params: ['%50\\%\\_a%', '%50\\%\\_a%'],
    })
  })
  it('filter the published ones, the others, or none', () => {
    expect(shown(withStatus('published', sales.status))).toEqual({ sql: '"sales"."status" = $1', params: [PUBLISHED] })
    expect(shown(withStatus('unpublished', sales.status))).toEqual({ sql: '"sales"."status" <> $1', params: [PUBLISHED] })
    expect(withStatus(undefined, sales.status)).toBeUndefined()
    expect(withStatus('other', sales.status)).toBeUndefined()
  })
  it('sort as asked, or by reference', () => {
    const columns = { reference: sales.reference, price: sales.price }
    expect(shown(sortedBy({ sort: 'price', dir: 'desc' }, columns))?.sql).toBe('"sales"."price" desc')
    expect(shown(sortedBy({ sort: 'price', dir: 'asc' }, columns))?.sql).toBe('"sales"."price" asc')
    expect(shown(sortedBy({ sort: 'toString', dir: 'asc' }, columns))?.sql).toBe('"sales"."reference" asc')
  })
})
