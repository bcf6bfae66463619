/**
 * The back office's sections, in the order of the menu. Each is an app path (French; the English
 * pages add /en in front) and a key of the `admin` words (`nav.*`).
 */
export type AdminSection = { to: string; key: string; adminOnly?: boolean }

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin', key: 'today' },
  { to: '/admin/locations', key: 'rentals' },
  { to: '/admin/ventes', key: 'sales' },
  { to: '/admin/commandes', key: 'orders' },
  { to: '/admin/enregistrements', key: 'registrations' },
  { to: '/admin/accords', key: 'agreements' },
  { to: '/admin/avis', key: 'reviews' },
  { to: '/admin/demandes', key: 'requests' },
  { to: '/admin/contenus', key: 'contents' },
  { to: '/admin/alertes', key: 'alerts' },
  { to: '/admin/boutique', key: 'shop' },
  { to: '/admin/clients', key: 'customers' },
  { to: '/admin/equipe', key: 'team', adminOnly: true },
  { to: '/admin/journal', key: 'audit', adminOnly: true },
]

/** Whether a section is the current page's (a section's sub-pages light it too; today only itself). */
export function isCurrentSection(section: AdminSection, path: string): boolean {
  const bare = path.replace(/^\/(fr|en)(?=\/)/, '')
  return section.to === '/admin' ? bare === '/admin' || bare === '/admin/' : bare === section.to || bare.startsWith(`${section.to}/`)
}
