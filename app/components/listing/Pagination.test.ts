import { describe, expect, it } from 'vitest'
import { pageNumbers } from './Pagination'

describe('pageNumbers', () => {
  it('shows every page of a short list', () => {
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4])
  })
  it('keeps the first, the last and two pages on each side of the current one', () => {
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20])
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 'gap', 20])
  })
})
