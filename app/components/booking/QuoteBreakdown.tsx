import { useId } from 'react'
import { useTranslation } from '../../i18n/react'
import type { TouristTaxLine } from '../../../domain/booking/rules/tourist-tax'
import type { StayPrice } from '../../../domain/booking/stay-price'
import { formatDate } from '../../../domain/format/date'
import { formatMoney } from '../../../domain/format/money'
import { formatRate } from '../../../domain/vat/rates'
import type { LiveQuote } from './use-live-quote'

/**
 * The price of the chosen stay as the server computed it: each week (a special offer with its
 * regular price struck through), the rent, the tourist tax line by line (or included in the rent),
 * the total, and the VAT the rent contains. A refusal shows its message; nothing is computed here.
 * Before a price can be asked for, it says what is missing (the dates, a child's age).
 * The whole box is a polite live region, so the new total is read out after a change.
 */
export function QuoteBreakdown({ quote, empty }: { quote: LiveQuote; /** What to do before there is a price to show. */ empty?: string }) {
  const { t } = useTranslation('booking')
  const headingId = useId()
  return (
    <section className="quote" aria-labelledby={headingId}>
      <h3 id={headingId} className="quote__heading">
        {t('quote.heading')}
      </h3>
      <div className="quote__body" aria-live="polite" aria-busy={quote.state === 'loading' || undefined} data-state={quote.state}>
        {quote.state === 'empty' ? <p className="quote__empty">{empty ?? t('quote.empty')}</p> : null}
        {quote.state === 'loading' ? <p className="quote__loading">{t('quote.loading')}</p> : null}
        {quote.state === 'done' && !quote.answer.ok ? (
          <p className="alert alert-error quote__refusal">{quote.answer.message ?? t('quote.unavailable')}</p>
        ) : null}
        {quote.state === 'done' && quote.answer.ok ? <Breakdown price={quote.answer.price} /> : null}
      </div>
    </section>
  )
}

function Breakdown({ price }: { price: StayPrice }) {
  const { t } = useTranslation('booking')
  const children = price.guests.childAges.length
  return (
    <>
      <p className="quote__stay">
        {t('quote.stay', { count: price.nights, from: formatDate(price.arrival), to: formatDate(price.departure) })}
        <br />
        {t('quote.adults', { count: price.guests.adults })}
        {children > 0 ? `, ${t('quote.children', { count: children })}` : null}
      </p>
      <dl className="quote__lines">
        {price.weeks.map((week) => (
          <div key={week.startDate} className="quote__line">
            <dt>
              {t('quote.week', { from: formatDate(week.startDate), to: formatDate(week.endDate) })}
              {week.price < week.regularPrice ? <span className="quote__special"> {t('quote.special')}</span> : null}
            </dt>
            <dd>
              {week.price < week.regularPrice ? (
                <>
                  <del>
                    <span className="visually-hidden">{t('quote.regular')} </span>
                    {formatMoney(week.regularPrice)}
                  </del>{' '}
                </>
              ) : null}
              {formatMoney(week.price)}
            </dd>
          </div>
        ))}
        <div className="quote__line quote__line--sum">
          <dt>{t('quote.rent')}</dt>
          <dd>{formatMoney(price.rent)}</dd>
        </div>
        {price.touristTax.included ? (
          <div className="quote__line">
            <dt>{t('quote.touristTax')}</dt>
            <dd>{t('quote.taxIncluded')}</dd>
          </div>
        ) : (
          price.touristTax.lines.map((line) => <TaxLine key={`${line.category}-${line.perNight}-${line.nights}`} line={line} />)
        )}
        <div className="quote__line quote__line--total">
          <dt>{t('quote.total')}</dt>
          <dd>{formatMoney(price.total, price.currency)}</dd>
        </div>
      </dl>
      <p className="field-hint quote__vat">{t('quote.vat', { rate: formatRate(price.vat.rate), amount: formatMoney(price.vat.amount) })}</p>
    </>
  )
}

function TaxLine({ line }: { line: TouristTaxLine }) {
  const { t } = useTranslation('booking')
  const who = t(`quote.taxGuests.${line.category}`, { count: line.guests })
  return (
    <div className="quote__line">
      <dt>
        {t('quote.touristTax')}
        <span className="quote__detail">
          {line.category === 'free'
            ? who
            : t('quote.taxDetail', { who, count: line.nights, perNight: formatMoney(line.perNight) })}
        </span>
      </dt>
      <dd>{line.amount === 0 ? t('quote.free') : formatMoney(line.amount)}</dd>
    </div>
  )
}
