import { Form } from 'react-router'
import { useTranslation } from '../../i18n/react'

type Props = {
  email: string
  errors: Record<string, string>
  formError: string | null
}

function Field({
  name,
  label,
  type,
  error,
  defaultValue,
  autoComplete,
}: {
  name: string
  label: string
  type: string
  error?: string
  defaultValue?: string
  autoComplete: string
}) {
  const id = `order-account-${name}`
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        required
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The account of a guest's order, from its confirmation page (a plain form post). */
export function OrderAccountForm({ email, errors, formError }: Props) {
  const { t } = useTranslation('cart')
  return (
    <section className="checkout-card" aria-labelledby="order-account">
      <h2 id="order-account">{t('orderAccount.heading')}</h2>
      <p>{t('orderAccount.intro')}</p>
      {formError ? (
        <p className="alert alert-danger" role="alert">
          {formError}
        </p>
      ) : null}
      <Form method="post" noValidate>
        <Field name="username" label={t('orderAccount.username')} type="email" error={errors.username} defaultValue={email} autoComplete="email" />
        <Field name="password" label={t('orderAccount.password')} type="password" error={errors.password} autoComplete="new-password" />
        <Field name="password_confirm" label={t('orderAccount.confirm')} type="password" error={errors.password_confirm} autoComplete="new-password" />
        <button type="submit" className="btn btn-theme">
          {t('orderAccount.submit')}
        </button>
      </Form>
    </section>
  )
}
