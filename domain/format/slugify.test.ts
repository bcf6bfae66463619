import { describe, expect, it } from 'vitest'
import { slugify } from './slugify'

describe('slugify', () => {
  it('lowercases, strips accents and joins words with dashes', () => {
    expect(slugify('Chalet Les Mélèzes – 4 pièces avec vue sur les Alpes')).toBe('chalet-les-melezes-4-pieces-avec-vue-sur-les-alpes')
    expect(slugify('Chalet Les Mélèzes – 4-room chalet with Alpine view')).toBe('chalet-les-melezes-4-room-chalet-with-alpine-view')
  })

  it('turns apostrophes and punctuation into single dashes', () => {
    expect(slugify('Studio L’Écureuil – studio au centre')).toBe('studio-l-ecureuil-studio-au-centre')
    expect(slugify("Terrain à bâtir de 1'180 m² à Chermignon")).toBe('terrain-a-batir-de-1-180-m2-a-chermignon')
    expect(slugify('Vous souhaitez vendre votre bien ?')).toBe('vous-souhaitez-vendre-votre-bien')
  })

  it('trims dashes and collapses separators', () => {
    expect(slugify('  --Hello,   World!--  ')).toBe('hello-world')
    expect(slugify('Œuvre & Cœur — Ça ira')).toBe('oeuvre-coeur-ca-ira')
  })

  it('gives an empty slug for text without letters or digits', () => {
    expect(slugify(' – ! ')).toBe('')
  })

  it('keeps only lowercase ASCII letters, digits and dashes', () => {
    expect(slugify('Crans-Montana: Fête du 1er Août, Straße')).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })
})
