import { useTranslation } from 'react-i18next'
import { PageShell } from '../components/PageShell'

export default function Page() {
  const { t } = useTranslation('pages')
  return (
    <PageShell title={t('orders.title')} description={t('orders.description')} trail={[{ label: t('account.title') }]}>
      <p className="lead">{t('orders.intro')}</p>
    </PageShell>
  )
}
