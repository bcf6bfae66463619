import { describe, expect, it } from 'vitest'
import { checkContent } from './content-rules'

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
