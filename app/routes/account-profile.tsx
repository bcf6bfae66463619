import { useTranslation } from 'react-i18next'
import { PageShell } from '../components/PageShell'

export default function Page() {
  const { t } = useTranslation('pages')
  return (
    <PageShell title={t('profile.title')} description={t('profile.description')} trail={[{ label: t('account.title') }]}>
      <p className="lead">{t('profile.intro')}</p>
    </PageShell>
  )
}
