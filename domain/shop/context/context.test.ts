import { describe, expect, it } from 'vitest'
import { ADDRESSES, suggest, transferModel } from './fixtures.test-data'
import {
  checkContext,
  type ContextModel,
  isContextValid,
  isFieldActive,
  normalizeEntries,
  numberChoices,
  parseContextModel,
  seedContext,
} from './index'

const today = '2026-11-23'

describe('seedContext', () => {
  it('seeds one entry with every model field empty and quantity 1', () => {
    expect(seedContext(transferModel)).toEqual([
      { trip: null, dateFrom: null, addressFrom: null, people: null, returnDateFrom: null, returnAddressFrom: null, childSeat: false, quantity: 1 },
    ])
  })
  it('gives a bulk line without a people field its people count', () => {
    const model: ContextModel = { ...transferModel, bulk: true, fields: transferModel.fields.filter((f) => f.name !== 'people') }
    expect(seedContext(model)[0]).toMatchObject({ people: 1, quantity: 1 })
  })
})

describe('normalizeEntries', () => {
  it('keeps only the model fields and quantity, with values of their type', () => {
    const [entry] = normalizeEntries(transferModel, {
      trip: 'oneWay',
      dateFrom: ' 12.01.2027 ',
      people: '3',
      childSeat: 'on',
      total: 1,
      price: 999,
      __proto__: { x: 1 },
      quantity: 2,
    })
    expect(entry).toEqual({
      trip: 'oneWay', dateFrom: '12.01.2027', addressFrom: null, people: 3, returnDateFrom: null, returnAddressFrom: null, childSeat: true, quantity: 2,
    })
  })
  it.each([undefined, null, 0, '0', -3, 1.5, 'two', '', {}])('resets quantity %j to 1', (quantity) => {
    expect(normalizeEntries(transferModel, [{ quantity }])[0].quantity).toBe(1)
  })
  it('never throws on bad input and gives the empty first entry', () => {
    for (const raw of [null, undefined, 42, 'text', [], [1, 'x', null], { data: 'x' }, true]) {
      expect(normalizeEntries(transferModel, raw)).toEqual(seedContext(transferModel))
    }
  })
  it('reads a list, one entry or {data: [...]}, one entry for a product without bulk', () => {
    expect(normalizeEntries(transferModel, { data: [{ people: 2 }, { people: 4 }] })).toHaveLength(1)
    expect(normalizeEntries(transferModel, [{ people: 2 }, { people: 4 }])[0].people).toBe(2)
  })
  it('keeps every bulk line with its people count, and one line beyond 20 for the check to refuse', () => {
    const model: ContextModel = { ...transferModel, bulk: true, fields: transferModel.fields.filter((f) => f.name !== 'people') }
    const lines = normalizeEntries(model, [{ people: 2 }, { people: '0' }, { people: 'x', quantity: 0 }])
    expect(lines.map((l) => [l.people, l.quantity])).toEqual([[2, 1], [1, 1], [1, 1]])
    expect(normalizeEntries(model, Array.from({ length: 20 }, () => ({})))).toHaveLength(20)
    expect(normalizeEntries(model, Array.from({ length: 10_000 }, () => ({})))).toHaveLength(21)
  })
  it('keeps a quantity or a people count above the maximum as sent, for the rules to refuse', () => {
    const model: ContextModel = { ...transferModel, bulk: true, fields: transferModel.fields.filter((f) => f.name !== 'people') }
    const [entry] = normalizeEntries(model, [{ quantity: 1_000_000, people: '1000000' }])
    expect(entry).toMatchObject({ quantity: 1_000_000, people: 1_000_000 })
    expect(normalizeEntries(model, [{ quantity: '99999999999999999999999' }])[0].quantity).toBe(Number.MAX_SAFE_INTEGER)
  })
  it('clears a field that does not apply (the return of a one-way trip)', () => {
    const [entry] = normalizeEntries(transferModel, { trip: 'oneWay', returnDateFrom: '14.01.2027', returnAddressFrom: 'x' })
    expect(entry.returnDateFrom).toBeNull()
    expect(entry.returnAddressFrom).toBeNull()
    const [round] = normalizeEntries(transferModel, { trip: 'roundTrip', returnDateFrom: '14.01.2027' })
    expect(round.returnDateFrom).toBe('14.01.2027')
  })
  it('keeps carried values (a rental period) and cuts long texts', () => {
    const model: ContextModel = { ...transferModel, carried: ['startPeriod', 'endPeriod'] }
    const [entry] = normalizeEntries(model, { startPeriod: '2027-01-09', endPeriod: 5, addressFrom: 'x'.repeat(900) })
    expect(entry.startPeriod).toBe('2027-01-09')
    expect(entry).not.toHaveProperty('endPeriod')
    expect(String(entry.addressFrom)).toHaveLength(500)
  })
})

