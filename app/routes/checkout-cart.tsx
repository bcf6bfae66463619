import { useTranslation } from 'react-i18next'
import { PageShell } from '../components/PageShell'

export default function Page() {
  const { t } = useTranslation('pages')
  return (
    <PageShell title={t('checkoutCart.title')} description={t('checkoutCart.description')} trail={[{ label: t('checkout.title') }]}>
      <p className="lead">{t('checkoutCart.intro')}</p>
    </PageShell>
  )
}
