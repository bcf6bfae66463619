import { useTranslation } from 'react-i18next'
import { PageShell } from '../components/PageShell'

export default function Page() {
  const { t } = useTranslation('pages')
  return (
    <PageShell
      title={t('location.prices.title')}
      description={t('location.prices.description')}
      trail={[{ label: t('location.title'), to: '/location' }]}
    >
      <p className="lead">{t('location.prices.intro')}</p>
    </PageShell>
  )
}
