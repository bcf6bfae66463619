import { addDays } from '../../../domain/booking/rules/calendar'
import { formatDate } from '../../../domain/format/date'
import { useTranslation } from '../../i18n/react'
import { LocalizedLink } from '../../lib/locale'
import type { RefusedLink } from '../../lib/order-pages.server'


/** The key of the page's heading for a refused link. */
export const refusedLinkTitleKey = (refused: RefusedLink) => `cart:orderLink.${refused.reason}.title` as const

/** A signed order link that was refused: why, in words a guest can act on, and where to go instead. */
export function OrderLinkRefused({ refused }: { refused: RefusedLink }) {
  const { t } = useTranslation('cart')
  // The day after the last one it opened the order: "no longer valid since".
  const text = refused.reason === 'expired' ? t('orderLink.expired.text', { on: formatDate(addDays(refused.expiredOn, 1)) }) : t('orderLink.invalid.text')
  return (
    <>
      <p className="lead" role="alert">
        {text}
      </p>
      <p>{t('orderLink.account')}</p>
      <p>
        <LocalizedLink className="btn btn-theme" to="/login">
          {t('orderLink.signIn')}
        </LocalizedLink>{' '}
        <LocalizedLink className="btn btn-outline" to="/contact">
          {t('orderLink.contact')}
        </LocalizedLink>
      </p>
    </>
  )
}
