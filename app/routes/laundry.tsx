import type { Route } from './+types/laundry'
import { NamedFixedPage } from '../components/content/FixedContentPage'
import { loadContentByKey } from '../components/content/content-data.server'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [] } satisfies PageHandle

/** The service with attributes.key "laundry", with its picture and the products sold from it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { content: await loadContentByKey(context, params, 'services', 'laundry', ['attached_products']) }
}

export default function Laundry({ loaderData }: Route.ComponentProps) {
  return <NamedFixedPage content={loaderData.content} name="laundry" service />
}
