/** schema.org descriptions (JSON-LD) of news items and job offers, built from the loader data. */
import type { ContentMember } from '../../../domain/content/content-members.server'
import type { RootData } from '../../lib/root-data'
import { imageUrl, textAttribute } from './format'
import { DEFAULT_IMAGE } from '../Seo'

/** The agency's logo as a picture file (public/), for search engines' knowledge panels. */
const AGENCY_LOGO = '/mail-logo.png'

export const ORGANIZATION_NAME = 'Crans-Montana Agency'

const organization = (origin: string) => ({ '@type': 'Organization', name: ORGANIZATION_NAME, url: origin || undefined })

/** A news item: NewsArticle. */
export function newsArticleJsonLd(
  content: ContentMember,
  url: string,
  origin: string,
  language: string,
  mediaBaseUrl: string | null = null,
): Record<string, unknown> {
  const image = imageUrl(content.image, origin, mediaBaseUrl)
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: content.title,
    description: content.summary,
    url,
    mainEntityOfPage: url,
    inLanguage: language,
    datePublished: content.publishedAt,
    ...(image ? { image: [image] } : {}),
    author: organization(origin),
    publisher: organization(origin),
  }
}

/** "100%", "80–100%" → FULL_TIME; "50%", "40-60%" → PART_TIME; anything else: not stated. */
export function employmentType(workload: string | null): 'FULL_TIME' | 'PART_TIME' | null {
  if (!workload) return null
  const percents = [...workload.matchAll(/\d{1,3}/g)].map((m) => Number(m[0]))
  if (percents.length === 0) return null
  return Math.max(...percents) >= 100 ? 'FULL_TIME' : 'PART_TIME'
}

/** The Markdown a job offer's `description` is drawn from: its summary, then its body. */
export function jobDescriptionMarkdown(content: Pick<ContentMember, 'summary' | 'body'>): string {
  return [content.summary, content.body].filter(Boolean).join('\n\n')
}

/**
 * A job offer: JobPosting, located in the Valais (CH). `descriptionHtml` is its description drawn
 * as HTML (search engines read HTML there, not Markdown: jobDescriptionMarkdown through the site's
 * renderer, app/components/content/markdown-html.server.tsx). JobPosting has no `inLanguage`.
 */
export function jobPostingJsonLd(
  content: ContentMember,
  url: string,
  origin: string,
  descriptionHtml: string,
): Record<string, unknown> {
  const place = textAttribute(content.attributes, 'place') ?? 'Crans-Montana'
  const startDate = textAttribute(content.attributes, 'startDate')
  const type = employmentType(textAttribute(content.attributes, 'workload'))
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: content.title,
    description: descriptionHtml,
    url,
    datePosted: content.publishedAt,
    ...(startDate ? { jobStartDate: startDate } : {}),
    ...(type ? { employmentType: type } : {}),
    hiringOrganization: organization(origin),
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: place, addressRegion: 'VS', addressCountry: 'CH' },
    },
    directApply: false,
  }
}

/**
 * The agency itself (home and contact pages): a RealEstateAgent (an Organization) with its one
 * address, phone, e-mail, place, logo and picture. No openingHours: the settings do not hold them
 * (the footer notice is free text).
 */
export function agencyJsonLd(contact: RootData['contact'], origin: string): Record<string, unknown> {
  const { address } = contact
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: address.name,
    url: origin || undefined,
    logo: `${origin}${AGENCY_LOGO}`,
    image: `${origin}${DEFAULT_IMAGE.url}`,
    telephone: contact.phone,
    email: contact.email,
    address: { '@type': 'PostalAddress', streetAddress: address.street, postalCode: address.zip, addressLocality: address.city, addressCountry: address.country },
    geo: { '@type': 'GeoCoordinates', latitude: address.position.latitude, longitude: address.position.longitude },
  }
}
