import type { Route } from './+types/robots'

export function loader({ context }: Route.LoaderArgs) {
  const origin = context.settings.publicUrl
  const body = [
    'User-agent: *',
    'Disallow: /commande/',
    'Disallow: /fr/commande/',
    'Disallow: /en/commande/',
    'Disallow: /mon-compte/',
    'Disallow: /fr/mon-compte/',
    'Disallow: /en/mon-compte/',
    'Disallow: /shop/api/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
