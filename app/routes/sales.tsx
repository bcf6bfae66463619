import { useTranslation } from 'react-i18next'
import { PageShell } from '../components/PageShell'

export default function Page() {
  const { t } = useTranslation('pages')
  return (
    <PageShell title={t('sales.title')} description={t('sales.description')}>
      <p className="lead">{t('sales.intro')}</p>
    </PageShell>
  )
}
