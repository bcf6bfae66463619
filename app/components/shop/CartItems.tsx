import { useTranslation } from '../../i18n/react'
import { formatDate } from '../../../domain/format/date'
import { formatMoney } from '../../../domain/format/money'
import { formatRate } from '../../../domain/vat/rates'
import { cartSections, personsOf } from '../../../domain/shop/cart/display'
import type { CartItemView, CartView } from '../../../domain/shop/cart/types'
import { HoldNotice } from '../booking/HoldNotice'
import { QuantityForm } from './QuantityForm'
import { isOnePerStay } from '../../../domain/booking/one-per-stay'
import { RemoveItemButton } from './RemoveItemButton'

type Heading = 'h2' | 'h3'

type CartItemsProps = {
  cart: CartView
  /** h3 inside the slide-in (its title is the h2), h2 on a page. */
  heading?: Heading
  removable?: boolean
  /** Prefix of the ids of the section headings (two lists may be on one page). */
  idPrefix?: string
}

/**
 * The cart's items as SPEC §2 shows them: Locations (title, persons, period, total, remove and the
 * options under each rental), Packages and Services (quantity, title, total, details, remove).
 */
export function CartItems({ cart, heading: Heading = 'h2', removable = true, idPrefix = 'cart' }: CartItemsProps) {
  const { t } = useTranslation('cart')
  const sections = cartSections(cart.orderItems)
  const currency = cart.currency
  return (
    <div className="cart-items">
      {sections.locations.length > 0 ? (
        <section className="cart-section" aria-labelledby={`${idPrefix}-locations`}>
          <Heading id={`${idPrefix}-locations`} className="cart-section__title">
            {t('sections.locations')}
          </Heading>
          <ul className="cart-section__list">
            {sections.locations.map(({ item, options }) => (
              <li key={item.id} className="cart-item cart-item--rental">
                <RentalLine item={item} currency={currency} removable={removable} />
                {options.length > 0 ? (
                  <ul className="cart-item__options" aria-label={t('sections.options')}>
                    {options.map((option) => (
                      <li key={option.id} className="cart-item cart-item--option">
                        <ItemLine item={option} currency={currency} removable={removable} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {(
        [
          ['packages', sections.packages],
          ['services', sections.services],
        ] as const
      ).map(([name, items]) =>
        items.length > 0 ? (
          <section key={name} className="cart-section" aria-labelledby={`${idPrefix}-${name}`}>
            <Heading id={`${idPrefix}-${name}`} className="cart-section__title">
              {t(`sections.${name}`)}
            </Heading>
            <ul className="cart-section__list">
              {items.map((item) => (
                <li key={item.id} className="cart-item">
                  <ItemLine item={item} currency={currency} removable={removable} />
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </div>
  )
}

function RentalLine({ item, currency, removable }: { item: CartItemView; currency: string; removable: boolean }) {
  const { t } = useTranslation('cart')
  const persons = personsOf(item)
  return (
    <div className="cart-item__body">
      <div className="cart-item__head">
        <span className="cart-item__title">{item.title}</span>
        <span className="cart-item__total">{formatMoney(item.total, currency)}</span>
      </div>
      <ul className="cart-item__facts">
        {persons !== null ? <li>{t('item.persons', { count: persons })}</li> : null}
        {item.context.startPeriod && item.context.endPeriod ? (
          <li>{t('item.period', { from: formatDate(item.context.startPeriod), to: formatDate(item.context.endPeriod) })}</li>
        ) : null}
        {item.touristTax > 0 ? <li>{t('item.touristTax', { amount: formatMoney(item.touristTax, currency) })}</li> : null}
      </ul>
      {item.hold?.status === 'taken' ? null : <Unavailable item={item} />}
      <HoldNotice item={item} removable={removable} />
      {removable ? <RemoveItemButton itemId={item.id} title={item.title} /> : null}
    </div>
  )
}

function ItemLine({ item, currency, removable }: { item: CartItemView; currency: string; removable: boolean }) {
  const { t } = useTranslation('cart')
  return (
    <div className="cart-item__body">
      <div className="cart-item__head">
        <span className="cart-item__quantity">
          <span className="visually-hidden">{t('item.quantity')} </span>
          {t('item.quantityTimes', { count: item.quantity })}
        </span>
        <span className="cart-item__title">{item.title}</span>
        <span className="cart-item__total">{formatMoney(item.total, currency)}</span>
      </div>
      <ContextDetails item={item} />
      <Unavailable item={item} />
      {removable ? (
        <div className="cart-item__actions">
          {quantityChangeable(item) ? <QuantityForm itemId={item.id} title={item.title} quantity={item.quantity} /> : null}
          <RemoveItemButton itemId={item.id} title={item.title} />
        </div>
      ) : null}
    </div>
  )
}

/**
 * A rental is one stay, a bulk product's lines each have their own quantity, and the cancellation
 * insurance is one per stay: none changes here.
 */
const quantityChangeable = (item: CartItemView) => item.product.category !== 'rental' && item.context.data.length === 1 && !isOnePerStay(item.reference)

/** The context as a list (SPEC §3): Oui/Non, dates DD.MM.YYYY, internal fields hidden. */
export function ContextDetails({ item }: { item: CartItemView }) {
  const { t } = useTranslation('cart')
  const entries = item.details.filter((lines) => lines.length > 0)
  if (entries.length === 0) return null
  const several = entries.length > 1
  return (
    <div className="cart-item__details">
      {entries.map((lines, i) => (
        <div key={i} className="cart-item__entry">
          {several ? <p className="cart-item__line">{t('item.line', { number: i + 1 })}</p> : null}
          <dl>
            {lines.map((line) => (
              <div key={line.field} className="cart-item__detail">
                <dt>{line.label ?? t(`fields.${line.field}`, { defaultValue: line.field })}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  )
}

function Unavailable({ item }: { item: CartItemView }) {
  const { t } = useTranslation('cart')
  // A rental says why (its week taken, …): the rules' message; other items the cart's own text.
  return item.available ? null : <p className="cart-item__unavailable">{item.message && item.subscriber ? item.message : t('item.unavailable')}</p>
}

/** Subtotal, reduction, total VAT included (with the VAT it contains) and the currency. */
export function CartTotals({ cart, showVat = false }: { cart: CartView; showVat?: boolean }) {
  const { t } = useTranslation('cart')
  const money = (amount: number) => formatMoney(amount, cart.currency)
  return (
    <div className="cart-totals">
      <dl>
        <div className="cart-totals__row">
          <dt>{t('totals.subTotal')}</dt>
          <dd>{money(cart.subTotal)}</dd>
        </div>
        {cart.reductionCode || cart.reduction > 0 ? (
          <div className="cart-totals__row cart-totals__row--reduction">
            <dt>{cart.reductionCode ? t('totals.reductionCode', { code: cart.reductionCode.code }) : t('totals.reduction')}</dt>
            <dd>− {money(cart.reduction)}</dd>
          </div>
        ) : null}
        <div className="cart-totals__row cart-totals__row--total">
          <dt>{t('totals.total')}</dt>
          <dd>{money(cart.total)}</dd>
        </div>
        {showVat && cart.touristTax > 0 ? (
          <div className="cart-totals__row cart-totals__row--vat">
            <dt>{t('totals.touristTax')}</dt>
            <dd>{money(cart.touristTax)}</dd>
          </div>
        ) : null}
        {showVat
          ? cart.vat
              .filter((line) => line.vat > 0)
              .map((line) => (
                <div key={line.rate} className="cart-totals__row cart-totals__row--vat">
                  <dt>{t('totals.vat', { rate: formatRate(line.rate) })}</dt>
                  <dd>{money(line.vat)}</dd>
                </div>
              ))
          : null}
      </dl>
      <p className="cart-totals__currency">{t('totals.currency', { currency: cart.currency })}</p>
    </div>
  )
}
