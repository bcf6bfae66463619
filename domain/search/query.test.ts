import { describe, expect, it } from 'vitest'
import {
  allowedTypos,
  buildLexicon,
  editDistance,
  foldText,
  isQueryTooLong,
  MAX_TERMS,
  normalizeQuery,
  QUERY_MAX_LENGTH,
  queryTerms,
  typoCorrections,
  wordForms,
  words,
} from './query'

describe('normalizeQuery', () => {
  it('trims and collapses every kind of space', () => {
    expect(normalizeQuery('  près\tdes \n  pistes ')).toBe('près des pistes')
    expect(normalizeQuery('chalet\u00a0\u2003crans')).toBe('chalet crans')
  })
  it('answers an empty string for nothing', () => {
    expect(normalizeQuery(undefined)).toBe('')
    expect(normalizeQuery(null)).toBe('')
    expect(normalizeQuery('   ')).toBe('')
  })
  it('removes control and zero-width characters', () => {
    expect(normalizeQuery('cha\u200blet\u0000 crans')).toBe('cha let crans')
  })
  it('composes accents (NFC) so that "e" + combining accent equals "é"', () => {
    expect(normalizeQuery('pre\u0300s')).toBe('près')
  })
  it('caps the length without cutting a character in two', () => {
    expect(normalizeQuery('a'.repeat(300))).toHaveLength(QUERY_MAX_LENGTH)
    expect(normalizeQuery('abc def', 4)).toBe('abc')
    expect(normalizeQuery('😀😀😀', 2)).toBe('😀😀')
  })
})

describe('isQueryTooLong', () => {
  it('counts characters once spaces are collapsed', () => {
    expect(isQueryTooLong('a'.repeat(200))).toBe(false)
    expect(isQueryTooLong('a'.repeat(201))).toBe(true)
    expect(isQueryTooLong(`  ${'a'.repeat(100)}          ${'b'.repeat(99)}  `)).toBe(false)
    expect(isQueryTooLong(undefined)).toBe(false)
  })
})

describe('foldText and words', () => {
  it('lower-cases and removes accents and ligatures', () => {
    expect(foldText('Près des Pistes')).toBe('pres des pistes')
    expect(foldText('Œuvre ÆSIR Straße Crêtes Mélèzes')).toBe('oeuvre aesir strasse cretes melezes')
  })
  it('splits on anything that is not a letter or a digit', () => {
    expect(words('Chalet L’Aiglon – 5 pièces, Crans-Montana!')).toEqual(['chalet', 'l', 'aiglon', '5', 'pieces', 'crans', 'montana'])
  })
})

describe('queryTerms', () => {
  it('keeps the distinct folded words in order', () => {
    expect(queryTerms(' Près  des pistes, près ')).toEqual(['pres', 'des', 'pistes'])
    expect(queryTerms('?!')).toEqual([])
  })
  it(`keeps at most ${MAX_TERMS} terms`, () => {
    expect(queryTerms('a b c d e f g h i j k l')).toHaveLength(MAX_TERMS)
  })
})

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps of neighbours', () => {
    expect(editDistance('chalet', 'chalet')).toBe(0)
    expect(editDistance('chalte', 'chalet')).toBe(1)
    expect(editDistance('chalt', 'chalet')).toBe(1)
    expect(editDistance('chalets', 'chalet')).toBe(1)
    expect(editDistance('chalat', 'chalet')).toBe(1)
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('', 'abc')).toBe(3)
  })
  it('stops at the limit', () => {
    expect(editDistance('chaleur', 'chalte', 1)).toBe(2)
    expect(editDistance('appartement', 'chalet', 2)).toBe(3)
  })
})

describe('allowedTypos', () => {
  it('allows none up to 3 letters, 1 up to 7, then 2', () => {
    expect(allowedTypos('ski')).toBe(0)
    expect(allowedTypos('spaa')).toBe(1)
    expect(allowedTypos('chalte')).toBe(1)
    expect(allowedTypos('apartemen')).toBe(2)
  })
})

describe('typoCorrections', () => {
  const lexicon = buildLexicon([
    'Chalet Les Mélèzes près des pistes',
    'Le chalet et la chaleur du feu',
    'Chalets à vendre, piscine',
    'Appartement avec piscine',
    'Appartement 2024',
    'Une halte',
  ])
  it('collects each word once per text', () => {
    expect(lexicon.has('chalet')).toBe(true)
    expect(lexicon.has('melezes')).toBe(true)
    expect(lexicon.has('Chalet')).toBe(false)
  })
  it('corrects a swap of two letters to the known word', () => {
    expect(typoCorrections('chalte', lexicon)).toEqual(['chalet'])
  })
  it('prefers the smallest distance, then the most frequent word', () => {
    expect(typoCorrections('pisicne', lexicon)).toEqual(['piscine'])
    expect(typoCorrections('apartement', lexicon)).toEqual(['appartement'])
    expect(typoCorrections('chalwt', lexicon)).toEqual(['chalet'])
  })
  it('leaves known words, short words, numbers and hopeless words alone', () => {
    expect(typoCorrections('chalet', lexicon)).toEqual([])
    expect(typoCorrections('pres', lexicon)).toEqual([])
    expect(typoCorrections('sku', lexicon)).toEqual([])
    expect(typoCorrections('2025', lexicon)).toEqual([])
    expect(typoCorrections('xyzzyx', lexicon)).toEqual([])
  })
  it('does not flood: "chalte" is not "chaleur", "chalets" or "halte"', () => {
    expect(typoCorrections('chalte', lexicon)).not.toContain('halte')
    expect(typoCorrections('chalte', lexicon)).not.toContain('chaleur')
    expect(typoCorrections('chalte', lexicon)).not.toContain('chalets')
  })
  it('caps the number of corrections', () => {
    const many = buildLexicon(['bata bbta bcta bdta beta bfta'])
    expect(typoCorrections('bxta', many, 3)).toHaveLength(3)
  })
})

describe('wordForms', () => {
  const lexicon = buildLexicon(['Les skis et le ski', 'Chalets', 'Des travaux', 'Le bus'])
  it('adds the plural or the singular the texts contain', () => {
    expect(wordForms('ski', lexicon)).toEqual(['skis'])
    expect(wordForms('skis', lexicon)).toEqual(['ski'])
    expect(wordForms('chalet', lexicon)).toEqual(['chalets'])
    expect(wordForms('travail', lexicon)).toEqual([])
    expect(wordForms('travau', lexicon)).toEqual(['travaux'])
  })
  it('adds nothing the texts do not contain', () => {
    expect(wordForms('bus', lexicon)).toEqual([])
    expect(wordForms('s', lexicon)).toEqual([])
    expect(wordForms('12', lexicon)).toEqual([])
  })
})
