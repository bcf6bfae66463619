import { type MouseEvent, useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { useVisitor } from '../../lib/visitor'
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
 * Site header: menu, logo, language switch, search, account and cart.
 * The slot keeps the header's height in the flow, so nothing jumps when it becomes fixed.
 */
export function Header() {
  const { t } = useTranslation('layout')
  const panels = usePanels()
  const fixed = useScrolledPast(FIXED_THRESHOLD_PX)
  const { cartCount: count, user } = useVisitor()

  function panelButton(name: PanelName) {
    return {
      'aria-expanded': panels.isOpen(name),
      'aria-controls': PANEL_IDS[name],
      onClick: (event: MouseEvent<HTMLButtonElement>) =>
        panels.toggle(name, { opener: event.currentTarget }),
    }
  }

  return (
    <div className="site-header-slot">
      <header className={fixed ? 'site-header is-fixed' : 'site-header'}>
        <div className="site-header__inner container-wide">
          <button type="button" className="header-button header-button--menu" {...panelButton('navSlider')}>
            <Icon name="menu" />
            <span className="header-button__label">{t('header.menu')}</span>
          </button>

          <Logo />

          <div className="site-header__actions">
            <LanguageSwitch className="site-header__lang" />
            <button
              type="button"
              className="header-button header-button--search"
              aria-expanded={panels.isOpen('navSlider')}
              aria-controls={PANEL_IDS.navSlider}
              onClick={(event) =>
                panels.open('navSlider', { opener: event.currentTarget, focus: NAV_SEARCH_INPUT_ID })
              }
            >
              <Icon name="search" />
              <span className="header-button__label">{t('header.search')}</span>
            </button>
            <button type="button" className="header-button header-button--account" {...panelButton('login')}>
              <Icon name="user" />
              <span className="header-button__label">{user ? t('header.account') : t('header.login')}</span>
            </button>
            <button
              type="button"
              className="header-button header-button--cart"
              aria-label={t('header.cartButton', { count })}
              {...panelButton('cart')}
            >
              <Icon name="cart" />
              <span className="header-button__label" aria-hidden="true">
                {t('header.cart')}
              </span>
              <span className={count > 0 ? 'cart-badge' : 'cart-badge is-empty'} aria-hidden="true">
                {count}
              </span>
            </button>
          </div>
        </div>
      </header>
    </div>
  )
}
