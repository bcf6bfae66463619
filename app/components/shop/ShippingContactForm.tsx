import { Trans, useTranslation } from '../../i18n/react'
import { Form, useNavigation } from 'react-router'
import { CONTACT_DEFAULTS, SHIPPING_CONTACT_FIELDS, shippingContactRules } from '../../../domain/shop/shipping-contact'
import { bindCheckbox, CheckboxField, ErrorSummary, type Values } from '../fields'
import { useFieldForm } from '../fields/use-field-form'
import { LocalizedLink, useLocale } from '../../lib/locale'
import { ContactFields, type ContactTexts, settleContact } from './ContactFields'
import { SubmitRow } from '../fields'

export type ContactFormState = {
  values: Values
  errors: Record<string, string>
  /** A message about the whole form (e.g. 409: an account exists with this e-mail). */
  formError: string | null
  /** Where a "log in with this account" link must lead back to, when formError is about an account. */
  loginDestination: string | null
}

/**
 * The opt-in of a signed-in customer: "Save these details in my account". Unticked by default; only
 * a tick makes the checkout change the profile contact.
 */
export const SAVE_TO_ACCOUNT = 'saveToAccount'

const ID = 'contact'
const DEPENDENTS = { country: ['phone', 'state'] } as const

function blankContact(): Values {
  const empty = Object.fromEntries(SHIPPING_CONTACT_FIELDS.map((name) => [name, '']))
  return { ...empty, ...CONTACT_DEFAULTS }
}

/** The contact's words at the checkout. */
function useCheckoutContactTexts(): ContactTexts {
  const { t } = useTranslation('cart')
  const locale = useLocale()
  const { t: ta } = useTranslation('account')
  return {
    title: t('contact.title'),
    titles: { mr: t('contact.titles.mr'), mrs: t('contact.titles.mrs'), ms: t('contact.titles.ms') },
    firstName: t('contact.firstName'),
    lastName: t('contact.lastName'),
    street: t('contact.street'),
    streetNumber: t('contact.streetNumber'),
    complement: t('contact.complement'),
    zip: t('contact.zip'),
    city: t('contact.city'),
    country: t('contact.country'),
    state: (swiss) => (swiss ? t('contact.state') : ta('fields.region')),
    phone: t('contact.phone'),
    birthdate: t('contact.birthdate'),
    email: t('contact.email'),
    choose: ta('fields.choose'),
    chooseCountry: ta('fields.chooseCountry'),
    hints: { phone: t('contact.phoneHint'), birthdate: t('contact.birthdateHint') },
    birthdatePlaceholder: locale === 'en' ? 'DD.MM.YYYY' : 'JJ.MM.AAAA',
  }
}

/**
 * The shipping contact of SPEC §3 with the rules of SPEC §5: a plain form posting to its page's action
 * (works without JavaScript; the server's verdict counts), checked as you type with the same rules.
 */
export function ShippingContactForm({
  initial,
  next,
  account = null,
}: {
  initial: ContactFormState
  next: string
  /** The signed-in customer: offers to save the contact in their account. */
  account?: { username: string } | null
}) {
  const { t } = useTranslation('cart')
  const navigation = useNavigation()
  const texts = useCheckoutContactTexts()
  const form = useFieldForm({
    rulesOf: (values) => shippingContactRules(values),
    initial: { ...blankContact(), ...initial.values },
    initialErrors: initial.errors,
    order: SHIPPING_CONTACT_FIELDS,
    dependents: DEPENDENTS,
    checkAtOnce: ['cg'],
    settle: settleContact,
  })
  const pending = navigation.state === 'submitting'
  // The summary lists the server's errors the visitor has not corrected yet, each named by its field.
  const summary = SHIPPING_CONTACT_FIELDS.filter((name) => initial.errors[name] && form.errors[name]).map((name) => ({
    target: name === 'title' ? `${ID}-title-${form.values.title || CONTACT_DEFAULTS.title}` : `${ID}-${name}`,
    message: `${t(`contact.${name}`)} : ${form.errors[name]}`,
  }))

  return (
    <section className="checkout-contact-form" aria-labelledby={`${ID}-heading`}>
      <h2 id={`${ID}-heading`}>{t('contact.heading')}</h2>
      {initial.formError ? (
        <div role="alert" className="alert alert-error">
          <p>{initial.formError}</p>
          {initial.loginDestination ? (
            <p>
              <LocalizedLink to={`/login?destination=${encodeURIComponent(initial.loginDestination)}`}>{t('contact.loginInstead')}</LocalizedLink>
            </p>
          ) : null}
        </div>
      ) : null}
      <ErrorSummary title={t('contact.errorSummary', { count: summary.length })} items={summary} />

      <Form ref={form.formRef} method="post" noValidate onSubmit={form.onSubmit} className="form-stack" data-enhanced={form.enhanced ? 'true' : undefined}>
        <input type="hidden" name="next" value={next} />
        <p className="field-hint">{t('contact.requiredNote')}</p>
        <ContactFields form={ID} state={form} texts={texts} withEmail />
        <CheckboxField
          {...bindCheckbox(form, ID, 'cg')}
          label={<Trans t={t} i18nKey="contact.cg" components={[<LocalizedLink key="terms" to="/cguone" target="_blank" />]} />}
        />
        <CheckboxField {...bindCheckbox(form, ID, 'dataUse')} label={t('contact.dataUse')} />
        {account ? (
          <CheckboxField
            {...bindCheckbox(form, ID, SAVE_TO_ACCOUNT)}
            label={t('contact.saveToAccount')}
            hint={t('contact.saveToAccountHint', { username: account.username })}
          />
        ) : null}
        <SubmitRow pending={pending} label={t('contact.submit')} sending={t('contact.saving')} className="btn btn-theme" />
      </Form>
    </section>
  )
}
