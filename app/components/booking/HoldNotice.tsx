import { useTranslation } from '../../i18n/react'
import { staySearch } from '../../../domain/booking/stay-request'
import type { CartItemView } from '../../../domain/shop/cart/types'
import { LocalizedLink, useLocale } from '../../lib/locale'
import { locationPath } from '../../../domain/navigation/addresses'
import { RemoveItemButton } from '../shop/RemoveItemButton'

/** An instant as the resort's clock shows it: 14:32 in French, 2:32 pm in English. */
export function resortTime(iso: string, locale: string): string {
  const text = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-CH', {
    timeZone: 'Europe/Zurich',
    hour: 'numeric',
    minute: '2-digit',
    hour12: locale === 'en',
  }).format(new Date(iso))
  return locale === 'en' ? text.replace(/\s?([ap])\.?m\.?/i, (_, p: string) => ` ${p.toLowerCase()}m`) : text
}

/**
 * A rental's hold at the payment step, beside the item: how long it is held for the visitor, or,
 * when someone else took its week meanwhile, why it cannot be paid and the two ways out (remove it,
 * or choose other dates on the rental's page with the same party).
 */
export function HoldNotice({ item, removable }: { item: CartItemView; removable: boolean }) {
  const { t } = useTranslation('cart')
  const locale = useLocale()
  const { hold, subscriber } = item
  if (!hold || !subscriber) return null
  if (hold.status === 'held') {
    return (
      <p className="cart-item__hold" suppressHydrationWarning>
        {t('rentals.heldUntil', { time: resortTime(hold.expiresAt, locale) })}
      </p>
    )
  }
  const party = item.stay?.guests
  const search = staySearch({
    from: item.context.startPeriod ?? '',
    to: item.context.endPeriod ?? '',
    adults: party ? String(party.adults) : '',
    children: party ? party.childAges.map(String) : [],
  })
  return (
    <div className="alert alert-error cart-item__taken">
      <p>{t('rentals.taken')}</p>
      <p>{t('rentals.takenHelp')}</p>
      <p>
        <LocalizedLink to={`${locationPath({ kind: 'weekly', slug: subscriber.slug, id: subscriber.id })}${search}`}>
          {t('rentals.changeDates', { title: item.title })}
        </LocalizedLink>
      </p>
      {removable ? null : <RemoveItemButton itemId={item.id} title={item.title} />}
    </div>
  )
}
