import { describe, expect, it } from 'vitest'
import { fieldOfRefusal, isMalformedStay, quoteApiPath, readStayFields, staySearch, stayRequestOf } from './stay-request'

const query = (search: string) => new URLSearchParams(search)

function form(entries: [string, string][]): FormData {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

describe('readStayFields', () => {
  it('reads the API parameters, children as a comma list', () => {
    expect(readStayFields(query('startPeriod=2026-12-19&endPeriod=2026-12-26&adults=2&children=4,9&locale=fr'))).toEqual({
      from: '2026-12-19',
      to: '2026-12-26',
      adults: '2',
      children: ['4', '9'],
    })
  })

  it('takes children[] repeated, and the former from, to and persons', () => {
    expect(readStayFields(query('from=2026-12-19&to=2026-12-26&persons=3&children[]=5&children[]=16'))).toEqual({
      from: '2026-12-19',
      to: '2026-12-26',
      adults: '3',
      children: ['5', '16'],
    })
  })

  it('prefers startPeriod to from and adults to persons; trims; leaves out empty ages', () => {
    const fields = readStayFields(query('from=2026-01-03&startPeriod=%202026-12-19%20&endPeriod=2026-12-26&persons=4&adults=2&children=,%206,'))
    expect(fields).toEqual({ from: '2026-12-19', to: '2026-12-26', adults: '2', children: ['6'] })
  })

  it('keeps as many children as the form says, an age not chosen as empty', () => {
    const data = form([
      ['from', '2026-12-19'],
      ['to', '2026-12-26'],
      ['adults', '2'],
      ['childCount', '3'],
      ['children', '7'],
      ['children', ''],
    ])
    expect(readStayFields(data).children).toEqual(['7', '', ''])
    expect(readStayFields(form([['childCount', '1'], ['children', '4'], ['children', '9']])).children).toEqual(['4'])
    expect(readStayFields(form([['childCount', '0'], ['children', '4']])).children).toEqual([])
  })

  it('bounds what it keeps: texts of 32 characters, 40 children at most', () => {
    const long = readStayFields(query(`from=${'9'.repeat(5000)}&adults=${'1'.repeat(5000)}&children=${Array(500).fill('1').join(',')}`))
    expect(long.from).toHaveLength(32)
    expect(long.adults).toHaveLength(32)
    expect(long.children).toHaveLength(40)
    expect(readStayFields(query(`childCount=99&children=${'5'.repeat(100)}`)).children).toEqual(['5'.repeat(32), ...Array(39).fill('')])
    expect(readStayFields(query(`${Array(1000).fill('children=1').join('&')}`)).children).toHaveLength(40)
  })

  it('gives empty fields when nothing is asked', () => {
    expect(readStayFields(query(''))).toEqual({ from: '', to: '', adults: '', children: [] })
  })
})

describe('stayRequestOf', () => {
  it('needs both dates, with a message in French and English', () => {
    expect(stayRequestOf({ from: '2026-12-19', to: '', adults: '2', children: [] })).toEqual({
      ok: false,
      code: 'missing_period',
      messages: { fr: "Choisissez une date d'arrivée et une date de départ.", en: 'Choose an arrival and a departure date.' },
    })
  })

  it('turns the party into numbers; one adult when none is named', () => {
    expect(stayRequestOf({ from: '2026-12-19', to: '2026-12-26', adults: '', children: ['5', '6', '15', '16'] })).toEqual({
      ok: true,
      value: { stay: { arrival: '2026-12-19', departure: '2026-12-26' }, guests: { adults: 1, childAges: [5, 6, 15, 16] } },
    })
  })

  it('leaves what is not a whole number to the rules (NaN, which they refuse)', () => {
    const request = stayRequestOf({ from: '2026-12-19', to: '2026-12-26', adults: 'two', children: ['', '4.5', '-1'] })
    if (!request.ok) throw new Error('refused')
    expect(request.value.guests.adults).toBeNaN()
    expect(request.value.guests.childAges.every(Number.isNaN)).toBe(true)
  })

  it('reads a party of a million as a number (the capacity rule says how many fit), Infinity and 1e309 as none', () => {
    const stay = { from: '2026-12-19', to: '2026-12-26', children: [] }
    const adults = (text: string) => {
      const request = stayRequestOf({ ...stay, adults: text })
      return request.ok ? request.value.guests.adults : null
    }
    expect(adults('1000000')).toBe(1_000_000)
    for (const text of ['Infinity', '1e309', '0x10', '-1', '1.5', '9999999999']) expect(adults(text)).toBeNaN()
  })
})

describe('isMalformedStay', () => {
  it('finds what no stay can be: a day that is no date, a count that is no whole number or above 40', () => {
    for (const search of ['from=0', 'to=2026-13-45', 'startPeriod=' + 'x'.repeat(2000), 'adults=Infinity', 'persons=1e309', 'adults=-1', 'adults=1.5', 'adults=1000000', 'adults=41', 'childCount=abc', 'childCount=41', 'children=4,abc']) {
      expect(isMalformedStay(query(search)), search).toBe(true)
    }
  })

  it('leaves to the rules a stay they refuse: a Sunday, no adult, a party of 40, an age of 19', () => {
    for (const search of ['', 'from=2026-12-20&to=2026-12-27', 'adults=0', 'adults=40', 'children=19', 'childCount=2&children=4', 'from=9999-12-31']) {
      expect(isMalformedStay(query(search)), search).toBe(false)
    }
  })
})

describe('links and API calls', () => {
  it('writes the rental page parameters, leaving out the empty ones', () => {
    expect(staySearch({ from: '2026-12-19', to: '2026-12-26', adults: '2', children: ['4', '9'] })).toBe(
      '?from=2026-12-19&to=2026-12-26&adults=2&children=4%2C9',
    )
    expect(staySearch({ from: '2026-12-19', to: '2026-12-26' })).toBe('?from=2026-12-19&to=2026-12-26')
    expect(staySearch({})).toBe('')
  })

  it('asks the quote API with its own names, keeping a child whose age is not chosen', () => {
    expect(quoteApiPath(12, { from: '2026-12-19', to: '2026-12-26', adults: '2', children: ['4', ''] }, 'en')).toBe(
      '/api/locations/12/price?startPeriod=2026-12-19&endPeriod=2026-12-26&adults=2&children=4%2C&childCount=2&locale=en',
    )
    const path = quoteApiPath(12, { from: '2026-12-19', to: '2026-12-26', adults: '2', children: ['4', ''] }, 'en')
    expect(readStayFields(new URL(path, 'http://x').searchParams).children).toEqual(['4', ''])
  })

  it('puts each refusal beside the field it is about', () => {
    expect(fieldOfRefusal('arrival_weekday')).toBe('from')
    expect(fieldOfRefusal('departure_weekday')).toBe('to')
    expect(fieldOfRefusal('too_long')).toBe('to')
    expect(fieldOfRefusal('over_capacity')).toBe('adults')
    expect(fieldOfRefusal('invalid_child_age')).toBe('children')
    expect(fieldOfRefusal('no_availability')).toBe('from')
  })
})
