import { useTranslation } from 'react-i18next'
import { PageShell } from '../components/PageShell'

export default function Page() {
  const { t } = useTranslation('pages')
  return (
    <PageShell title={t('checkoutContact.title')} description={t('checkoutContact.description')} trail={[{ label: t('checkout.title') }]}>
      <p className="lead">{t('checkoutContact.intro')}</p>
    </PageShell>
  )
}
