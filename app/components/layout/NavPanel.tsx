import { useTranslation } from '../../i18n/react'
import { NavLink } from 'react-router'
import { useLocale, useLocalePath } from '../../lib/locale'
import { MENU_LINKS, menuPath } from '../../../domain/navigation/menu'
import { useRootData } from '../../lib/root-data'
import { ContactBlock } from './ContactBlock'
import { Icon } from './Icon'
import { SearchForm } from './SearchForm'
import { SlidePanel } from './SlidePanel'

/** The burger menu (navSlider): search, main links and contact. */
export function NavPanel() {
  const { t } = useTranslation('layout')
  const localize = useLocalePath()
  const locale = useLocale()
  const root = useRootData()
  return (
    <SlidePanel name="navSlider" side="left" title={t('nav.title')} closeLabel={t('nav.close')}>
      <SearchForm />
      <nav className="menu" aria-label={t('nav.label')}>
        <ul className="menu__list">
          {MENU_LINKS.map((link) => (
            <li key={link.key}>
              <NavLink to={localize(menuPath(link, locale))} className="menu__link">
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
