import { describe, expect, it } from 'vitest'
import { localeOrFrench, readLocale } from './locales'

describe('readLocale: the locale parameter of every API', () => {
  it('is French when absent, and takes fr and en with or without a region', () => {
    expect(readLocale(undefined)).toEqual({ ok: true, value: 'fr' })
    expect(readLocale('')).toEqual({ ok: true, value: 'fr' })
    expect(readLocale('en')).toEqual({ ok: true, value: 'en' })
    expect(readLocale('en-US')).toEqual({ ok: true, value: 'en' })
    expect(readLocale(' fr_CH ')).toEqual({ ok: true, value: 'fr' })
    expect(readLocale('EN')).toEqual({ ok: true, value: 'en' })
  })

  it('gives French to German and Italian, the fallback of SPEC §9', () => {
    expect(readLocale('de')).toEqual({ ok: true, value: 'fr' })
    expect(readLocale('it-CH')).toEqual({ ok: true, value: 'fr' })
  })

  it('refuses anything else with a message that says what to send, cut short', () => {
    expect(readLocale('xx')).toEqual({ ok: false, message: "Unknown locale 'xx': use fr or en." })
    expect(readLocale('english')).toEqual({ ok: false, message: "Unknown locale 'english': use fr or en." })
    expect(readLocale('x'.repeat(500))).toEqual({ ok: false, message: `Unknown locale '${'x'.repeat(20)}': use fr or en.` })
  })

  it('answers French instead of refusing, for the calls that always answer', () => {
    expect(localeOrFrench('en-GB')).toBe('en')
    expect(localeOrFrench('xx')).toBe('fr')
    expect(localeOrFrench(undefined)).toBe('fr')
    expect(localeOrFrench(['en'])).toBe('fr')
  })
})
