import { type MouseEvent, type RefObject, useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import type { StayPrice } from '../../../domain/booking/stay-price'
import { formatMoney } from '../../../domain/format/money'
import { BOOKING_ANCHOR, BOOKING_GUESTS_ANCHOR } from './booking-state'
import { StayTotal } from './StayTotal'

type BookingBarProps = {
  boxRef: RefObject<HTMLElement | null>
  /** The server's price of the chosen stay, or null (no dates yet, a refusal, on its way). */
  price: StayPrice | null
  fromPrice: number | null
  enhanced: boolean
}

/**
 * Brings the box's part into view and puts the focus in it: its first control (the adults of the
 * guests), or the box itself. No address change: the bar can be used again after a scroll.
 */
function goTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id)
  if (!target) return
  event.preventDefault()
  target.scrollIntoView({ block: 'start' })
  const control = id === BOOKING_ANCHOR ? target : target.querySelector<HTMLElement>('select, input')
  control?.focus({ preventScroll: true })
}

/**
 * On small screens, a bar fixed at the bottom keeps the price and "Book" in reach while the visitor
 * reads the page (CSS shows it below 992 px only); with JavaScript it steps aside while the booking
 * box is on screen. It never books by itself (decision 041): with a price, "Book" leads to the box's
 * guests and options, which the visitor checks before the box's own "Book" (a stay carried from a
 * search has its guests as adults only); without one, it leads to the box to choose the dates. Both
 * are links, which work before the page comes alive.
 */
export function BookingBar({ boxRef, price: priced, fromPrice, enhanced }: BookingBarProps) {
  const { t } = useTranslation('booking')
  const [boxInView, setBoxInView] = useState(false)

  useEffect(() => {
    const box = boxRef.current
    if (!box || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setBoxInView(Boolean(entry?.isIntersecting)), { threshold: 0.15 })
    observer.observe(box)
    return () => observer.disconnect()
  }, [boxRef])

  const target = priced ? BOOKING_GUESTS_ANCHOR : BOOKING_ANCHOR
  return (
    <div className="booking-bar" role="region" aria-label={t('bar.label')} hidden={(enhanced && boxInView) || undefined}>
      {/* The stay's total with its tourist tax line once priced (PBV); "from … per week" only before. */}
      {priced ? (
        <StayTotal price={priced} className="booking-bar__price" />
      ) : (
        <p className="booking-bar__price">{fromPrice !== null ? <strong>{t('box.from', { price: formatMoney(fromPrice) })}</strong> : null}</p>
      )}
      <a className="btn btn-primary" href={`#${target}`} onClick={(event) => goTo(event, target)}>
        {priced ? t('box.book') : t('bar.choose')}
      </a>
    </div>
  )
}
