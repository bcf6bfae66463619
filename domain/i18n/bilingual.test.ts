import { describe, expect, it } from 'vitest'
import { textIn } from './bilingual'

describe('textIn', () => {
  const texts = { fr: 'Semaine', en: 'Week' }
  it('picks English for English and French for every other language', () => {
    expect(textIn(texts, 'en')).toBe('Week')
    expect(textIn(texts, 'fr')).toBe('Semaine')
    expect(textIn(texts, 'de')).toBe('Semaine')
    expect(textIn(texts, '')).toBe('Semaine')
  })
  it('falls back on French when the English is missing or empty', () => {
    expect(textIn({ fr: 'Nettoyage final' }, 'en')).toBe('Nettoyage final')
    expect(textIn({ fr: 'Nettoyage final', en: '' }, 'en')).toBe('Nettoyage final')
    expect(textIn({ fr: 'Nettoyage final', en: null }, 'en')).toBe('Nettoyage final')
  })
  it('gives "" for a text that is not there', () => {
    expect(textIn(undefined, 'en')).toBe('')
    expect(textIn(null, 'fr')).toBe('')
  })
  it('picks a table of texts as a whole', () => {
    const table = { fr: { hello: 'Bonjour' }, en: { hello: 'Hello' } }
    expect(textIn(table, 'en').hello).toBe('Hello')
    expect(textIn(table, 'fr').hello).toBe('Bonjour')
  })
})
