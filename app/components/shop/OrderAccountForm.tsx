import { Form } from 'react-router'
import { useLocale } from '../../lib/locale'

const TEXTS = {
  fr: {
    heading: 'Créer un compte',
    intro: 'Retrouvez cette commande et les suivantes dans votre compte : choisissez un mot de passe.',
    username: 'E-mail',
    password: 'Mot de passe',
    confirm: 'Confirmer le mot de passe',
    submit: 'Créer mon compte',
  },
  en: {
    heading: 'Create an account',
    intro: 'Find this order and the next ones in your account: choose a password.',
    username: 'E-mail',
    password: 'Password',
    confirm: 'Confirm the password',
    submit: 'Create my account',
  },
} as const

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
  const t = TEXTS[useLocale() === 'en' ? 'en' : 'fr']
  return (
    <section className="checkout-card" aria-labelledby="order-account">
      <h2 id="order-account">{t.heading}</h2>
      <p>{t.intro}</p>
      {formError ? (
        <p className="alert alert-danger" role="alert">
          {formError}
        </p>
      ) : null}
      <Form method="post" noValidate>
        <Field name="username" label={t.username} type="email" error={errors.username} defaultValue={email} autoComplete="email" />
        <Field name="password" label={t.password} type="password" error={errors.password} autoComplete="new-password" />
        <Field name="password_confirm" label={t.confirm} type="password" error={errors.password_confirm} autoComplete="new-password" />
        <button type="submit" className="btn btn-theme">
          {t.submit}
        </button>
      </Form>
    </section>
  )
}