describe('checkContext', () => {
  const valid = { trip: 'oneWay', dateFrom: '12.01.2027', addressFrom: ADDRESSES[0], people: 2 }
  const check = (raw: unknown, locale = 'fr') =>
    checkContext(transferModel, normalizeEntries(transferModel, raw), locale, { today, addressSuggestions: suggest })

  it('accepts a complete context: all empty objects', () => {
    const errors = check(valid)
    expect(errors).toEqual([{}])
    expect(isContextValid(errors)).toBe(true)
  })
  it('gives field → message per entry, in French and English', () => {
    expect(check({})).toEqual([{ trip: 'Ce champ est requis', dateFrom: 'Ce champ est requis', addressFrom: 'Ce champ est requis', people: 'Ce champ est requis' }])
    expect(check({ ...valid, dateFrom: '22.11.2026', addressFrom: 'Nowhere 1', people: 9 }, 'en')).toEqual([
      { dateFrom: 'This field is invalid', addressFrom: 'Please enter a valid address', people: 'This field must be at most 8' },
    ])
    expect(isContextValid(check({}))).toBe(false)
  })
  it('requires the return fields only for a round trip', () => {
    expect(check({ ...valid, trip: 'roundTrip' }, 'en')).toEqual([{ returnDateFrom: 'This field is mandatory', returnAddressFrom: 'This field is mandatory' }])
    expect(check({ ...valid, trip: 'roundTrip', returnDateFrom: '19.01.2027', returnAddressFrom: ADDRESSES[1].toUpperCase() })).toEqual([{}])
  })
  it('refuses a choice the form does not offer', () => {
    expect(check({ ...valid, trip: 'twice' })).toEqual([{ trip: 'Ce champ est invalide' }])
  })
  it('leaves fullAddress to the server when no suggestions are given', () => {
    const entries = normalizeEntries(transferModel, { ...valid, addressFrom: 'Somewhere 3' })
    expect(checkContext(transferModel, entries, 'fr', { today })).toEqual([{}])
  })
  it('applies every rule kind a model may name', () => {
    const model = parseContextModel({
      code: 'all',
      title: 'All',
      bulk: true,
      carried: ['startPeriod', 'endPeriod'],
      fields: [
        { name: 'email', type: 'email', label: 'E-mail', rules: [{ kind: 'required' }, { kind: 'email' }] },
        { name: 'password', type: 'password', label: 'Password', rules: [{ kind: 'required' }] },
        { name: 'passwordAgain', type: 'password', label: 'Again', rules: [{ kind: 'confirm', field: 'password' }] },
        { name: 'terms', type: 'checkbox', label: 'Terms', rules: [{ kind: 'checked' }] },
        { name: 'birthdate', type: 'date', label: 'Birthdate', rules: [{ kind: 'adult' }] },
        { name: 'country', type: 'country', label: 'Country', rules: [{ kind: 'required' }] },
        { name: 'state', type: 'state', label: 'State', rules: [{ kind: 'required' }] },
        { name: 'phone', type: 'text', label: 'Phone', rules: [{ kind: 'phone', countryField: 'country' }] },
        { name: 'day', type: 'date', label: 'Day', rules: [{ kind: 'includedInRentalDates' }] },
        { name: 'hours', type: 'text', label: 'Hours', rules: [{ kind: 'min', value: 2 }, { kind: 'max', value: 6 }] },
      ],
    })
    const line = {
      email: 'nope', password: 'secret-123', passwordAgain: 'other', terms: false, birthdate: '01.01.2015', country: 'CH', state: 'XX',
      phone: '07911 123456', day: '20.01.2027', hours: '1', startPeriod: '2027-01-09', endPeriod: '2027-01-16', people: 3,
    }
    expect(checkContext(model, normalizeEntries(model, [line]), 'fr', { today })).toEqual([
      {
        email: 'Ce champ doit être une adresse e-mail valide',
        passwordAgain: 'Veuillez confirmer votre mot de passe',
        terms: 'Ce champ est requis',
        birthdate: "Vous n'êtes pas majeur",
        state: 'Ce champ est invalide',
        phone: 'Ce champ doit être un numéro de téléphone valide',
        day: 'Veuillez saisir une date comprise dans les dates choisies pour la location',
        hours: 'Ce champ doit être supérieur ou égal à 2',
      },
    ])
    const fixed = { ...line, email: 'anne@example.ch', passwordAgain: 'secret-123', terms: true, birthdate: '01.01.1980', country: 'FR', state: 'Savoie', phone: '06 12 34 56 78', day: '12.01.2027', hours: '3' }
    expect(checkContext(model, normalizeEntries(model, [fixed, { ...fixed, people: 0 }]), 'en', { today })).toEqual([{}, {}])
  })
})

describe('model helpers', () => {
  it('offers min..max in a select and shows requiredIf fields only when they apply', () => {
    const people = transferModel.fields.find((f) => f.name === 'people')!
    expect(numberChoices(people)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    const back = transferModel.fields.find((f) => f.name === 'returnDateFrom')!
    expect(isFieldActive(back, { trip: 'oneWay' })).toBe(false)
    expect(isFieldActive(back, { trip: 'roundTrip' })).toBe(true)
  })
  it('reads a stored model without trusting it', () => {
    const model = parseContextModel({
      code: 'x',
      fields: [
        { name: 'ok', type: 'text', label: { fr: 'Oui', en: 'Yes' }, rules: [{ kind: 'required' }, { kind: 'eval' }, { kind: 'min' }] },
        { name: 'quantity', type: 'text', label: 'Q' },
        { name: 'bad name', type: 'text', label: 'B' },
        { name: 'x', type: 'script', label: 'S' },
        { name: 'ok', type: 'email', label: 'Twice' },
      ],
    })
    expect(model.fields).toEqual([{ name: 'ok', type: 'text', label: { fr: 'Oui', en: 'Yes' }, rules: [{ kind: 'required' }] }])
    expect(parseContextModel('nonsense')).toEqual({ code: '', title: { fr: '' }, fields: [], bulk: false, carried: [] })
  })
})
