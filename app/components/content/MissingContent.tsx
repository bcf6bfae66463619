import { useTranslation } from '../../i18n/react'
import { LocalizedLink } from '../../lib/locale'

/** The empty state of a page whose content has not been written yet. */
export function MissingContent() {
  const { t } = useTranslation('content')
  return (
    <div className="content-empty">
      <p>{t('missing.text')}</p>
      <p>
        <LocalizedLink className="btn btn-primary" to="/contact">
          {t('missing.contact')}
        </LocalizedLink>
      </p>
    </div>
  )
}
