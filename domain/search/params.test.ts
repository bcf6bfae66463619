import { describe, expect, it } from 'vitest'
import { parseSearchParams } from './params'

describe('parseSearchParams', () => {
  it('has defaults', () => {
    expect(parseSearchParams({ q: '  ski  ' })).toEqual({ ok: true, value: { q: 'ski', locale: 'fr', types: [], count: 50 } })
  })
  it('reads every parameter', () => {
    expect(parseSearchParams({ q: 'ski', locale: 'en', types: ['sale', 'location', 'sale'], count: '5', status: '2' })).toEqual({
      ok: true,
      value: { q: 'ski', locale: 'en', types: ['sale', 'location'], count: 5 },
    })
  })
  it('accepts an absent or empty query', () => {
    expect(parseSearchParams({})).toMatchObject({ ok: true, value: { q: '' } })
  })
  it('refuses a query over 200 characters', () => {
    expect(parseSearchParams({ q: 'a'.repeat(201) })).toEqual({ ok: false, message: 'q must be at most 200 characters' })
    expect(parseSearchParams({ q: 'a'.repeat(200) }).ok).toBe(true)
  })
  it('refuses unknown types, locales, counts and statuses', () => {
    expect(parseSearchParams({ q: 'x', types: ['invite'] })).toMatchObject({ ok: false, message: expect.stringContaining('invite') })
    expect(parseSearchParams({ q: 'x', locale: 'xx' }).ok).toBe(false)
    expect(parseSearchParams({ q: 'x', locale: 'de' })).toMatchObject({ ok: true, value: { locale: 'fr' } })
    expect(parseSearchParams({ q: 'x', locale: 'it' })).toMatchObject({ ok: true, value: { locale: 'fr' } })
    expect(parseSearchParams({ q: 'x', count: '0' }).ok).toBe(false)
    expect(parseSearchParams({ q: 'x', count: '251' }).ok).toBe(false)
    expect(parseSearchParams({ q: 'x', status: '1' }).ok).toBe(false)
  })
})
