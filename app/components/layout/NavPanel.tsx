import { useTranslation } from '../../i18n/react'
import { NavLink } from 'react-router'
import { useLocalePath } from '../../lib/locale'
import { useRootData } from '../../lib/root-data'
import { ContactBlock } from './ContactBlock'
import { Icon } from './Icon'
import { SearchForm } from './SearchForm'
import { SlidePanel } from './SlidePanel'

/** The burger menu's destinations (app paths, translated labels under nav.links). */
export const MENU_LINKS = [
  { key: 'presentation', to: '/presentation' },
  { key: 'sale', to: '/vente' },
  { key: 'rental', to: '/location' },
  { key: 'administration', to: '/service/administration-20' },
  { key: 'laundry', to: '/saphirlaundry' },
  { key: 'maintenance', to: '/maintenance-entreprise-generale' },
  { key: 'services', to: '/nos-prestations-complementaires' },
  { key: 'products', to: '/produits' },
  { key: 'news', to: '/actualite' },
  { key: 'jobs', to: '/emplois' },
  { key: 'contact', to: '/contact' },
] as const

/** The burger menu (navSlider): search, main links and contact. */
export function NavPanel() {
  const { t } = useTranslation('layout')
  const localize = useLocalePath()
  const root = useRootData()
  return (
    <SlidePanel name="navSlider" side="left" title={t('nav.title')} closeLabel={t('nav.close')}>
      <SearchForm />
      <nav className="menu" aria-label={t('nav.label')}>
        <ul className="menu__list">
          {MENU_LINKS.map((link) => (
            <li key={link.key}>
              <NavLink to={localize(link.to)} className="menu__link">
                <span>{t(`nav.links.${link.key}`)}</span>
                <Icon name="chevron" size={18} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {root ? <ContactBlock contact={root.contact} headingLevel={3} /> : null}
    </SlidePanel>
  )
}
