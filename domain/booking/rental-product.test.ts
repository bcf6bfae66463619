import { describe, expect, it } from 'vitest'
import { partyOf, rentalEntry } from './rental-product'

describe('partyOf', () => {
  it('reads the party a rental item stores: adults and the children’s ages', () => {
    expect(partyOf(rentalEntry({ arrival: '2027-01-09', departure: '2027-01-16' }, { adults: 2, childAges: [4, 9] }))).toEqual({ adults: 2, childAges: [4, 9] })
    expect(partyOf(rentalEntry({ arrival: '2027-01-09', departure: '2027-01-16' }, { adults: 3, childAges: [] }))).toEqual({ adults: 3, childAges: [] })
  })
  it('reads what clients send as text, a list of ages, or the older names of the adults', () => {
    expect(partyOf({ adults: '2', children: ' 0, 15 ' })).toEqual({ adults: 2, childAges: [0, 15] })
    expect(partyOf({ people: 4, childAges: [3, '7'] })).toEqual({ adults: 4, childAges: [3, 7] })
    expect(partyOf({ numberOfPersons: '5' })).toEqual({ adults: 5, childAges: [] })
    expect(partyOf(undefined)).toEqual({ adults: 0, childAges: [] })
  })
})
