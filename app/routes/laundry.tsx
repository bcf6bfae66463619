import { useTranslation } from '../i18n/react'
import type { Route } from './+types/laundry'
import { FixedContentPage } from '../components/content/FixedContentPage'
import { loadContentByKey } from '../components/content/content-data.server'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [] } satisfies PageHandle

/** The service with attributes.key "laundry", with its picture and the products sold from it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { content: await loadContentByKey(context, params, 'services', 'laundry', ['attached_products']) }
}

export default function Laundry({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  return (
    <FixedContentPage
      content={loaderData.content}
      fallbackTitle={t('laundry.title')}
      fallbackDescription={t('laundry.description')}
      trail={[{ label: t('services.title'), to: '/service' }]}
      products
    />
  )
}
