import { useTranslation } from '../../i18n/react'
import { Form } from 'react-router'
import { forgotPasswordRules, newPasswordRules } from '../../../domain/accounts/account-rules'
import { LocalizedLink, useLocalePath } from '../../lib/locale'
import { StatusAlert } from '../StatusAlert'
import { bindField, TextField } from '../fields'
import { useFieldForm } from '../fields/use-field-form'
import { usePasswordEstimator } from './use-password-estimator'
import { SubmitRow, useSubmitting } from '../fields'

export type PasswordActionData = { email?: string; errors: Record<string, string>; formError: string | null }

/** Forgotten password: the e-mail address the link goes to. */
export function ForgotPasswordForm({ answer, sent }: { answer?: PasswordActionData; sent: string | null }) {
  const { t } = useTranslation('account')
  const localize = useLocalePath()
  const form = useFieldForm({
    rulesOf: () => forgotPasswordRules,
    initial: { email: answer?.email ?? '' },
    initialErrors: answer?.errors,
    order: ['email'],
  })
  const action = localize('/mon-compte/mot-de-passe-oublie')
  const pending = useSubmitting(action)
  return (
    <section className="account-form account-form--narrow" aria-labelledby="forgot-heading">
      <h2 id="forgot-heading" className="visually-hidden">
        {t('forgot.submit')}
      </h2>
      {/* Not a passing notice: the person needs it to go and read their mail. */}
      {sent ? <StatusAlert status="success" message={sent} /> : null}
      {answer?.formError ? <StatusAlert status="error" message={answer.formError} /> : null}
      <Form ref={form.formRef} method="post" action={action} noValidate onSubmit={form.onSubmit} data-enhanced={form.enhanced ? 'true' : undefined}>
        <TextField {...bindField(form, 'forgot', 'email')} type="email" label={t('fields.email')} autoComplete="email" spellCheck={false} maxLength={254} />
        <SubmitRow pending={pending} label={t('forgot.submit')} sending={t('forgot.sending')}>
          <LocalizedLink to="/login">{t('forgot.back')}</LocalizedLink>
        </SubmitRow>
      </Form>
    </section>
  )
}

/** The new password of a reset link (at least 10 characters, not the e-mail, hard to guess, confirmed). */
export function ResetPasswordForm({ token, username, answer }: { token: string; username: string; answer?: PasswordActionData }) {
  const { t } = useTranslation('account')
  const localize = useLocalePath()
  const strength = usePasswordEstimator()
  const form = useFieldForm({
    rulesOf: () => newPasswordRules('username', strength.estimator),
    initial: { username, password: '', password_confirm: '' },
    initialErrors: answer?.errors,
    order: ['password', 'password_confirm'],
    dependents: { password: ['password_confirm'] },
    recheckWhen: strength.estimator,
  })
  const action = localize(`/mon-compte/nouveau-mot-de-passe/${encodeURIComponent(token)}`)
  const pending = useSubmitting(action)
  return (
    <section className="account-form account-form--narrow" aria-labelledby="reset-heading">
      <h2 id="reset-heading" className="visually-hidden">
        {t('reset.submit')}
      </h2>
      {answer?.formError ? <StatusAlert status="error" message={answer.formError} /> : null}
      <Form ref={form.formRef} method="post" action={action} noValidate onSubmit={form.onSubmit} data-enhanced={form.enhanced ? 'true' : undefined}>
        {/* For password managers: which account the new password belongs to. */}
        <input type="email" name="username" value={username} autoComplete="username" readOnly hidden />
        <TextField {...bindField(form, 'reset', 'password')} type="password" label={t('fields.newPassword')} hint={t('fields.passwordHint')} autoComplete="new-password" maxLength={200} onFocus={strength.load} />
        <TextField {...bindField(form, 'reset', 'password_confirm')} type="password" label={t('fields.passwordConfirm')} autoComplete="new-password" maxLength={200} />
        <SubmitRow pending={pending} label={t('reset.submit')} sending={t('reset.sending')} />
      </Form>
    </section>
  )
}
