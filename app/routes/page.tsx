import type { Route } from './+types/page'
import { ContentBody } from '../components/ContentBody'
import { PageShell } from '../components/PageShell'
import { requireContent } from '../lib/page-data.server'

export async function loader({ params, context }: Route.LoaderArgs) {
  return { content: await requireContent(context, params, ['page', 'invite', 'packages', 'type_de_pack']) }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData
  return (
    <PageShell title={content.title} description={content.summary}>
      <ContentBody content={content} />
    </PageShell>
  )
}
