import { describe, expect, it } from 'vitest'
import { CartError } from '../../domain/shop/cart/outcome'
import { addItemBody, bulkLinesBody, contactBody, quantityBody, reductionCodeBody, updateCartBody } from './cart-input'

/** The refusal a body of another shape gets: form_errors naming each wrong part. */
function refusalOf(read: () => unknown): CartError {
  try {
    read()
  } catch (error) {
    if (error instanceof CartError) return error
    throw error
  }
  throw new Error('the body was read')
}

describe('cart bodies', () => {
  it('give an addition its entries, from a list or under data, context or entries, and the item an option hangs under', () => {
    const entries = [{ people: 1 }]
    expect(addItemBody({ data: entries, slider: 'cart', linkedToItem: '7' }, 'fr')).toEqual({ entries, linkedToItem: '7' })
    expect(addItemBody(entries, 'fr')).toEqual({ entries, linkedToItem: undefined })
    expect(addItemBody({ context: entries }, 'fr').entries).toEqual(entries)
    expect(addItemBody({ entries }, 'fr').entries).toEqual(entries)
    // No body: the command says what is missing.
    expect(addItemBody(undefined, 'fr')).toEqual({ entries: undefined, linkedToItem: undefined })
  })

  it('refuse a body of another shape as form_errors naming the wrong part, in the asked language', () => {
    const fr = refusalOf(() => addItemBody({ data: { people: 2 } }, 'fr'))
    expect(fr.failure).toMatchObject({ status: 400, code: 'form_errors', errors: { data: 'La requête est illisible.' } })
    const en = refusalOf(() => addItemBody('people=2', 'en'))
    expect(en.failure).toMatchObject({ status: 400, code: 'form_errors', errors: { body: 'The request cannot be read.' } })
    expect(refusalOf(() => addItemBody([1, 2], 'en')).failure.errors).toEqual({ '0': 'The request cannot be read.', '1': 'The request cannot be read.' })
    expect(refusalOf(() => bulkLinesBody({ data: 'x' }, 'fr')).failure.errors).toHaveProperty('data')
  })

  it('give a bulk creation one element per item: an entry or a list of entries', () => {
    const lines = [{ people: 2 }, [{ people: 3 }]]
    expect(bulkLinesBody(lines, 'fr')).toEqual(lines)
    expect(bulkLinesBody({ data: lines }, 'fr')).toEqual(lines)
    expect(bulkLinesBody(undefined, 'fr')).toBeUndefined()
  })

  it('give an update its remarks and orderItems (SPEC §3 names), each context as a list of entries, and never an amount', () => {
    const body = { remarks: 'Arrivée tardive', total: 1, orderItems: [{ id: '3', context: { data: [{ people: 4 }] }, total: 1 }, { id: 4, context: [{ people: 2 }] }] }
    expect(updateCartBody(body, 'fr')).toEqual({
      remarks: 'Arrivée tardive',
      items: [
        { id: '3', context: [{ people: 4 }] },
        { id: 4, context: [{ people: 2 }] },
      ],
    })
    expect(updateCartBody(undefined, 'fr')).toEqual({ remarks: undefined, items: [] })
    // The items of the cart it was given: an old name (`items`) is not read.
    expect(updateCartBody({ items: [{ id: '3', context: [] }] }, 'fr')).toEqual({ remarks: undefined, items: [] })
    expect(refusalOf(() => updateCartBody({ orderItems: [{ id: 3 }, 'junk'] }, 'en')).failure.errors).toEqual({ 'orderItems.1': 'The request cannot be read.' })
    expect(refusalOf(() => updateCartBody([1, 2], 'en')).failure.errors).toEqual({ body: 'The request cannot be read.' })
  })

  it('give a contact its fields with their defaults (booleans and numbers as text), a reduction its code, a quantity as sent', () => {
    expect(contactBody({ firstName: ' Anne ', zip: 3963, cg: true }, 'fr')).toMatchObject({ firstName: 'Anne', zip: '3963', cg: 'true', country: 'CH', state: 'VS', title: 'mr' })
    expect(contactBody(undefined, 'fr')).toMatchObject({ country: 'CH' })
    expect(refusalOf(() => contactBody(['x'], 'fr')).failure.code).toBe('form_errors')
    expect(refusalOf(() => contactBody({ firstName: { text: 'Anne' } }, 'en')).failure.errors).toEqual({ firstName: 'The request cannot be read.' })
    expect(reductionCodeBody({ code: 'hiver50' }, 'fr')).toBe('hiver50')
    expect(reductionCodeBody(null, 'fr')).toBeUndefined()
    expect(quantityBody({ quantity: '2' }, 'fr')).toBe('2')
    expect(quantityBody({}, 'fr')).toBeUndefined()
  })
})
