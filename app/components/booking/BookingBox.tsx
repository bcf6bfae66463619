import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { useFetcher, useLocation, useNavigation, useSearchParams } from 'react-router'
import type { StayRules } from '../../../domain/booking/rules/stay-rules'
import { readStayFields, type StayField, type StayFields } from '../../../domain/booking/stay-request'
import { chargedPrice } from '../../../domain/catalogue/pricing'
import type { Included, PriceWeekView } from '../../../domain/catalogue/types'
import { formatMoney } from '../../../domain/format/money'
import { useLocale, useLocalePath } from '../../lib/locale'
import { useHydrated } from '../detail/useHydrated'
import { type FieldUse, isChecked, markSent, markUsed, NOTHING_USED, useKeepTypedEarly, usedFields } from '../fields'
import { usePanels } from '../layout/PanelProvider'
import { CART_PANEL_STATUS_ID, CART_STATUS_PARAM, CART_STATUS_VALUES } from '../shop/cart-action-data'
import {
  BOOKING_ANCHOR,
  BOOKING_FETCHER_KEY,
  BOOKING_FORM_ID,
  BOOKING_JS_FIELD,
  type BookingActionData,
  childAgeField,
  sameStay,
  type ServerQuote,
} from './booking-state'
import type { BoxOption } from '../../../domain/booking/box-options.server'
import { BookingBar } from './BookingBar'
import { BookingOptions } from './BookingOptions'
import { GuestFields } from './GuestFields'
import { pickerDate } from './guest-choices'
import { QuoteBreakdown } from './QuoteBreakdown'
import { DeferredStayPicker } from './DeferredStayPicker'
import { StayDateSelects } from './StayDateSelects'
import { StayTotal } from './StayTotal'
import { useLiveQuote } from './use-live-quote'
import { afterFirstMove } from '../detail/after-first-move'

/** The cancellation tiers and what is included: in the server's HTML, their code at the visitor's first move. */
const DeferredBoxTerms = afterFirstMove(() => import('./BoxTerms'))

export type BookingBoxProps = {
  location: { id: number; persons: number; price: number | null; specialPrice: number | null; priceWeeks: PriceWeekView[]; included?: Included | null }
  /** The page's app path (without language prefix or query). */
  path: string
  rules: StayRules
  /** Arrival and departure days for the lists of the form without JavaScript. */
  choices: { arrivals: string[]; departures: string[] }
  /** The stay the address asks for, and the server's quote of it when it names a period. */
  fields: StayFields
  serverQuote: ServerQuote | null
  /** The booking action's answer to a form sent without JavaScript. */
  result?: BookingActionData
  /** The options offered under the stay (not those the rental includes). */
  options?: readonly BoxOption[]
}

/**
 * The rental page's booking box: dates, guests, the live price and "Book". Without JavaScript it is a
 * plain form: arrival and departure are lists of the days one can choose, "Show the price" sends it
 * by GET (the page comes back with the quote) and "Book" posts it to the page's action. With
 * JavaScript the lists give way to a calendar, the price follows each change (quote API, ~300 ms
 * after the last one) and "Book" posts through a fetcher: the cart slide-in opens on the stay.
 */
