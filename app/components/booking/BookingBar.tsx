import { type RefObject, useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { formatDate } from '../../../domain/format/date'
import { formatMoney } from '../../../domain/format/money'
import { BOOKING_ANCHOR, BOOKING_FORM_ID } from './booking-state'
import type { LiveQuote } from './use-live-quote'

type BookingBarProps = {
  boxRef: RefObject<HTMLElement | null>
  quote: LiveQuote
  fromPrice: number | null
  submitting: boolean
  enhanced: boolean
}

/**
 * On small screens, a bar fixed at the bottom keeps the price and "Book" in reach while the visitor
 * reads the page (CSS shows it below 992 px only). Its button sends the booking form itself; with
 * JavaScript the bar steps aside while the booking box is on screen. Without a quote it leads to the
 * box to choose the dates.
 */
export function BookingBar({ boxRef, quote, fromPrice, submitting, enhanced }: BookingBarProps) {
  const { t } = useTranslation('booking')
  const [boxInView, setBoxInView] = useState(false)

  useEffect(() => {
    const box = boxRef.current
    if (!box || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setBoxInView(Boolean(entry?.isIntersecting)), { threshold: 0.15 })
    observer.observe(box)
    return () => observer.disconnect()
  }, [boxRef])

  const priced = quote.state === 'done' && quote.answer.ok ? quote.answer.price : null
  return (
    <div className="booking-bar" role="region" aria-label={t('bar.label')} hidden={(enhanced && boxInView) || undefined}>
      <p className="booking-bar__price">
        {priced ? (
          <>
            <strong>{formatMoney(priced.total, priced.currency)}</strong>
            <span className="booking-bar__stay">{t('bar.stay', { from: formatDate(priced.arrival), to: formatDate(priced.departure) })}</span>
          </>
        ) : fromPrice !== null ? (
          <strong>{t('box.from', { price: formatMoney(fromPrice) })}</strong>
        ) : null}
      </p>
      {priced ? (
        <button type="submit" form={BOOKING_FORM_ID} name="intent" value="book" className="btn btn-primary" aria-disabled={submitting || undefined}>
          {submitting ? t('box.booking') : t('box.book')}
        </button>
      ) : (
        <a className="btn btn-primary" href={`#${BOOKING_ANCHOR}`}>
          {t('bar.choose')}
        </a>
      )}
    </div>
  )
}
