import { useTranslation } from 'react-i18next'
import { PageShell } from '../components/PageShell'

export default function Page() {
  const { t } = useTranslation('pages')
  return (
    <PageShell title={t('apartments.title')} description={t('apartments.description')}>
      <p className="lead">{t('apartments.intro')}</p>
    </PageShell>
  )
}
