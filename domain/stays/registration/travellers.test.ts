import { describe, expect, it } from 'vitest'
import { checkTravellers, type TravellerInput } from './travellers'

const context = { arrival: '2027-02-13', today: '2027-01-05', party: { adults: 2, childAges: [9] }, isCountry: (code: string) => ['CH', 'FR', 'GB', 'DE'].includes(code) }
const empty: TravellerInput = { firstName: '', lastName: '', birthDate: '', nationality: '', documentType: '', documentNumber: '' }
const swiss: TravellerInput = { firstName: 'Anne', lastName: 'Rey', birthDate: '1980-04-02', nationality: 'CH', documentType: '', documentNumber: '' }
const french: TravellerInput = { firstName: 'Luc', lastName: "D'Arbois", birthDate: '02.05.1978', nationality: 'fr', documentType: 'id_card', documentNumber: 'x12 345 678' }

describe('the travellers of a stay', () => {
  it('takes a Swiss traveller without a document and a foreign one with it', () => {
    const checked = checkTravellers([swiss, french, empty], context)
    expect(checked).toEqual({
      ok: true,
      keepDocumentOf: [],
      travellers: [
        { position: 1, firstName: 'Anne', lastName: 'Rey', birthDate: '1980-04-02', nationality: 'CH', documentType: null, documentNumber: null },
        { position: 2, firstName: 'Luc', lastName: "D'Arbois", birthDate: '1978-05-02', nationality: 'FR', documentType: 'id_card', documentNumber: 'X12 345 678' },
      ],
    })
  })
  it('requires an identity document of every foreign traveller', () => {
    const checked = checkTravellers([{ ...french, documentType: '', documentNumber: '' }], context)
    expect(checked).toEqual({ ok: false, formError: null, errors: { 1: { documentType: 'documentRequired', documentNumber: 'documentRequired' } } })
    // A Swiss traveller's document fields are ignored, whatever they hold.
    const swissWithDocument = checkTravellers([{ ...swiss, documentType: 'passport', documentNumber: 'S1234567' }], context)
    expect(swissWithDocument.ok && swissWithDocument.travellers[0]?.documentNumber).toBe(null)
  })
  it('keeps a saved document number when the field is left empty', () => {
    const checked = checkTravellers([{ ...french, documentNumber: '' }], { ...context, savedDocument: (position) => position === 1 })
    expect(checked.ok && checked.keepDocumentOf).toEqual([1])
  })
  it('refuses a begun traveller with missing or wrong fields', () => {
    const checked = checkTravellers([{ ...empty, firstName: 'Zoé', birthDate: '2030-01-01', nationality: 'XX', documentType: 'visa', documentNumber: '!' }], context)
    expect(checked).toEqual({
      ok: false,
      formError: null,
      errors: { 1: { lastName: 'required', birthDate: 'birthInFuture', nationality: 'unknownCountry', documentType: 'unknownDocument', documentNumber: 'invalidDocumentNumber' } },
    })
    const other = checkTravellers([{ ...french, firstName: '1234', birthDate: '31.02.1990', documentType: 'visa', documentNumber: '!' }], context)
    expect(other).toEqual({ ok: false, formError: null, errors: { 1: { firstName: 'invalidName', birthDate: 'invalidDate', documentType: 'unknownDocument', documentNumber: 'invalidDocumentNumber' } } })
  })
  it('asks for one traveller at least', () => {
    expect(checkTravellers([empty, empty], context)).toEqual({ ok: false, errors: {}, formError: 'nothingFilled' })
  })
  it('refuses more children than booked (the booked adults are adults on arrival)', () => {
    const child = (birthDate: string) => ({ ...swiss, firstName: 'Léa', birthDate })
    expect(checkTravellers([swiss, child('2017-06-01')], context).ok).toBe(true)
    expect(checkTravellers([swiss, child('2017-06-01'), child('2019-06-01')], context)).toEqual({ ok: false, errors: {}, formError: 'partyMismatch' })
  })
})
