import { useTranslation } from '../../i18n/react'
import { Form } from 'react-router'
import { SIGN_UP_FIELDS, signUpRules } from '../../../domain/accounts/account-rules'
import { CONTACT_DEFAULTS } from '../../../domain/shop/shipping-contact'
import { LocalizedLink, useLocalePath } from '../../lib/locale'
import { StatusAlert } from '../StatusAlert'
import { bindCheckbox, bindField, CheckboxField, ErrorSummary, summaryItems, TextField, type Values } from '../fields'
import { useFieldForm } from '../fields/use-field-form'
import { ContactFields, settleContact } from '../shop/ContactFields'
import { useAccountContactTexts } from './contact-texts'
import { usePasswordEstimator } from './use-password-estimator'
import { SubmitRow, useSubmitting } from '../fields'

export type SignUpActionData = {
  /** What was typed, passwords left out. */
  values: Values
  errors: Record<string, string>
  formError: string | null
}

/** The password is judged knowing the e-mail and the names, so it is checked again when they change. */
const DEPENDENTS = {
  country: ['phone', 'state'],
  username: ['password'],
  firstName: ['password'],
  lastName: ['password'],
  password: ['password_confirm'],
} as const

/** Sign-up: login (e-mail, password twice) and the contact; the same rules as POST /sign-up. */
export function SignUpForm({ destination, answer }: { destination: string | null; answer?: SignUpActionData }) {
  const { t } = useTranslation('account')
  const localize = useLocalePath()
  const strength = usePasswordEstimator()
  const texts = useAccountContactTexts()
  const form = useFieldForm({
    rulesOf: (values) => signUpRules(values, strength.estimator),
    initial: { ...CONTACT_DEFAULTS, ...answer?.values, password: '', password_confirm: '' },
    initialErrors: answer?.errors,
    order: SIGN_UP_FIELDS,
    dependents: DEPENDENTS,
    recheckWhen: strength.estimator,
    settle: settleContact,
  })
  // Only a server's answer (a form sent without JavaScript) lists its errors above the form.
  const summary = answer ? summaryItems(form, 'signup', SIGN_UP_FIELDS) : []
  const action = localize('/mon-compte/inscription')
  const pending = useSubmitting(action)
  return (
    <section className="account-form" aria-labelledby="signup-heading">
      <h2 id="signup-heading" className="visually-hidden">
        {t('signUp.submit')}
      </h2>
      {answer?.formError ? <StatusAlert status="error" message={answer.formError} /> : null}
      <ErrorSummary title={t('errorSummary', { count: summary.length })} items={summary} />
      <p className="field-hint">{t('requiredNote')}</p>
      <Form
        ref={form.formRef}
        method="post"
        action={destination ? `${action}?destination=${encodeURIComponent(destination)}` : action}
        noValidate
        onSubmit={form.onSubmit}
        data-enhanced={form.enhanced ? 'true' : undefined}
      >
        <fieldset>
          <legend>{t('signUp.account')}</legend>
          <TextField {...bindField(form, 'signup', 'username')} type="email" label={t('fields.username')} hint={t('fields.usernameHint')} autoComplete="email" spellCheck={false} maxLength={254} />
          <div className="form-row">
            <TextField {...bindField(form, 'signup', 'password')} type="password" label={t('fields.password')} hint={t('fields.passwordHint')} autoComplete="new-password" maxLength={200} onFocus={strength.load} />
            <TextField {...bindField(form, 'signup', 'password_confirm')} type="password" label={t('fields.passwordConfirm')} autoComplete="new-password" maxLength={200} />
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('signUp.contact')}</legend>
          <ContactFields form="signup" state={form} texts={texts} withEmail={false} />
          <CheckboxField {...bindCheckbox(form, 'signup', 'dataUse')} label={t('fields.dataUse')} />
        </fieldset>
        <SubmitRow pending={pending} label={t('signUp.submit')} sending={t('signUp.sending')} />
      </Form>
      <p className="account-links">
        <span>{t('signUp.haveAccount')}</span>
        <LocalizedLink to={destination ? `/login?destination=${encodeURIComponent(destination)}` : '/login'}>{t('signUp.login')}</LocalizedLink>
      </p>
    </section>
  )
}
