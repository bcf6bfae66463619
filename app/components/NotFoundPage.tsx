import { useTranslation } from '../i18n/react'
import { LocalizedLink } from '../lib/locale'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <div className="page container not-found">
      <title>{t('notFound.title')}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <LocalizedLink className="btn btn-primary" to="/">
          {t('notFound.home')}
        </LocalizedLink>
      </p>
    </div>
  )
}
