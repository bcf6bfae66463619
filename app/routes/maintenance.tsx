import type { Route } from './+types/maintenance'
import { NamedFixedPage } from '../components/content/FixedContentPage'
import { loadContentByKey } from '../components/content/content-data.server'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [] } satisfies PageHandle

/** The service with attributes.key "maintenance", with its picture and the products sold from it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { content: await loadContentByKey(context, params, 'services', 'maintenance', ['attached_products']) }
}

export default function Maintenance({ loaderData }: Route.ComponentProps) {
  return <NamedFixedPage content={loaderData.content} name="maintenance" service />
}
