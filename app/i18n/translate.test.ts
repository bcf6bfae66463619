import { describe, expect, it } from 'vitest'
import { type Catalog, translator } from './translate'
import { catalog as siteWords, getTranslator } from './i18n'
import './words.server'

const words: Catalog = {
  fr: {
    listing: {
      count_zero: 'Aucune location',
      count_one: '{{count}} location',
      count_many: '{{count}} de locations',
      count_other: '{{count}} locations',
      card: { rooms_one: '{{count}} pièce', rooms_other: '{{count}} pièces', title: 'Chalet {{ name }} à {{place}}' },
      onlyFrench: 'Seulement en français',
      months: ['janvier', 'février'],
    },
    pages: { search: { title: 'Recherche' } },
  },
  en: {
    listing: {
      count_zero: 'No rentals',
      count_one: '{{count}} rental',
      count_other: '{{count}} rentals',
      card: { rooms_one: '{{count}} room', rooms_other: '{{count}} rooms', title: 'Chalet {{name}} in {{place}}' },
      empty: '',
      months: ['January', 'February'],
    },
    pages: { search: { title: 'Search' } },
  },
}

describe('translations', () => {
  const fr = translator(words, 'fr', ['listing', 'pages'])
  const en = translator(words, 'en', ['listing', 'pages'])

  it('choose the plural by the language rules, with a zero form when the file has one', () => {
    expect(en('count', { count: 0 })).toBe('No rentals')
    expect(en('count', { count: 1 })).toBe('1 rental')
    expect(en('count', { count: 2 })).toBe('2 rentals')
    expect(fr('count', { count: 0 })).toBe('Aucune location')
    // French counts 0 and 1 as one, and a million as many.
    expect(fr('card.rooms', { count: 0 })).toBe('0 pièce')
    expect(fr('card.rooms', { count: 1.5 })).toBe('1.5 pièce')
    expect(fr('card.rooms', { count: 3 })).toBe('3 pièces')
    expect(fr('count', { count: 1_000_000 })).toBe('1000000 de locations')
  })

  it('fill in the named values, and leave nothing where a value is missing', () => {
    expect(en('card.title', { name: 'Les Sapins', place: 'Crans' })).toBe('Chalet Les Sapins in Crans')
    expect(fr('card.title', { name: 'Les Sapins', place: 'Crans' })).toBe('Chalet Les Sapins à Crans')
    expect(en('card.title', { name: 'Les Sapins' })).toBe('Chalet Les Sapins in ')
  })

  it('read nested keys and other namespaces', () => {
    expect(en('pages:search.title')).toBe('Search')
    expect(translator(words, 'en', ['pages'])('search.title')).toBe('Search')
    expect(en('months', { returnObjects: true })).toEqual(['January', 'February'])
  })

  it('fall back to French, then to the default value, then to the key', () => {
    expect(en('onlyFrench')).toBe('Seulement en français')
    expect(en('nowhere.toBeFound', { defaultValue: 'Chalet {{name}}', name: 'A' })).toBe('Chalet A')
    expect(en('nowhere.toBeFound')).toBe('nowhere.toBeFound')
    expect(en('pages:nowhere')).toBe('nowhere')
    // An object is not a sentence.
    expect(en('card')).toBe('card')
    // An empty translation is a translation.
    expect(en('empty', { defaultValue: 'x' })).toBe('')
  })

  it('switch language with the translator asked for', () => {
    expect(translator(words, 'fr', ['pages'])('search.title')).toBe('Recherche')
    expect(translator(words, 'en', ['pages'])('search.title')).toBe('Search')
  })
})

describe('the site words', () => {
  it('are all on the server, and one translation function is kept per language and namespaces', () => {
    expect(Object.keys(siteWords)).toEqual(expect.arrayContaining(['fr', 'en']))
    expect(getTranslator('en', ['listing'])).toBe(getTranslator('en', ['listing']))
    expect(getTranslator('en', ['listing'])('count', { count: 0 })).toBe('No rentals')
    expect(getTranslator('fr', ['listing'])('count', { count: 2 })).toBe('2 locations')
    expect(getTranslator('en', ['layout'])('header.cartButton', { count: 3 })).toMatch(/3/)
  })
})
