import { describe, expect, it } from 'vitest'
import { pageHref, pageOf, readPage } from './paging'

describe('paging', () => {
  it('reads a whole page number from 1, and refuses anything else with a message', () => {
    expect(readPage(null)).toEqual({ ok: true, page: 1 })
    expect(readPage('3')).toEqual({ ok: true, page: 3 })
    for (const given of ['0', '-1', '1.5', 'abc', '999999']) expect(readPage(given)).toMatchObject({ ok: false, page: 1, problem: { field: 'page' } })
  })

  it('slices a page and answers the last page for one past it', () => {
    const items = Array.from({ length: 30 }, (_, i) => i)
    expect(pageOf(items, 1)).toEqual({ items: items.slice(0, 12), page: 1, pages: 3 })
    expect(pageOf(items, 3).items).toEqual(items.slice(24))
    expect(pageOf(items, 9)).toMatchObject({ page: 3, pages: 3 })
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1 })
  })

  it('keeps the filters in a page address', () => {
    expect(pageHref({ rooms: '3', sort: 'price_desc' }, 2)).toBe('?rooms=3&sort=price_desc&page=2')
    expect(pageHref({ rooms: '3' }, 1)).toBe('?rooms=3')
  })
})
