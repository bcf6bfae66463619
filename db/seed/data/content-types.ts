import type { Scene } from '../images.server'
import type { Bilingual } from '../../../domain/i18n/bilingual'

export type ContentText = { title: string; summary: string; body: string }

/** One row of `contents` with its French and English texts; slugs are made from the titles. */
export type ContentSeed = {
  id: number
  type: 'actualites' | 'emploi' | 'services' | 'type_de_pack' | 'packages' | 'invite' | 'page'
  position: number
  publishedAt: Date
  parentId?: number | null
  attributes: Record<string, unknown>
  fr: ContentText
  en: ContentText
  /**
   * The picture drawn for the content, or none. Contents with the same `shared` key show the same
   * picture (drawn once), e.g. all job offers show the agency.
   */
  image: { scene: Scene; caption: Bilingual; shared?: string } | null
}

/** Joins paragraphs with a blank line; a paragraph starting with "## " is a subheading. */
export const paragraphs = (...blocks: string[]) => blocks.join('\n\n')
