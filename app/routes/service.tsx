import { useTranslation } from '../i18n/react'
import type { Route } from './+types/service'
import { PageShell } from '../components/PageShell'
import { AttachedProducts } from '../components/content/AttachedProducts'
import { BackLink } from '../components/content/BackLink'
import { cachedContentDetail } from '../components/content/client-detail'
import { ContentArticle } from '../components/content/ContentArticle'
import { ContentListPage } from '../components/content/ContentListPage'
import { ContentCard } from '../components/content/ContentCard'
import { loadContentDetail, loadContentList } from '../components/content/content-data.server'
import { imageUrl } from '../components/content/format'
import { contentPath } from '../../domain/navigation/content-addresses'
import { useRememberContents } from '../components/content/useRememberContents'
import { useLocale } from '../lib/locale'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [] } satisfies PageHandle

const ROUTE = { section: '/service', types: ['services'], embeds: ['attached_products'] } as const

/**
 * /service lists the services; /service/{slug}-{id} shows one with its products (administration
 * is service 20). Services with a page of their own (maintenance, laundry, complementary) are
 * sent there; any other form of the address goes to the canonical one (301).
 */
export async function loader(args: Route.LoaderArgs) {
  if (args.params.detail === undefined) {
    return { services: await loadContentList(args.context, args.params, 'services', ROUTE.embeds) }
  }
  return loadContentDetail(args, ROUTE)
}

/** Opened from the list, a service is already in memory (with its products): no server call. */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  if (args.params.detail === undefined) return args.serverLoader()
  return cachedContentDetail(
    { request: args.request, params: args.params, serverLoader: () => args.serverLoader() as Promise<Detail> },
    ROUTE,
  )
}
clientLoader.hydrate = false as const

type Detail = Awaited<ReturnType<typeof loadContentDetail>>

export default function Service({ loaderData }: Route.ComponentProps) {
  if ('content' in loaderData) return <ServicePage content={loaderData.content} alternates={loaderData.alternates} />
  return <ServiceList services={loaderData.services} />
}

const LIST_TEXTS = { title: 'pages:services.title', description: 'pages:services.description', intro: 'services.intro', empty: 'services.empty', listLabel: 'services.listLabel' }

function ServiceList({ services }: { services: Detail['content'][] }) {
  useRememberContents(useLocale(), services)
  return <ContentListPage items={services} texts={LIST_TEXTS} card={(service) => <ContentCard item={service} to={contentPath(service)} />} />
}

function ServicePage({ content, alternates }: { content: Detail['content']; alternates?: Detail['alternates'] }) {
  const { t } = useTranslation(['content', 'pages'])
  return (
    <PageShell
      title={content.title}
      description={content.summary}
      image={imageUrl(content.image)}
      alternates={alternates}
      trail={[{ label: t('pages:services.title'), to: '/service' }]}
    >
      <ContentArticle content={content}>
        <AttachedProducts products={content.attached_products ?? []} headingId="service-products" />
      </ContentArticle>
      <BackLink to="/service" label={t('services.back')} />
    </PageShell>
  )
}
