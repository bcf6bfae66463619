import { useTranslation } from 'react-i18next'
import { PageShell } from '../components/PageShell'

export default function Page() {
  const { t } = useTranslation('pages')
  return (
    <PageShell
      title={t('location.annual.title')}
      description={t('location.annual.description')}
      trail={[{ label: t('location.title'), to: '/location' }]}
    >
      <p className="lead">{t('location.annual.intro')}</p>
    </PageShell>
  )
}
