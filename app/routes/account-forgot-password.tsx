import { useTranslation } from 'react-i18next'
import { PageShell } from '../components/PageShell'

export default function Page() {
  const { t } = useTranslation('pages')
  return (
    <PageShell title={t('forgotPassword.title')} description={t('forgotPassword.description')} trail={[{ label: t('login.title'), to: '/login' }]}>
      <p className="lead">{t('forgotPassword.intro')}</p>
    </PageShell>
  )
}
