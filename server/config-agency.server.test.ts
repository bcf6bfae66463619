import { describe, expect, it } from 'vitest'
import { agencyAddressFromConfig, agencyFromConfig } from './agency.server'
import { ConfigError, readConfig } from './config.server'

describe('agency settings', () => {
  it('have working defaults for the embedded demo: SIX’s example QR-IBAN, a demo VAT number, Crans-Montana', () => {
    expect(agencyFromConfig(readConfig({}))).toEqual({
      name: 'Crans-Montana Agency',
      street: 'Rue du Prado 12',
      zip: '3963',
      city: 'Crans-Montana',
      country: 'CH',
      phone: '+41 27 480 00 00',
      email: 'info@crans-montana-agency.ch',
      website: 'http://localhost:3000',
      vatNumber: 'CHE-123.456.788 TVA',
      iban: 'CH4431999123000889012',
    })
  })
  it('take the IBAN as people write it and keep it without spaces', () => {
    const config = readConfig({ AGENCY_IBAN: 'ch93 0076 2011 6238 5295 7', AGENCY_NAME: ' Agence Alpine SA ' })
    expect(agencyFromConfig(config)).toMatchObject({ iban: 'CH9300762011623852957', name: 'Agence Alpine SA' })
    expect(readConfig({ AGENCY_IBAN: 'LI21 0881 0000 2324 013A A' }).AGENCY_IBAN).toBe('LI21088100002324013AA')
  })
  it.each([
    ['a wrong check digit', 'CH44 3199 9123 0008 8901 3'],
    ['a German IBAN', 'DE89 3704 0044 0532 0130 00'],
    ['a short number', 'CH44 3199 9123'],
    ['no IBAN at all', 'account 12-3456-7'],
  ])('refuse %s as the IBAN, naming AGENCY_IBAN', (_, value) => {
    expect(() => readConfig({ AGENCY_IBAN: value })).toThrow(ConfigError)
    expect(() => readConfig({ AGENCY_IBAN: value })).toThrow(/AGENCY_IBAN: must be a Swiss \(CH\) or Liechtenstein \(LI\) IBAN/)
  })
  it('refuse a VAT number with a wrong check digit and names that do not fit a QR-bill', () => {
    expect(() => readConfig({ AGENCY_VAT_NUMBER: 'CHE-123.456.789 TVA' })).toThrow(/AGENCY_VAT_NUMBER/)
    expect(() => readConfig({ AGENCY_NAME: 'x'.repeat(71) })).toThrow(/AGENCY_NAME/)
    expect(() => readConfig({ AGENCY_CITY: 'x'.repeat(36) })).toThrow(/AGENCY_CITY/)
  })
  it('sign the documents with the public address and contact settings', () => {
    const agency = agencyFromConfig(
      readConfig({ PUBLIC_URL: 'https://www.agency.example', CONTACT_PHONE: '+41 27 481 11 11', CONTACT_EMAIL: 'office@agency.example' }),
    )
    expect(agency).toMatchObject({ website: 'https://www.agency.example', phone: '+41 27 481 11 11', email: 'office@agency.example' })
  })
  it('give the pages and the documents one address, its place on the map included', () => {
    const config = readConfig({ AGENCY_STREET: 'Avenue de la Gare 7', AGENCY_ZIP: '3962', AGENCY_CITY: 'Montana', AGENCY_LATITUDE: '46.31', AGENCY_LONGITUDE: '7.48' })
    expect(agencyAddressFromConfig(config)).toEqual({
      name: 'Crans-Montana Agency',
      street: 'Avenue de la Gare 7',
      zip: '3962',
      city: 'Montana',
      country: 'CH',
      position: { latitude: 46.31, longitude: 7.48 },
    })
    expect(agencyFromConfig(config)).toMatchObject({ street: 'Avenue de la Gare 7', zip: '3962', city: 'Montana' })
    expect(() => readConfig({ AGENCY_LATITUDE: '91' })).toThrow(/AGENCY_LATITUDE/)
    expect(() => readConfig({ AGENCY_LONGITUDE: 'east' })).toThrow(/AGENCY_LONGITUDE/)
  })
})
