import { describe, expect, it } from 'vitest'
import { adultChoices, childCountChoices, partyOf, pickerDate, shownAges, withAsked } from './guest-choices'

const values = (choices: { value: string }[]) => choices.map((c) => c.value)

describe('the lists of the booking box', () => {
  it('offer the persons the rental sleeps, and the asked value once more when it is not among them', () => {
    expect(values(adultChoices(4, '2'))).toEqual(['1', '2', '3', '4'])
    expect(values(adultChoices(4, '1000000'))).toEqual(['1', '2', '3', '4', '1000000'])
    expect(values(adultChoices(4, 'Infinity'))).toEqual(['1', '2', '3', '4', 'Infinity'])
    expect(values(childCountChoices(4, 40))).toEqual(['0', '1', '2', '3', '40'])
  })

  it('never grow with a rental row out of bounds', () => {
    expect(adultChoices(1e9, '1')).toHaveLength(40)
    expect(adultChoices(Number.POSITIVE_INFINITY, '1')).toHaveLength(1)
    expect(childCountChoices(Number.NaN, 0)).toHaveLength(1)
  })

  it('ask the ages of as many children as fit beside one adult', () => {
    expect(shownAges(Array(40).fill('4'), 4)).toEqual(['4', '4', '4'])
    expect(shownAges(['4', '9'], 4)).toEqual(['4', '9'])
  })

  it('show a long asked value cut', () => {
    expect(withAsked(['1'], 'x'.repeat(500)).at(-1)?.label).toBe(`${'x'.repeat(20)}…`)
  })
})

describe('partyOf', () => {
  it('is the party asked, within one and the rental’s persons', () => {
    expect(partyOf({ from: '', to: '', adults: '2', children: ['4'] }, 6)).toBe(3)
    expect(partyOf({ from: '', to: '', adults: '1000000', children: [] }, 6)).toBe(6)
    expect(partyOf({ from: '', to: '', adults: 'Infinity', children: [] }, 6)).toBe(1)
  })
})

describe('pickerDate', () => {
  it('keeps real days only', () => {
    expect(pickerDate('2026-12-19')).toBe('2026-12-19')
    for (const text of ['0', 'Infinity', '2026-13-45', '']) expect(pickerDate(text)).toBe('')
  })
})
