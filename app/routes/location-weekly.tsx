import { useTranslation } from 'react-i18next'
import { PageShell } from '../components/PageShell'

export default function Page() {
  const { t } = useTranslation('pages')
  return (
    <PageShell
      title={t('location.weekly.title')}
      description={t('location.weekly.description')}
      
    >
      <p className="lead">{t('location.weekly.intro')}</p>
    </PageShell>
  )
}
