import { useTranslation } from '../../i18n/react'
import { Form } from 'react-router'
import { loginRules } from '../../../domain/accounts/account-rules'
import { LocalizedLink, useLocalePath } from '../../lib/locale'
import { StatusAlert } from '../StatusAlert'
import { bindCheckbox, bindField, CheckboxField, TextField } from '../fields'
import { useFieldForm } from '../fields/use-field-form'
import { SubmitRow, useSubmitting } from '../fields'

export type LoginActionData = {
  values: { email: string; stayLogged: string }
  errors: Record<string, string>
  formError: string | null
}

const ORDER = ['email', 'password'] as const

/**
 * The login page's form (e-mail, password, remember me). Without JavaScript it posts to /login, which
 * answers with a 303 to the destination or this form with its errors; with it, it checks as you type.
 */
export function LoginForm({
  destination,
  answer,
  notice,
}: {
  destination: string | null
  answer?: LoginActionData
  /** An error to show above the form (e.g. a session that could not be renewed). */
  notice?: string | null
}) {
  const { t } = useTranslation('account')
  const localize = useLocalePath()
  const form = useFieldForm({
    rulesOf: () => loginRules,
    initial: { email: answer?.values.email ?? '', password: '', stayLogged: answer?.values.stayLogged ?? 'false' },
    initialErrors: answer?.errors,
    order: ORDER,
  })
  const pending = useSubmitting(localize('/login'))
  return (
    <section className="account-form account-form--narrow" aria-labelledby="login-heading">
      <h2 id="login-heading" className="visually-hidden">
        {t('login.submit')}
      </h2>
      {answer?.formError ? <StatusAlert status="error" message={answer.formError} /> : null}
      {notice && !answer ? <StatusAlert status="error" message={notice} /> : null}
      <Form
        ref={form.formRef}
        method="post"
        action={localize('/login')}
        noValidate
        onSubmit={form.onSubmit}
        data-enhanced={form.enhanced ? 'true' : undefined}
      >
        <input type="hidden" name="intent" value="login" />
        {destination ? <input type="hidden" name="destination" value={destination} /> : null}
        <TextField {...bindField(form, 'login', 'email')} type="email" label={t('fields.email')} autoComplete="username" spellCheck={false} maxLength={254} />
        <TextField {...bindField(form, 'login', 'password')} type="password" label={t('fields.password')} autoComplete="current-password" maxLength={200} />
        <CheckboxField {...bindCheckbox(form, 'login', 'stayLogged')} label={t('fields.stayLogged')} />
        <SubmitRow pending={pending} label={t('login.submit')} sending={t('login.sending')}>
          <LocalizedLink to="/mon-compte/mot-de-passe-oublie">{t('login.forgot')}</LocalizedLink>
        </SubmitRow>
      </Form>
      <p className="account-links">
        <span>{t('login.noAccount')}</span>
        <LocalizedLink to={destination ? `/mon-compte/inscription?destination=${encodeURIComponent(destination)}` : '/mon-compte/inscription'}>
          {t('login.signUp')}
        </LocalizedLink>
      </p>
    </section>
  )
}
