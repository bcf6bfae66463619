import { describe, expect, it } from 'vitest'
import { type CodeOf, messagesByCode } from './messages-by-code'

describe('messagesByCode', () => {
  const messages = messagesByCode({
    fr: { saved: 'Enregistré', failed: 'Échec' },
    en: { saved: 'Saved', failed: 'Failed' },
  })
  it('gives a code’s message in English for English and in French for every other language', () => {
    expect(messages.text('saved', 'en')).toBe('Saved')
    expect(messages.text('saved', 'fr')).toBe('Enregistré')
    expect(messages.text('failed', 'de')).toBe('Échec')
  })
  it('keeps both tables as given', () => {
    expect(messages.fr).toEqual({ saved: 'Enregistré', failed: 'Échec' })
    expect(messages.en).toEqual({ saved: 'Saved', failed: 'Failed' })
  })
  it('names the codes by the French table, and wants each of them in English', () => {
    const code: CodeOf<typeof messages> = 'failed'
    expect(code).toBe('failed')
    // @ts-expect-error an English message is missing
    messagesByCode({ fr: { saved: 'Enregistré', failed: 'Échec' }, en: { saved: 'Saved' } })
    // @ts-expect-error a code French does not have
    messagesByCode({ fr: { saved: 'Enregistré' }, en: { saved: 'Saved', failed: 'Failed' } })
  })
})
