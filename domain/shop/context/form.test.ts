import { describe, expect, it } from 'vitest'
import { transferModel } from './fixtures.test-data'
import { applyLineAction, lineFieldName, readContextForm, readLineAction } from './form'
import type { ContextModel } from './types'

const skiPass: ContextModel = {
  code: 'skiPass',
  title: { fr: 'Forfaits' },
  bulk: true,
  carried: [],
  fields: [
    { name: 'days', type: 'select', label: { fr: 'Jours' }, min: 1, max: 7, rules: [{ kind: 'required' }] },
    { name: 'people', type: 'select', label: { fr: 'Personnes' }, min: 1, max: 10, rules: [{ kind: 'required' }] },
  ],
}

function form(fields: Array<[string, string]>): FormData {
  const data = new FormData()
  for (const [name, value] of fields) data.append(name, value)
  return data
}

describe('readContextForm', () => {
  it('reads the fields of line 0, an unticked checkbox as false, numbers as numbers', () => {
    const data = form([
      ['intent', 'add'],
      [lineFieldName(0, 'trip'), 'roundTrip'],
      [lineFieldName(0, 'people'), '3'],
      [lineFieldName(0, 'dateFrom'), '12.01.2027'],
      [lineFieldName(0, 'returnDateFrom'), '19.01.2027'],
      [lineFieldName(0, 'total'), '1'],
      ['lines[0][__proto__]', 'x'],
    ])
    expect(readContextForm(data, transferModel)).toEqual([
      { trip: 'roundTrip', dateFrom: '12.01.2027', addressFrom: null, people: 3, returnDateFrom: '19.01.2027', returnAddressFrom: null, childSeat: false, quantity: 1 },
    ])
  })
  it('reads a ticked checkbox', () => {
    expect(readContextForm(form([[lineFieldName(0, 'childSeat'), 'true']]), transferModel)[0]?.childSeat).toBe(true)
  })
  it('reads bulk lines in the order of their index, each with its people count', () => {
    const data = form([
      [lineFieldName(2, 'people'), '4'],
      [lineFieldName(0, 'people'), '2'],
      [lineFieldName(0, 'days'), '6'],
      [lineFieldName(2, 'days'), '1'],
    ])
    expect(readContextForm(data, skiPass)).toEqual([
      { days: 6, people: 2, quantity: 1 },
      { days: 1, people: 4, quantity: 1 },
    ])
  })
  it('gives the empty first entry for a form without lines', () => {
    expect(readContextForm(new URLSearchParams('intent=add'), skiPass)).toEqual([{ days: null, people: null, quantity: 1 }])
  })
})

describe('readLineAction', () => {
  it('reads the add and remove buttons', () => {
    expect(readLineAction(form([['line', 'add']]))).toEqual({ kind: 'add' })
    expect(readLineAction(form([['line', 'remove-2']]))).toEqual({ kind: 'remove', index: 2 })
    expect(readLineAction(form([['line', 'refresh']]))).toEqual({ kind: 'refresh' })
    expect(readLineAction(form([['line', 'drop']]))).toBeNull()
    expect(readLineAction(form([]))).toBeNull()
  })
})

describe('applyLineAction', () => {
  const two = [{ days: 6, people: 2, quantity: 1 }, { days: 1, people: 4, quantity: 1 }]
  it('adds an empty line to a bulk context, removes one but never the last', () => {
    expect(applyLineAction(skiPass, two, { kind: 'add' })).toEqual([...two, { days: null, people: null, quantity: 1 }])
    expect(applyLineAction(skiPass, two, { kind: 'remove', index: 0 })).toEqual([two[1]])
    expect(applyLineAction(skiPass, [two[0]!], { kind: 'remove', index: 0 })).toEqual([two[0]])
    expect(applyLineAction(skiPass, two, { kind: 'refresh' })).toEqual(two)
  })
  it('adds no line to a product without bulk', () => {
    expect(applyLineAction(transferModel, [two[0]!], { kind: 'add' })).toHaveLength(1)
  })
})
