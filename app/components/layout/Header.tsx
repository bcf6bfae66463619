import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { stripLocale } from '../../i18n/config'
import { useTranslation } from '../../i18n/react'
import { useLocalePath } from '../../lib/locale'
import { useVisitor } from '../../lib/visitor'
import { useHydrated } from '../detail/useHydrated'
import { loginHref } from './login-href'
import { Icon } from './Icon'
import { LanguageSwitch } from './LanguageSwitch'
import { Logo } from './Logo'
import { PANEL_IDS, type PanelName, usePanels } from './PanelProvider'
import { NAV_SEARCH_INPUT_ID } from './SearchForm'

/** The header becomes fixed once the page has scrolled more than this (SPEC §9). */
const FIXED_THRESHOLD_PX = 1

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setPast(window.scrollY > threshold)
    }
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame !== 0) window.cancelAnimationFrame(frame)
    }
  }, [threshold])
  return past
}

/**
 * A header button that opens a slide-in panel once the page is alive. It is a link first, to the page
 * or the part of the page the panel stands for, so a tap before the scripts have come (decision 036
 * asks for them after the page has loaded; that is seconds on a slow phone) or without them is not
 * lost (decision 041). Alive, the same element becomes a button (role, Space key, expanded state):
 * nothing is replaced under the visitor's finger or focus, and a new tab still opens the page.
 */
function PanelLink({ panel, href, focus, className, label, children }: {
  panel: PanelName
  href: string
  /** The id of the panel's element to focus when it opens. */
  focus?: string
  className: string
  /** The accessible name, when the visible text is not it. */
  label?: string
  children: ReactNode
}) {
  const panels = usePanels()
  const alive = useHydrated()
  const open = (event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>) => {
    // A click asking for a new tab or window opens the page there.
    if (event.ctrlKey || event.metaKey || event.shiftKey) return
    event.preventDefault()
    if (focus) panels.open(panel, { opener: event.currentTarget, focus })
    else panels.toggle(panel, { opener: event.currentTarget })
  }
  const button = alive
    ? {
        role: 'button',
        'aria-expanded': panels.isOpen(panel),
        'aria-controls': PANEL_IDS[panel],
        onClick: open,
        onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => {
          if (event.key === ' ') open(event)
        },
      }
    : {}
  return (
    <a href={href} className={className} aria-label={label} {...button}>
      {children}
    </a>
  )
}

/** The id of the footer's links, where the menu leads before the page comes alive. */
export const FOOTER_MENU_ID = 'menu'

/**
 * Site header: menu, logo, language switch, search, account and cart.
 * The slot keeps the header's height in the flow, so nothing jumps when it becomes fixed.
 */
export function Header() {
  const { t } = useTranslation('layout')
  const localize = useLocalePath()
  const { pathname, search } = useLocation()
  const fixed = useScrolledPast(FIXED_THRESHOLD_PX)
  const { cartCount: count, user } = useVisitor()
  const login = localize('/login')
  const account = user ? localize('/mon-compte/mes-informations') : loginHref(login, stripLocale(pathname), { pathname, search })

  return (
    <div className="site-header-slot">
      <header className={fixed ? 'site-header is-fixed' : 'site-header'}>
        <div className="site-header__inner container-wide">
          <PanelLink panel="navSlider" href={`#${FOOTER_MENU_ID}`} className="header-button header-button--menu">
            <Icon name="menu" />
            <span className="header-button__label">{t('header.menu')}</span>
          </PanelLink>

          <Logo />

          <div className="site-header__actions">
            <LanguageSwitch className="site-header__lang" />
            <PanelLink panel="navSlider" href={localize('/recherche')} focus={NAV_SEARCH_INPUT_ID} className="header-button header-button--search">
              <Icon name="search" />
              <span className="header-button__label">{t('header.search')}</span>
            </PanelLink>
            <PanelLink panel="login" href={account} className="header-button header-button--account">
              <Icon name="user" />
              <span className="header-button__label">{user ? t('header.account') : t('header.login')}</span>
            </PanelLink>
            <PanelLink panel="cart" href={localize('/commande/mon-panier')} className="header-button header-button--cart" label={t('header.cartButton', { count })}>
              <Icon name="cart" />
              <span className="header-button__label" aria-hidden="true">
                {t('header.cart')}
              </span>
              <span className={count > 0 ? 'cart-badge' : 'cart-badge is-empty'} aria-hidden="true">
                {count}
              </span>
            </PanelLink>
          </div>
        </div>
      </header>
    </div>
  )
}
