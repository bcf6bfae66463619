import { useTranslation } from '../../i18n/react'
import { LocalizedLink, useLocale } from '../../lib/locale'
import { useRootData } from '../../lib/root-data'
import { openConsentBar } from './consent'
import { ContactBlock, telHref } from './ContactBlock'
import { FOOTER_MENU_ID } from './Header'
import { Icon, type IconName } from './Icon'
import { LogoMark } from './Logo'
import { MENU_LINKS, menuPath } from '../../../domain/navigation/menu'

/** The agency's pages on social networks. */
export const SOCIAL_LINKS: { name: string; icon: IconName; href: string }[] = [
  { name: 'Facebook', icon: 'facebook', href: 'https://www.facebook.com/cransmontanaagency' },
  { name: 'Instagram', icon: 'instagram', href: 'https://www.instagram.com/cransmontanaagency' },
  { name: 'LinkedIn', icon: 'linkedin', href: 'https://www.linkedin.com/company/crans-montana-agency' },
]

/** Footer: questions teaser, contact, links, social networks, office-hours notice, copyright. */
export function Footer() {
  const { t } = useTranslation('layout')
  const root = useRootData()
  const locale = useLocale()
  const phone = root?.contact.phone
  const year = new Date().getFullYear()

  return (
    <footer className="site-footer">
      <section className="footer-cta" aria-labelledby="footer-question">
        <div className="container footer-cta__inner">
          <div className="footer-cta__text">
            <h2 id="footer-question" className="footer-cta__title">
              {t('footer.question.title')}
            </h2>
            <p>{t('footer.question.text')}</p>
          </div>
          <div className="footer-cta__actions">
            <LocalizedLink to="/contact" className="btn btn-light">
              {t('footer.question.contact')}
            </LocalizedLink>
            {phone ? (
              <a className="footer-cta__phone" href={telHref(phone)}>
                <Icon name="phone" size={20} />
                <span>
                  <span className="visually-hidden">{t('contact.phoneLabel')} </span>
                  {phone}
                </span>
              </a>
            ) : null}
          </div>
        </div>
      </section>

      <div className="footer-main">
        <div className="container footer-main__grid">
          <div className="footer-brand">
            <p className="footer-brand__name">
              <LogoMark size={32} />
              <span>{root?.contact.address.name}</span>
            </p>
            <p className="footer-brand__text">{t('footer.about')}</p>
            <ul className="social-links">
              {SOCIAL_LINKS.map((link) => (
                <li key={link.name}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener"
                    className="social-links__link"
                    aria-label={t('footer.social', { network: link.name })}
                  >
                    <Icon name={link.icon} />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          {root ? <ContactBlock contact={root.contact} className="footer-contact" /> : null}

          {/* The header's menu leads here before the page comes alive (decision 041). */}
          <nav className="footer-nav" id={FOOTER_MENU_ID} aria-labelledby="footer-nav-title">
            <h2 id="footer-nav-title" className="footer-nav__title">
              {t('footer.linksTitle')}
            </h2>
            <ul>
              {MENU_LINKS.map((link) => (
                <li key={link.key}>
                  <LocalizedLink to={menuPath(link, locale)}>{t(`nav.links.${link.key}`)}</LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div className="container">
          <p className="footer-notice">{root?.footerNotice ?? t('footer.notice')}</p>
        </div>
      </div>

      <div className="footer-bottom">
        <div className="container footer-bottom__inner">
          <p>{t('footer.copyright', { year })}</p>
          <ul className="footer-bottom__links">
            <li>
              <LocalizedLink to="/cguone">{t('footer.terms')}</LocalizedLink>
            </li>
            <li>
              <button type="button" className="link-button" onClick={(event) => openConsentBar(event.currentTarget)}>
                {t('footer.cookies')}
              </button>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
