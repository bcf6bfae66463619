import { useTranslation } from '../i18n/react'
import { data, Form, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/checkout-summary'
import { PageShell } from '../components/PageShell'
import { CartItems, CartTotals } from '../components/shop/CartItems'
import { CartStatus } from '../components/shop/CartStatus'
import { CheckoutTotal } from '../components/shop/CheckoutTotal'
import { RentalSummary, rentalsPayable } from '../components/booking/RentalSummary'
import { holdAtPaymentStep } from '../lib/rental-checkout.server'
import { cantonName } from '../components/shop/countries'
import { CHECKOUT_PATHS } from '../lib/checkout-paths'
import { checkoutPath, placeOf, requireCart } from '../lib/checkout.server'
import { runCartIntent, withCartStatus } from '../lib/cart-actions.server'
import { LocalizedLink, useLocale } from '../lib/locale'
import { formatInternational } from '../../domain/validation'
import type { ShippingContactView } from '../../domain/shop/cart/types'
import { PayForm } from '../components/shop/PayForm'
import { agreementAction, depositOffer, payAction } from '../lib/payment.server'
import { GroupAgreement } from '../components/shop/GroupAgreement'
import { agreementOf } from '../../domain/orders/group-agreement.server'
import { todayInResort } from '../../domain/booking/rules/calendar'
import { countryLabel } from '../../domain/i18n/country-names.server'
import { savedContact } from '../../domain/shop/cart/placeholders'

/** Step 4, the last: the summary (items, contact, totals) and the reduction code; the payment comes later. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const place = placeOf(params)
  const cart = await requireCart(context, request, place)
  const saved = savedContact(cart)
  if (!saved) {
    const contact = `${checkoutPath(CHECKOUT_PATHS.contact, place)}?next=${encodeURIComponent(CHECKOUT_PATHS.summary)}`
    throw redirect(contact)
  }
  const held = await holdAtPaymentStep(context, request, place.locale, cart)
  // The phone is written for screens here: the phone numbers' library stays on the server.
  // The country by the name the form offered it (domain/i18n/country-names.server.ts).
  const contact = { ...saved, phone: formatInternational(saved.phone), countryLabel: countryLabel(saved.country, place.locale) }
  return { cart: held, contact, offer: depositOffer(held, todayInResort()), agreement: await agreementOf(context.db, held.id) }
}

type ReductionAnswer = { code: string; error: string | null }

/**
 * The reduction code form (apply or remove). Applied or removed: 303 back here with the status in
 * the address; refused: this page again with the message under the field.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const place = placeOf(params)
  const form = await request.formData()
  if (form.get('intent') === 'pay') return payAction(context, request, place, form, await requireCart(context, request, place))
  if (form.get('intent') === 'agreement') return agreementAction(context, request, place, await requireCart(context, request, place))
  const result = await runCartIntent(context, request, place.locale, form)
  if (result.body.ok) {
    return redirect(withCartStatus(checkoutPath(CHECKOUT_PATHS.summary, place), result.body.event), 303)
  }
  if (result.body.code === 'CART_NOT_FOUND') {
    return redirect(checkoutPath(CHECKOUT_PATHS.cart, place, 'empty'), 303)
  }
  const answer: ReductionAnswer = { code: String(form.get('code') ?? ''), error: result.body.errors.code ?? result.body.message }
  return data(answer, { status: result.status })
}

function ContactAddress({ contact }: { contact: ShippingContactView & { countryLabel: string } }) {
  const { t } = useTranslation('cart')
  const locale = useLocale()
  const country = contact.countryLabel
  const state = contact.country === 'CH' ? cantonName(contact.state, locale) : contact.state
  return (
    <address>
      {t(`contact.titles.${contact.title}`, { defaultValue: '' })} {contact.firstName} {contact.lastName}
      <br />
      {contact.street} {contact.streetNumber}
      {contact.complement ? (
        <>
          <br />
          {contact.complement}
        </>
      ) : null}
      <br />
      {contact.zip} {contact.city}
      <br />
      {state ? `${state}, ${country}` : country}
      <br />
      {contact.phone}
      <br />
      {contact.email}
      <br />
      {t('summary.born', { date: contact.birthdate })}
      <br />
      {t('summary.marketing', { answer: t(contact.dataUse ? 'summary.yes' : 'summary.no') })}
    </address>
  )
}

export default function CheckoutSummary({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { t: tc } = useTranslation('cart')
  const navigation = useNavigation()
  const { cart, contact } = loaderData
  const error = actionData && 'error' in actionData ? actionData.error : null
  const payAnswer = actionData && 'payError' in actionData ? actionData : null
  const pending = navigation.state === 'submitting'
  const code = cart.reductionCode
  return (
    <PageShell title={t('checkoutSummary.title')} description={t('checkoutSummary.description')} trail={[{ label: t('checkout.title') }]}>
      <meta name="robots" content="noindex" />
      <p className="lead">{t('checkoutSummary.intro')}</p>
      <CartStatus />
      <RentalSummary cart={cart} />
      <div className="checkout-grid">
        <section className="checkout-card" aria-labelledby="summary-items">
          <h2 id="summary-items">{tc('summary.items')}</h2>
          <CartItems cart={cart} heading="h3" removable={false} idPrefix="summary" />
          <p>
            <LocalizedLink to={CHECKOUT_PATHS.cart}>{tc('summary.editCart')}</LocalizedLink>
          </p>
        </section>

        <section className="checkout-card checkout-contact" aria-labelledby="summary-contact">
          <h2 id="summary-contact">{tc('summary.contact')}</h2>
          <ContactAddress contact={contact} />
          <p>
            <LocalizedLink to={`${CHECKOUT_PATHS.contact}?next=${encodeURIComponent(CHECKOUT_PATHS.summary)}`}>{tc('summary.editContact')}</LocalizedLink>
          </p>
        </section>

        <section className="checkout-card" aria-labelledby="summary-reduction">
          <h2 id="summary-reduction">{tc('summary.reductionHeading')}</h2>
          {code ? (
            <Form method="post" className="reduction-form">
              <p>{tc('summary.reductionCurrent', { code: code.code })}</p>
              {code.message ? (
                <p className="alert alert-warning" role="status">
                  {code.message}
                </p>
              ) : null}
              <input type="hidden" name="intent" value="reduction-remove" />
              <button type="submit" className="btn btn-outline btn-sm" aria-disabled={pending || undefined}>
                {tc('summary.reductionRemove')}
              </button>
            </Form>
          ) : null}
          <Form method="post" className="reduction-form" noValidate>
            <input type="hidden" name="intent" value="reduction" />
            <div className="field">
              <label htmlFor="reduction-code">{tc('summary.reductionLabel')}</label>
              <div className="reduction-form__row">
                <input
                  id="reduction-code"
                  name="code"
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={64}
                  defaultValue={actionData && 'code' in actionData ? actionData.code : ''}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'reduction-code-error' : undefined}
                />
                <button type="submit" className="btn btn-theme" aria-disabled={pending || undefined}>
                  {tc('summary.reductionApply')}
                </button>
              </div>
              {error ? (
                <p className="field-error" id="reduction-code-error" role="alert">
                  {error}
                </p>
              ) : null}
            </div>
          </Form>
        </section>

        <section className="checkout-card" id="checkout-total" aria-labelledby="summary-totals">
          <h2 id="summary-totals">{tc('summary.totals')}</h2>
          <CartTotals cart={cart} showVat />
        </section>
        {loaderData.agreement.group && loaderData.agreement.state !== 'agreed' ? (
          <GroupAgreement state={loaderData.agreement.state} failure={actionData && 'agreementFailure' in actionData ? actionData.agreementFailure : null} />
        ) : rentalsPayable(cart) ? (
          <PayForm total={cart.total} offer={loaderData.offer} error={payAnswer?.payError ?? null} changes={payAnswer?.changes ?? []} />
        ) : null}
      </div>
      <CheckoutTotal cart={cart} card={false} />
    </PageShell>
  )
}
