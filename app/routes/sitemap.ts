import type { Route } from './+types/sitemap'
import { type SitemapPage, sitemapPages } from '../../domain/navigation/sitemap.repository.server'
import { LOCALES, type Locale, localizePath } from '../i18n/config'

/**
 * /sitemap.xml: every public page in French (unprefixed, canonical) and English (/en), each with
 * its hreflang alternates (fr, en, x-default = French) and its last modification when known.
 * What it lists comes from the domain (sitemapPages); this route only writes the XML.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.settings.publicUrl
  const pages = await sitemapPages(context.db)
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) => LOCALES.map((locale) => urlElement(origin, page, locale))),
    '</urlset>',
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}

function urlElement(origin: string, page: SitemapPage, locale: Locale): string {
  const href = (l: Locale) => escapeXml(origin + localizePath(page.paths[l], l))
  const alternates = [
    ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href('fr')}"/>`,
  ]
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : ''
  return `<url><loc>${href(locale)}</loc>${lastmod}${alternates.join('')}</url>`
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}
