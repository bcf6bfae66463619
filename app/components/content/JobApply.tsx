import { useTranslation } from '../../i18n/react'
import { useRootData } from '../../lib/root-data'

/** "Apply": an e-mail to the agency with the job title as subject. */
export function JobApply({ title }: { title: string }) {
  const { t } = useTranslation('content')
  const email = useRootData()?.contact.email
  if (!email) return null
  const href = `mailto:${email}?subject=${encodeURIComponent(title)}`
  return (
    <section className="content-note job-apply" aria-labelledby="job-apply-heading">
      <h2 id="job-apply-heading">{t('jobs.applyTitle')}</h2>
      <p>{t('jobs.applyText')}</p>
      <p>
        <a className="btn btn-theme" href={href} aria-label={t('jobs.applyLabel', { title })}>
          {t('jobs.apply')}
        </a>
        <span className="job-apply__address">{email}</span>
      </p>
    </section>
  )
}
