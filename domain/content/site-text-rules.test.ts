import { describe, expect, it } from 'vitest'
import { checkSiteText, SITE_TEXT_MAX } from './site-text-rules'

describe('a frame text (the footer notice)', () => {
  it('is taken in both languages, or empty in both (the built-in words come back)', () => {
    expect(checkSiteText({ fr: 'Bureau ouvert de 9h à 18h.', en: 'Office open 9 am to 6 pm.' }, 'fr')).toEqual({})
    expect(checkSiteText({ fr: '', en: '' }, 'fr')).toEqual({})
  })
  it('refuses one language alone and a text over the limit', () => {
    expect(checkSiteText({ fr: 'Bureau ouvert.', en: '' }, 'en').en?.message).toBe('This field is mandatory')
    expect(checkSiteText({ fr: '', en: 'Open.' }, 'fr').fr?.message).toBe('Ce champ est requis')
    expect(checkSiteText({ fr: 'x'.repeat(SITE_TEXT_MAX + 1), en: 'ok' }, 'fr').fr?.code).toBe('maxLength')
  })
})
