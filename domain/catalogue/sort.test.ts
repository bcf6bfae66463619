import { describe, expect, it } from 'vitest'
import { compareValues, DEFAULT_SORT, isSortOrder, sortCatalogue } from './sort'

const item = (id: number, price: unknown, rooms: unknown) => ({ id, price, number_of_rooms: rooms })
const ids = (items: { id: number }[]) => items.map((i) => i.id)

describe('compareValues', () => {
  it('compares numbers and numeric strings as numbers', () => {
    expect(compareValues(9, 10)).toBeLessThan(0)
    expect(compareValues('9', '10')).toBeLessThan(0)
    expect(compareValues('100000', 99999)).toBeGreaterThan(0)
    expect(compareValues('2.5', 2)).toBeGreaterThan(0)
    expect(compareValues(3, '3')).toBe(0)
  })
  it('compares anything else as text', () => {
    expect(compareValues('9', 'abc')).toBeLessThan(0)
    expect(compareValues('b', 'a')).toBeGreaterThan(0)
    expect(compareValues(null, undefined)).toBe(0)
  })
})

describe('sortCatalogue', () => {
  const items = [item(1, 300, 3), item(2, 100, 5), item(3, 200, 1), item(4, 100, 2)]
  it('sorts by price ascending by default, ties by rooms', () => {
    expect(DEFAULT_SORT).toBe('price_asc')
    expect(ids(sortCatalogue(items))).toEqual([4, 2, 3, 1])
  })
  it('sorts by price descending', () => {
    expect(ids(sortCatalogue(items, 'price_desc'))).toEqual([1, 3, 4, 2])
  })
  it('sorts by rooms both ways', () => {
    expect(ids(sortCatalogue(items, 'room_asc'))).toEqual([3, 4, 1, 2])
    expect(ids(sortCatalogue(items, 'room_desc'))).toEqual([2, 1, 4, 3])
  })
  it('breaks room ties by price, then keeps the original order', () => {
    const same = [item(1, 500, 2), item(2, 300, 2), item(3, 300, 2)]
    expect(ids(sortCatalogue(same, 'room_asc'))).toEqual([2, 3, 1])
  })
  it('sorts numeric strings numerically, not as text', () => {
    const strings = [item(1, '1000', 1), item(2, '900', 1)]
    expect(ids(sortCatalogue(strings, 'price_asc'))).toEqual([2, 1])
  })
  it('puts items without a price last in both directions', () => {
    const some = [item(1, null, 1), item(2, 200, 1), item(3, 100, 1)]
    expect(ids(sortCatalogue(some, 'price_asc'))).toEqual([3, 2, 1])
    expect(ids(sortCatalogue(some, 'price_desc'))).toEqual([2, 3, 1])
  })
  it('does not change the given list', () => {
    const copy = [...items]
    sortCatalogue(items, 'price_desc')
    expect(items).toEqual(copy)
  })
  it('recognises the sort orders', () => {
    expect(isSortOrder('room_desc')).toBe(true)
    expect(isSortOrder('title_asc')).toBe(false)
  })
})
