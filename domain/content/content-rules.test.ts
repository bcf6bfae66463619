import { describe, expect, it } from 'vitest'
import { checkContent, prepareContent, slugFromTitle } from './content-rules'

const valid = {
  status: 'published',
  publishedAt: '2026-11-20',
  title_fr: 'Ouverture de la saison',
  slug_fr: 'ouverture-de-la-saison',
  title_en: 'The season opens',
  slug_en: 'the-season-opens',
  summary_fr: '',
  body_fr: '## Bon à savoir',
}

describe('an edited content', () => {
  it('is taken with a title and an address in each language', () => {
    expect(checkContent(valid, 'fr')).toEqual({})
  })
  it('refuses a publish date that is not in the calendar', () => {
    expect(checkContent({ ...valid, publishedAt: '2026-02-30' }, 'fr').publishedAt?.code).toBe('date')
    expect(checkContent({ ...valid, publishedAt: '2026-04-31' }, 'fr').publishedAt?.code).toBe('date')
  })
  it('needs both titles and addresses, in French or English messages', () => {
    const errors = checkContent({ ...valid, title_en: '', slug_fr: '' }, 'en')
    expect(errors.title_en?.message).toBe('This field is mandatory')
    expect(errors.slug_fr?.message).toBe('This field is mandatory')
  })
  it('refuses an address with capitals, spaces or signs, a date that does not exist and an unknown status', () => {
    const errors = checkContent({ ...valid, slug_en: 'The Season!', publishedAt: '2026-02-30x', status: 'archived' }, 'fr')
    expect(errors.slug_en?.message).toBe('Ce champ est invalide')
    expect(errors.publishedAt?.code).toBe('date')
    expect(errors.status?.code).toBe('oneOf')
  })
})

describe('an address made from the title', () => {
  it('drops accents and signs, joins words with hyphens, in lower case', () => {
    expect(slugFromTitle("Fête de l'été 2026 à Crans-Montana !")).toBe('fete-de-l-ete-2026-a-crans-montana')
    expect(slugFromTitle('  Œuvre   & Straße  ')).toBe('oeuvre-strasse')
    expect(slugFromTitle('!!!')).toBe('')
  })
  it('stays within the limit without a trailing hyphen', () => {
    const slug = slugFromTitle(`${'a'.repeat(119)} b`)
    expect(slug).toBe('a'.repeat(119))
  })
  it('is made when the address is left empty, kept when typed', () => {
    const prepared = prepareContent({ ...valid, slug_fr: '', title_fr: ' Été 2026 ', slug_en: 'my-own' })
    expect(prepared.slug_fr).toBe('ete-2026')
    expect(prepared.title_fr).toBe('Été 2026')
    expect(prepared.slug_en).toBe('my-own')
    expect(checkContent(prepared, 'fr')).toEqual({})
  })
  it('leaves the address empty, and so required, when the title is empty too', () => {
    const errors = checkContent(prepareContent({ ...valid, title_fr: '', slug_fr: '' }), 'fr')
    expect(errors.slug_fr?.code).toBe('required')
  })
})
