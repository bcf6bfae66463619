import { useTranslation } from 'react-i18next'
import { PageShell } from '../components/PageShell'

export default function Page() {
  const { t } = useTranslation('pages')
  return (
    <PageShell
      title={t('location.map.title')}
      description={t('location.map.description')}
      trail={[{ label: t('location.title'), to: '/location' }]}
    >
      <p className="lead">{t('location.map.intro')}</p>
    </PageShell>
  )
}
