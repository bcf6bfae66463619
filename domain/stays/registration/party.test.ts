import { describe, expect, it } from 'vitest'
import { ageOn, bandOfAge, bandsOfParty, partyOfItem, rateOn, travellersExpected } from './party'

describe('the party of a stay', () => {
  it('comes from the stay quote, else from the context entry', () => {
    expect(partyOfItem({ stay: { guests: { adults: 2, childAges: [4, 9], total: 4 } }, context: [] })).toEqual({ adults: 2, childAges: [4, 9] })
    expect(partyOfItem({ stay: null, context: [{ adults: '3', children: '12' }] })).toEqual({ adults: 3, childAges: [12] })
    expect(partyOfItem({ stay: null, context: null })).toEqual({ adults: 0, childAges: [] })
  })
  it('registers everyone booked, one traveller at least', () => {
    expect(travellersExpected({ adults: 2, childAges: [4, 9] })).toBe(4)
    expect(travellersExpected({ adults: 0, childAges: [] })).toBe(1)
  })
  it('counts the party by tourist-tax band: adult from 16, child from 6, free below', () => {
    expect(bandsOfParty({ adults: 2, childAges: [3, 6, 15, 16] }, '2027-01-10')).toEqual({ adult: 3, child: 2, free: 1 })
    expect(bandOfAge(5, rateOn('2027-01-10'))).toBe('free')
  })
  it('reads ages in whole years on a day', () => {
    expect(ageOn('2011-02-14', '2027-02-13')).toBe(15)
    expect(ageOn('2011-02-14', '2027-02-14')).toBe(16)
  })
})
