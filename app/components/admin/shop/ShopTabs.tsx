import { useLocation } from 'react-router'
import { useTranslation } from '../../../i18n/react'
import { LocalizedLink } from '../../../lib/locale'

const TABS = [
  { to: '/admin/boutique', key: 'tabs.products' },
  { to: '/admin/boutique/categories', key: 'tabs.categories' },
  { to: '/admin/boutique/codes', key: 'tabs.codes' },
] as const

/** The shop's pages in the back office: products, categories, reduction codes. */
export function ShopTabs() {
  const { t } = useTranslation('adminShop')
  const { pathname } = useLocation()
  const bare = pathname.replace(/^\/(fr|en)(?=\/)/, '').replace(/\/$/, '')
  const current = (to: string) => (to === '/admin/boutique' ? bare === to || bare.startsWith(`${to}/produits`) : bare === to || bare.startsWith(`${to}/`))
  return (
    <nav className="admin-tabs" aria-label={t('tabs.label')}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab.to}>
            <LocalizedLink to={tab.to} aria-current={current(tab.to) ? 'page' : undefined}>
              {t(tab.key)}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
