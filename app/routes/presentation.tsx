import type { Route } from './+types/presentation'
import { ContentTeaser } from '../components/content/ContentTeaser'
import { NamedFixedPage } from '../components/content/FixedContentPage'
import { loadContentList } from '../components/content/content-data.server'
import { PRESENTATION_MAIN_ID } from '../components/content/fixed-ids'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [] } satisfies PageHandle

/** The presentation page (attributes.key "presentation") and the main presentation content (173). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const pages = await loadContentList(context, params, 'page')
  return {
    content: pages.find((p) => p.attributes.key === 'presentation') ?? null,
    main: pages.find((p) => p.id === PRESENTATION_MAIN_ID) ?? null,
  }
}

export default function Presentation({ loaderData }: Route.ComponentProps) {
  const { content, main } = loaderData
  return (
    <NamedFixedPage content={content} name="presentation">
      {main ? <ContentTeaser content={main} headingId="presentation-main" /> : null}
    </NamedFixedPage>
  )
}
