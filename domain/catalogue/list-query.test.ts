import { describe, expect, it } from 'vitest'
import { cursorAt, LOCATION_LIST_PARAMETERS, parseListPaging, pickFields, unknownParameter } from './list-query'
import type { LocationListItem } from './types'

const parse = (query: string) => parseListPaging(new URLSearchParams(query))

describe('unknownParameter', () => {
  it('names the first parameter the call does not read, and those it reads', () => {
    expect(unknownParameter(new URLSearchParams('kind=weekly&locale=en&limit=5').keys(), LOCATION_LIST_PARAMETERS)).toBeNull()
    expect(unknownParameter(new URLSearchParams('kind=weekly&utm_source=x').keys(), LOCATION_LIST_PARAMETERS)).toMatch(/^Unknown parameter "utm_source": this call reads kind, type, .*fields\.$/)
  })
})

describe('parseListPaging', () => {
  it('is the whole list with every field when nothing is asked', () => {
    expect(parse('kind=weekly')).toEqual({ ok: true, value: { page: null, fields: null } })
  })

  it('reads a limit from 1 to 100 and the offset behind the cursor the previous answer gave', () => {
    expect(parse('limit=100')).toEqual({ ok: true, value: { page: { limit: 100, offset: 0 }, fields: null } })
    expect(parse(`limit=20&cursor=${cursorAt(40)}`)).toEqual({ ok: true, value: { page: { limit: 20, offset: 40 }, fields: null } })
    for (const limit of ['0', '101', '-1', '1.5', 'ten', '']) expect(parse(`limit=${limit}`)).toMatchObject({ ok: false, message: 'limit must be a whole number from 1 to 100.' })
    expect(parse('limit=5&limit=6')).toMatchObject({ ok: false, message: 'limit may be given once.' })
  })

  it('refuses a cursor it did not give, or without a limit', () => {
    for (const cursor of ['', 'abc', '12', btoa('o:-1'), btoa('o:99999999'), 'x'.repeat(40), '%%%']) {
      expect(parse(`limit=5&cursor=${encodeURIComponent(cursor)}`), cursor).toMatchObject({ ok: false, message: expect.stringMatching(/^cursor is not one this API gave/) })
    }
    expect(parse(`cursor=${cursorAt(5)}`)).toMatchObject({ ok: false, message: 'cursor goes with limit.' })
  })

  it('reads fields from the fixed list, once each, and refuses others', () => {
    expect(parse('fields=id,title,latitude,longitude,price,id')).toEqual({ ok: true, value: { page: null, fields: ['id', 'title', 'latitude', 'longitude', 'price'] } })
    expect(parse('fields=id,password')).toMatchObject({ ok: false, message: expect.stringMatching(/^fields lists an unknown field "password": it may list id, kind, /) })
    expect(parse('fields=')).toMatchObject({ ok: false, message: expect.stringMatching(/^fields lists an empty field/) })
  })
})

describe('pickFields', () => {
  it('keeps the asked fields only, in the order asked', () => {
    const item = { id: 3, title: 'Chalet', latitude: 46.3, longitude: 7.48, price: 150_000, summary: 'long' } as unknown as LocationListItem
    expect(JSON.stringify(pickFields(item, ['price', 'id']))).toBe('{"price":150000,"id":3}')
    expect(pickFields(item, null)).toBe(item)
  })
})
