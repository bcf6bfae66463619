import { describe, expect, it } from 'vitest'
import { addItemBody, contactBody, entriesOf, reductionCodeBody, updateCartBody } from './cart-input'

describe('cart bodies', () => {
  it('find the context data in a list, or under data, context or entries', () => {
    const entries = [{ people: 2 }]
    expect(entriesOf(entries)).toBe(entries)
    expect(entriesOf({ data: entries })).toBe(entries)
    expect(entriesOf({ context: entries })).toBe(entries)
    expect(entriesOf({ entries })).toBe(entries)
    expect(entriesOf({ data: { people: 2 } })).toBeUndefined()
    expect(entriesOf('people=2')).toBeUndefined()
  })
  it('give an addition its entries and the item an option hangs under', () => {
    expect(addItemBody({ data: [{ people: 1 }], slider: 'cart', linkedToItem: '7' })).toEqual({ entries: [{ people: 1 }], linkedToItem: '7' })
    expect(addItemBody([{ people: 1 }])).toEqual({ entries: [{ people: 1 }], linkedToItem: undefined })
  })
  it('give an update its remarks and orderItems (SPEC §3 names), each context as a list of entries, and never an amount', () => {
    const body = { remarks: 'Arrivée tardive', total: 1, orderItems: [{ id: '3', context: { data: [{ people: 4 }] }, total: 1 }, 'junk'] }
    expect(updateCartBody(body)).toEqual({
      remarks: 'Arrivée tardive',
      items: [
        { id: '3', context: [{ people: 4 }] },
        { id: undefined, context: undefined },
      ],
    })
    expect(updateCartBody([1, 2])).toEqual({ remarks: undefined, items: [] })
    // The items of the cart it was given: an old name (`items`) is not read.
    expect(updateCartBody({ items: [{ id: '3', context: [] }] })).toEqual({ remarks: undefined, items: [] })
  })
  it('give a contact its fields with their defaults, and a reduction its code', () => {
    expect(contactBody({ firstName: ' Anne ', cg: true })).toMatchObject({ firstName: 'Anne', cg: 'true', country: 'CH', state: 'VS', title: 'mr' })
    expect(contactBody(['x'])).toMatchObject({ country: 'CH' })
    expect(reductionCodeBody({ code: 'hiver50' })).toBe('hiver50')
    expect(reductionCodeBody(null)).toBeUndefined()
  })
})
