import { useTranslation } from 'react-i18next'
import { PageShell } from '../components/PageShell'

export default function Page() {
  const { t } = useTranslation('pages')
  return (
    <PageShell title={t('checkoutSummary.title')} description={t('checkoutSummary.description')} trail={[{ label: t('checkout.title') }]}>
      <p className="lead">{t('checkoutSummary.intro')}</p>
    </PageShell>
  )
}
