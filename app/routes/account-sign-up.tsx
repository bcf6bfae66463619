import { useTranslation } from 'react-i18next'
import { PageShell } from '../components/PageShell'

export default function Page() {
  const { t } = useTranslation('pages')
  return (
    <PageShell title={t('signUp.title')} description={t('signUp.description')}>
      <p className="lead">{t('signUp.intro')}</p>
    </PageShell>
  )
}
