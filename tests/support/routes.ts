/** Every route of SPEC §2 without parameters, as the French app path. */
export const STATIC_ROUTES = [
  '/',
  '/actualite',
  '/appartements',
  '/cguone',
  '/contact',
  '/covid19',
  '/emplois',
  '/location',
  '/location/annuelle',
  '/location/map',
  '/location/prix-semaine',
  '/location/special',
  '/login',
  '/maintenance-entreprise-generale',
  '/nos-prestations-complementaires',
  '/presentation',
  '/recherche',
  '/saphirlaundry',
  '/vente',
  '/service',
  '/commande/sign-in',
  '/commande/mes-donnees',
  '/commande/mon-panier',
  '/commande/recapitulatif-paiement',
  '/commande/confirmation/succes',
  '/commande/confirmation/erreur',
  '/mon-compte/inscription',
  '/mon-compte/mot-de-passe-oublie',
] as const

/** The pages that redirect to /login when nobody is signed in (SPEC §6); tests/api/account-pages.test.ts. */
export const PROTECTED_ROUTES = ['/mon-compte/mes-informations', '/mon-compte/dernieres-reservations'] as const

/** The three addresses of a page: unprefixed French, /fr and /en. */
export function threeForms(path: string): { url: string; lang: 'fr' | 'en' }[] {
  const suffix = path === '/' ? '' : path
  return [
    { url: path, lang: 'fr' },
    { url: `/fr${suffix}`, lang: 'fr' },
    { url: `/en${suffix}`, lang: 'en' },
  ]
}

type RouteNode = { path?: string; children?: RouteNode[] }

/**
 * Every back-office address of a route table (app/routes.ts) but the sign-in and set-up pages, as
 * French app paths with their parameters left in (`/admin/locations/:id`).
 */
export function backOfficeRoutes(routes: readonly RouteNode[]): string[] {
  const found: string[] = []
  const walk = (nodes: readonly RouteNode[], prefix: string) => {
    for (const node of nodes) {
      const path = node.path === ':lang?' ? '' : [prefix, node.path].filter(Boolean).join('/')
      if (path.startsWith('admin') && !/^admin\/(connexion|mise-en-place)/.test(path)) found.push(`/${path}`)
      if (node.children) walk(node.children, path)
    }
  }
  walk(routes, '')
  return [...new Set(found)]
}

/**
 * Every address of a route table (app/routes.ts) outside the back office, as French app paths with
 * their parameters left in (`/location/:detail/:slug?`); the back office's sign-in and set-up pages
 * are in, its other pages are backOfficeRoutes'. The catch-all `*` is left out.
 */
export function siteRoutes(routes: readonly RouteNode[]): string[] {
  const found: string[] = []
  const walk = (nodes: readonly RouteNode[], prefix: string) => {
    for (const node of nodes) {
      const path = node.path === ':lang?' ? '' : [prefix, node.path].filter(Boolean).join('/')
      const backOffice = /^admin(\/|$)/.test(path) && !/^admin\/(connexion|mise-en-place)/.test(path)
      if (node.path !== ':lang?' && node.path !== '*' && !backOffice) found.push(`/${path}`)
      if (node.children) walk(node.children, path)
    }
  }
  walk(routes, '')
  return [...new Set(found)]
}

/** Whether an address (placeholders such as `:rental` stand for a segment) is one of a route's. */
export function routeMatches(route: string, address: string): boolean {
  const pattern = route
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.endsWith('?') ? '(?:/[^/]+)?' : segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.*+^$()|[\]\\]/g, '\\$&')}`))
    .join('')
  return new RegExp(`^${pattern || '/'}/?$`).test(address)
}
