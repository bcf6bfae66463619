import { describe, expect, it } from 'vitest'
import { isLocale, localeOfPath } from './config'
import { NAMESPACES } from './i18n'

describe('locale paths', () => {
  it('reads the language of a path, French by default', () => {
    expect(localeOfPath('/en/location')).toBe('en')
    expect(localeOfPath('/fr')).toBe('fr')
    expect(localeOfPath('/location')).toBe('fr')
    expect(localeOfPath('/de/location')).toBe('fr')
  })
  it('knows only the served languages', () => {
    expect(isLocale('fr')).toBe(true)
    expect(isLocale('de')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })
})

describe('translation files', () => {
  it('give French and English the same keys, so that a page needs only its own language', () => {
    const files = import.meta.glob<Record<string, unknown>>('./locales/{fr,en}/*.json', { eager: true, import: 'default' })
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k.replace(/_(one|other|many|zero)$/, '')}.`))
        : [prefix]
    const of = (language: string) =>
      Object.fromEntries(
        Object.entries(files)
          .filter(([file]) => file.includes(`/${language}/`))
          .map(([file, content]) => [file.split('/').pop(), [...new Set(keys(content))].sort()]),
      )
    expect(of('en')).toEqual(of('fr'))
    expect(Object.keys(of('fr')).map((file) => file?.replace('.json', ''))).toEqual(NAMESPACES)
  })
})
