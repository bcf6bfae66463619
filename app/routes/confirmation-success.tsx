import { useTranslation } from 'react-i18next'
import type { Route } from './+types/confirmation-success'
import { PageShell } from '../components/PageShell'
import { notFound } from '../lib/page-data.server'

/** The order number must be all digits (SPEC §2). */
export function loader({ params }: Route.LoaderArgs) {
  if (params.number !== undefined && !/^\d{1,20}$/.test(params.number)) notFound()
  return { number: params.number ?? null }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  return (
    <PageShell title={t('confirmationSuccess.title')} trail={[{ label: t('checkout.title') }]}>
      <p className="lead">{t('confirmationSuccess.intro')}</p>
      {loaderData.number ? <p>{t('confirmation.number', { number: loaderData.number })}</p> : null}
    </PageShell>
  )
}
