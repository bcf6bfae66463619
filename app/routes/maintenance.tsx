import { useTranslation } from '../i18n/react'
import type { Route } from './+types/maintenance'
import { FixedContentPage } from '../components/content/FixedContentPage'
import { loadContentByKey } from '../components/content/content-data.server'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [] } satisfies PageHandle

/** The service with attributes.key "maintenance", with its picture and the products sold from it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { content: await loadContentByKey(context, params, 'services', 'maintenance', ['attached_products']) }
}

export default function Maintenance({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  return (
    <FixedContentPage
      content={loaderData.content}
      fallbackTitle={t('maintenance.title')}
      fallbackDescription={t('maintenance.description')}
      trail={[{ label: t('services.title'), to: '/service' }]}
      products
    />
  )
}
