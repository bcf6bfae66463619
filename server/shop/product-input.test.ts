import { describe, expect, it } from 'vitest'
import { priceCheckBody } from './product-input'

describe('the price check body', () => {
  it('takes a list of entries, {data: [...]} or one entry; no body is an empty context', () => {
    expect(priceCheckBody([{ people: 2 }])).toEqual({ ok: true, raw: [{ people: 2 }] })
    expect(priceCheckBody({ data: [{ people: 2 }] })).toEqual({ ok: true, raw: { data: [{ people: 2 }] } })
    expect(priceCheckBody({ people: 2 })).toEqual({ ok: true, raw: { people: 2 } })
    expect(priceCheckBody(undefined)).toEqual({ ok: true, raw: null })
  })

  it('names the parts of a body of another shape', () => {
    expect(priceCheckBody('people=2')).toEqual({ ok: false, parts: ['body'] })
    expect(priceCheckBody([{ people: 2 }, 3])).toEqual({ ok: false, parts: ['body'] })
  })
})
