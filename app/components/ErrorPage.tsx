import { useTranslation } from '../i18n/react'
import { LocalizedLink } from '../lib/locale'

/** An error other than "not found": its status code and a message a person can act on. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const { t } = useTranslation()
  const text = status >= 500 || !message ? t('error.text') : message
  return (
    <div className="page container error-page">
      <title>{t('error.title', { status })}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('error.title', { status })}</h1>
      <p>{text}</p>
      <p>
        <LocalizedLink className="btn btn-primary" to="/">
          {t('notFound.home')}
        </LocalizedLink>
      </p>
    </div>
  )
}
