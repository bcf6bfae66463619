import type { Route } from './+types/covid'
import { NamedFixedPage } from '../components/content/FixedContentPage'
import { loadContentByKey } from '../components/content/content-data.server'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [] } satisfies PageHandle

/** The page with attributes.key "covid": picture and body. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { content: await loadContentByKey(context, params, 'page', 'covid') }
}

export default function Covid({ loaderData }: Route.ComponentProps) {
  return <NamedFixedPage content={loaderData.content} name="covid" />
}
