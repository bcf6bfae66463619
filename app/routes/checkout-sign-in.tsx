import { useTranslation } from 'react-i18next'
import { PageShell } from '../components/PageShell'

export default function Page() {
  const { t } = useTranslation('pages')
  return (
    <PageShell title={t('checkoutSignIn.title')} description={t('checkoutSignIn.description')} trail={[{ label: t('checkout.title') }]}>
      <p className="lead">{t('checkoutSignIn.intro')}</p>
    </PageShell>
  )
}
