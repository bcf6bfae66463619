import { useTranslation } from 'react-i18next'
import { PageShell } from '../components/PageShell'

export default function Page() {
  const { t } = useTranslation('pages')
  return (
    <PageShell title={t('login.title')} description={t('login.description')}>
      <p className="lead">{t('login.intro')}</p>
    </PageShell>
  )
}