export function BookingBox({ location, path, rules, choices, fields: asked, serverQuote, result, options = [] }: BookingBoxProps) {
  const { t } = useTranslation('booking')
  const locale = useLocale()
  const localize = useLocalePath()
  const enhanced = useHydrated()
  const headingId = useId()
  const boxRef = useRef<HTMLElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const panels = usePanels()
  const navigation = useNavigation()
  const fetcher = useFetcher<BookingActionData>({ key: BOOKING_FETCHER_KEY })
  const [params] = useSearchParams()
  const { hash } = useLocation()

  const pageResult = result && result.status !== 'added' ? result : null
  const [fields, setFields] = useState<StayFields>(pageResult?.fields ?? asked)
  // The ages the page came with were judged by the server; an age added here is not wrong before
  // it could be chosen (decision 041).
  const [use, setUse] = useState<FieldUse>(() => usedFields(fields.children.map((_, i) => childAgeField(i))))
  const [errors, setErrors] = useState<Partial<Record<StayField, string>>>(pageResult?.errors ?? {})
  const [failure, setFailure] = useState<string | null>(pageResult?.status === 'error' ? (pageResult.message ?? t('box.error')) : null)
  const unchosenAges = fields.children.flatMap((age, i) => (age === '' ? [childAgeField(i)] : []))
  const agesFirst = unchosenAges.length > 0 && !unchosenAges.some((name) => isChecked(use, name))
  const quote = useLiveQuote(location.id, fields, locale, serverQuote, enhanced && !agesFirst)
  const priced = quote.state === 'done' && quote.answer.ok ? quote.answer.price : null

  // What the visitor chose before the page came alive is kept (the lists posted as without JavaScript).
  useKeepTypedEarly(formRef, (form) => {
    const data = new FormData(form)
    const typed = readStayFields(data)
    // With JavaScript the dates are the calendar's (the lists are only in <noscript>): those asked stay.
    const next = data.has('from') ? typed : { ...typed, from: fields.from, to: fields.to }
    if (!sameStay(next, fields)) setFields(next)
  })

  const change = (next: Partial<StayFields>) => {
    setFields((current) => ({ ...current, ...next }))
    setErrors({})
    setFailure(null)
  }

  // Opened from a week of the price grid or the calendar (…#reservation): the box takes the focus,
  // so that keyboard and screen reader users land where the page scrolled to.
  useEffect(() => {
    if (hash === `#${BOOKING_ANCHOR}`) boxRef.current?.focus({ preventScroll: true })
  }, [hash])

  // The action's answer to a booking sent with JavaScript: the cart slide-in, or the errors.
  const answered = useRef(fetcher.data)
  useEffect(() => {
    const data = fetcher.data
    if (fetcher.state !== 'idle' || !data || answered.current === data) return
    answered.current = data
    if (data.status === 'added') {
      setUse(NOTHING_USED)
      const opener = boxRef.current?.querySelector<HTMLElement>('button[value="book"]') ?? null
      panels.open('cart', { opener, focus: CART_PANEL_STATUS_ID })
      return
    }
    setErrors(data.errors)
    setFailure(data.status === 'error' ? (data.message ?? t('box.error')) : null)
  }, [fetcher.state, fetcher.data, panels, t])

  const weekPrices = new Map(location.priceWeeks.map((week) => [week.startDate, chargedPrice(week)]))
  const submitting = fetcher.state !== 'idle' || (navigation.state === 'submitting' && navigation.formMethod?.toLowerCase() === 'post')
  const addedByPost = params.get(CART_STATUS_PARAM) === CART_STATUS_VALUES.added
  const dates = (
    <StayDateSelects
      arrivals={choices.arrivals}
      departures={choices.departures}
      weekPrices={weekPrices}
      from={fields.from}
      to={fields.to}
      errors={errors}
      onChange={change}
    />
  )

  return (
    <>
      <section id={BOOKING_ANCHOR} ref={boxRef} className="detail-box booking-box" aria-labelledby={headingId} tabIndex={-1}>
        <h2 id={headingId} className="detail-box__title">
          {t('box.heading')}
        </h2>
        {/* The stay's total once it is priced (PBV: the price payable); "from … per week" only before. */}
        {priced ? <StayTotal price={priced} className="detail-price detail-price--stay" /> : null}
        {!priced && location.price !== null ? <p className="detail-price">{t('box.from', { price: formatMoney(location.price) })}</p> : null}
        {!priced && location.specialPrice !== null ? (
          <p className="detail-price__special">{t('box.specialFrom', { price: formatMoney(location.specialPrice) })}</p>
        ) : null}
        {choices.arrivals.length === 0 ? <p>{t('box.noWeeks')}</p> : null}
        <fetcher.Form
          ref={formRef}
          id={BOOKING_FORM_ID}
          method="post"
          className="booking-form"
          noValidate
          onSubmit={() => setUse(markSent)}
          data-enhanced={enhanced ? 'true' : undefined}
        >
          {enhanced ? <input type="hidden" name={BOOKING_JS_FIELD} value="1" /> : null}
          {/* The calendar is in the server's HTML (two months on wide screens); its code comes with the
              visitor's first move (DeferredStayPicker). Without JavaScript the lists choose the dates. */}
          {choices.arrivals.length > 0 ? (
            <fieldset className="booking-dates booking-dates--calendar">
              <legend>{t('box.dates')}</legend>
              {enhanced ? (
                <>
                  <input type="hidden" name="from" value={fields.from} />
                  <input type="hidden" name="to" value={fields.to} />
                </>
              ) : null}
              <DeferredStayPicker
                rules={rules}
                weeks={location.priceWeeks}
                from={pickerDate(fields.from)}
                to={pickerDate(fields.to)}
                locale={locale}
                onChange={change}
                fallback={dates}
              />
              {enhanced && (errors.from || errors.to) ? <p className="field-error">{errors.from ?? errors.to}</p> : null}
            </fieldset>
          ) : null}
          <noscript>{dates}</noscript>
          <GuestFields
            persons={location.persons}
            fields={fields}
            errors={errors}
            enhanced={enhanced}
            onChange={change}
            onLeave={(field) => setUse((before) => markUsed(before, field))}
          />
          {enhanced ? null : (
            <p>
              <button type="submit" formMethod="get" formAction={`${localize(path)}#${BOOKING_ANCHOR}`} className="btn btn-outline btn-block">
                {t('box.showPrice')}
              </button>
            </p>
          )}
          <QuoteBreakdown quote={quote} empty={agesFirst ? t('quote.agesFirst') : undefined} />
          <DeferredBoxTerms price={priced} included={location.included ?? null} />
          <BookingOptions options={options} />
          {failure ? (
            <p className="alert alert-error" role="alert">
              {failure}
            </p>
          ) : null}
          {addedByPost && !enhanced ? (
            <p className="alert alert-success" role="status">
              {t('box.added')}
            </p>
          ) : null}
          <p className="booking-form__actions">
            <button type="submit" name="intent" value="book" className="btn btn-primary btn-block" aria-disabled={submitting || undefined}>
              {submitting ? t('box.booking') : t('box.book')}
            </button>
          </p>
          <p className="field-hint">{t('box.note')}</p>
        </fetcher.Form>
      </section>
      <BookingBar boxRef={boxRef} price={priced} fromPrice={location.price} enhanced={enhanced} />
    </>
  )
}
