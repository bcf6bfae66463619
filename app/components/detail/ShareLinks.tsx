import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { useHydrated } from './useHydrated'

type ShareLinksProps = {
  /** The absolute address of the offer. */
  url: string
  title: string
}

type CopyState = 'idle' | 'copied' | 'failed'

/** How long the "Link copied" message stays (SPEC §4: success messages clear after 3600 ms). */
const COPIED_MESSAGE_MS = 3600

/**
 * Share an offer by e-mail, WhatsApp or Facebook (plain links, no third-party script), or copy its
 * address. The copy button needs JavaScript and appears once the page is hydrated; when the
 * clipboard cannot be written, the address is shown selected so it can be copied by hand.
 */
export function ShareLinks({ url, title }: ShareLinksProps) {
  const { t } = useTranslation('detail')
  const hydrated = useHydrated()
  const headingId = useId()
  const addressId = useId()
  const [copy, setCopy] = useState<CopyState>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const address = useRef<HTMLInputElement>(null)

  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (copy === 'failed') address.current?.select()
  }, [copy])

  const copyLink = async () => {
    clearTimeout(timer.current)
    try {
      if (!navigator.clipboard) throw new Error('Clipboard not available')
      await navigator.clipboard.writeText(url)
      setCopy('copied')
      timer.current = setTimeout(() => setCopy('idle'), COPIED_MESSAGE_MS)
    } catch {
      setCopy('failed')
    }
  }

  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(
    `${t('share.emailBody', { title })}\n${url}`,
  )}`
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`
  const facebook = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`
  const newWindow = t('share.newWindow')

  return (
    <section className="share" aria-labelledby={headingId}>
      <h2 id={headingId} className="detail-box__title">
        {t('share.heading')}
      </h2>
      <ul className="share__list">
        <li>
          <a className="share__link" href={mailto} aria-label={t('share.emailLabel')}>
            <ShareIcon name="email" />
            <span>{t('share.email')}</span>
          </a>
        </li>
        <li>
          <a
            className="share__link"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('share.whatsappLabel')} ${newWindow}`}
          >
            <ShareIcon name="whatsapp" />
            <span>{t('share.whatsapp')}</span>
          </a>
        </li>
        <li>
          <a
            className="share__link"
            href={facebook}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('share.facebookLabel')} ${newWindow}`}
          >
            <ShareIcon name="facebook" />
            <span>{t('share.facebook')}</span>
          </a>
        </li>
        {hydrated ? (
          <li>
            <button type="button" className="share__link" onClick={() => void copyLink()}>
              <ShareIcon name="link" />
              <span>{t('share.copy')}</span>
            </button>
          </li>
        ) : null}
      </ul>
      <p className="share__status" role="status">
        {copy === 'copied' ? t('share.copied') : copy === 'failed' ? t('share.copyFailed') : ''}
      </p>
      {copy === 'failed' ? (
        <div className="share__address">
          <label htmlFor={addressId}>{t('share.address')}</label>
          <input ref={address} id={addressId} type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        </div>
      ) : null}
    </section>
  )
}

const ICONS: Record<'email' | 'whatsapp' | 'facebook' | 'link', string> = {
  email: 'M3 5h18v14H3z M3 6l9 7 9-7',
  whatsapp:
    'M4 20l1.3-4.2A8 8 0 1 1 8.4 19zM9 8.5c0 3.3 3.2 6.5 6.5 6.5l1-1.5-2-1-1 .8a5 5 0 0 1-2.3-2.3l.8-1-1-2z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
}

function ShareIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none">
      <path d={ICONS[name]} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  )
}
