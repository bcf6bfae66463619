import { beforeAll, describe, expect, it } from 'vitest'
import type { ContentMember } from '../../../domain/content/content-members.server'
import type { RootData } from '../../lib/root-data'
import { agencyJsonLd, employmentType, jobDescriptionMarkdown, jobPostingJsonLd, newsArticleJsonLd } from './structured-data'
import { markdownHtml } from './markdown-html.server'

const ORIGIN = 'https://www.example.ch'

const job: ContentMember = {
  id: 7,
  type: 'emploi',
  title: 'Réceptionniste',
  slug: 'receptionniste',
  summary: 'Un poste à l’accueil.',
  body: '## Vos missions\n\n- Accueillir les hôtes\n- Remettre les clés',
  publishedAt: '2026-10-01T08:00:00.000Z',
  attributes: { place: 'Crans-Montana', workload: '80–100%', startDate: '2026-12-01' },
  image: null,
}

const contact: RootData['contact'] = {
  phone: '+41 27 481 00 00',
  email: 'info@example.ch',
  address: { name: 'Crans-Montana Agency', street: 'Route du Rawyl 1', zip: '3963', city: 'Crans-Montana', country: 'CH', position: { latitude: 46.31, longitude: 7.48 } },
}

describe('employmentType', () => {
  it('reads the workload', () => {
    expect(employmentType('100%')).toBe('FULL_TIME')
    expect(employmentType('80–100%')).toBe('FULL_TIME')
    expect(employmentType('50%')).toBe('PART_TIME')
    expect(employmentType('40-60 %')).toBe('PART_TIME')
    expect(employmentType('à convenir')).toBeNull()
    expect(employmentType(null)).toBeNull()
  })
})

describe('jobPostingJsonLd', () => {
  let data: Record<string, unknown> = {}
  beforeAll(async () => {
    data = jobPostingJsonLd(job, `${ORIGIN}/emplois/receptionniste-7`, ORIGIN, await markdownHtml(jobDescriptionMarkdown(job)))
  })

  it('describes the offer in HTML drawn from its Markdown, never raw Markdown', () => {
    expect(data.description).toBe('<p>Un poste à l’accueil.</p>\n<h2>Vos missions</h2>\n<ul>\n<li>Accueillir les hôtes</li>\n<li>Remettre les clés</li>\n</ul>')
    expect(data.description).not.toContain('##')
  })

  it('holds only JobPosting properties (no inLanguage)', () => {
    expect(data).not.toHaveProperty('inLanguage')
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Réceptionniste',
      datePosted: job.publishedAt,
      jobStartDate: '2026-12-01',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', url: ORIGIN },
      jobLocation: { address: { addressLocality: 'Crans-Montana', addressCountry: 'CH' } },
    })
  })
})

describe('newsArticleJsonLd', () => {
  it('is a NewsArticle in its language', () => {
    const data = newsArticleJsonLd({ ...job, type: 'actualites' }, `${ORIGIN}/actualite/x-7`, ORIGIN, 'fr-CH')
    expect(data).toMatchObject({ '@type': 'NewsArticle', headline: 'Réceptionniste', inLanguage: 'fr-CH' })
  })
})

describe('agencyJsonLd', () => {
  it('is a RealEstateAgent with name, address, phone, site, logo and place', () => {
    expect(agencyJsonLd(contact, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: 'Crans-Montana Agency',
      url: ORIGIN,
      logo: `${ORIGIN}/mail-logo.png`,
      image: `${ORIGIN}/og-image.jpg`,
      telephone: '+41 27 481 00 00',
      email: 'info@example.ch',
      address: { '@type': 'PostalAddress', streetAddress: 'Route du Rawyl 1', postalCode: '3963', addressLocality: 'Crans-Montana', addressCountry: 'CH' },
      geo: { '@type': 'GeoCoordinates', latitude: 46.31, longitude: 7.48 },
    })
  })
})
