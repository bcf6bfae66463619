import { describe, expect, it } from 'vitest'
import { publishedAuthorName } from './author-name'

describe('the name a review is published under', () => {
  it('is the first name and the initial of the last name', () => {
    expect(publishedAuthorName('Anna', 'Martin')).toBe('Anna M.')
    expect(publishedAuthorName(' Anne-Laure ', 'berclaz')).toBe('Anne-Laure B.')
    expect(publishedAuthorName('Thomas', 'Müller')).toBe('Thomas M.')
  })

  it('skips a particle of the last name, and never shows more than its initial', () => {
    expect(publishedAuthorName('Emma', 'de Vries')).toBe('Emma V.')
    expect(publishedAuthorName('Ludwig', 'van der Berg')).toBe('Ludwig B.')
    expect(publishedAuthorName('Jean', "d'Ormesson")).toBe('Jean O.')
    expect(publishedAuthorName('Élise', 'Émery')).toBe('Élise É.')
  })

  it('does with what there is', () => {
    expect(publishedAuthorName('Anna', '')).toBe('Anna')
    expect(publishedAuthorName('', 'Martin')).toBe('M.')
  })
})
