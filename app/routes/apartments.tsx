import { useTranslation } from '../i18n/react'
import type { Route } from './+types/apartments'
import { PageShell } from '../components/PageShell'
import { LocationGrid, useListingTexts } from '../components/listing/ListingPage'
import { EmptyState, FilterAlert, ResultCount } from '../components/listing/ListingParts'
import { Pagination } from '../components/listing/Pagination'
import { ITEMS_PER_PAGE, pageHref, readPage } from '../components/listing/paging'
import { todayInResort } from '../../domain/booking/rules/calendar'
import type { LocationType } from '../../domain/catalogue/labels'
import { listLocationsPage } from '../../domain/catalogue/locations.repository.server'
import { DEFAULT_SORT } from '../../domain/catalogue/sort'
import { LocalizedLink } from '../lib/locale'
import { localeFromParams } from '../lib/page-data.server'
import { notePageReads, rentalListTags } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: ['page'] } satisfies PageHandle

/** The rental types that are apartments (chalets are not). */
const APARTMENT_TYPES: readonly LocationType[] = ['apartment', 'studio', 'duplex', 'attic']

/**
 * The weekly apartments a page at a time (`?page=`), and the first annual ones with their count and a
 * link to the annual list: the page once listed every apartment, 17 MB of HTML at 10,000 rentals.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeFromParams(params)
  const today = todayInResort()
  const paging = readPage(new URL(request.url).searchParams.get('page'))
  const filter = { special: false, sort: DEFAULT_SORT, types: APARTMENT_TYPES } as const
  const [weekly, annual] = await Promise.all([
    listLocationsPage(context.db, { ...filter, kind: 'weekly' }, locale, today, { number: paging.page, size: ITEMS_PER_PAGE }),
    listLocationsPage(context.db, { ...filter, kind: 'annual' }, locale, today, { number: 1, size: ITEMS_PER_PAGE }),
  ])
  notePageReads(context, rentalListTags([...weekly.items, ...annual.items].map((item) => item.id)))
  return { weekly, annual, problems: paging.ok ? [] : [paging.problem] }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const page = useListingTexts('apartments', false)
  const { t: tl } = useTranslation('listing')
  const { weekly, annual } = loaderData
  return (
    <PageShell {...page.shell}>
      <p className="lead">{page.intro}</p>
      <FilterAlert problems={loaderData.problems} />
      <section className="listing-section" aria-labelledby="apartments-weekly">
        <div className="listing-section__head">
          <h2 id="apartments-weekly">{tl('apartments.weeklyTitle')}</h2>
          <LocalizedLink to="/location">{tl('apartments.weeklyLink')}</LocalizedLink>
        </div>
        {weekly.items.length > 0 ? (
          <>
            <ResultCount count={weekly.total} />
            <LocationGrid items={weekly.items} headingLevel={3} />
            <Pagination page={weekly.page} pages={weekly.pages} hrefFor={(n) => pageHref({}, n)} />
          </>
        ) : (
          <EmptyState title={tl('apartments.emptyWeekly')} />
        )}
      </section>
      <section className="listing-section" aria-labelledby="apartments-annual">
        <div className="listing-section__head">
          <h2 id="apartments-annual">{tl('apartments.annualTitle')}</h2>
          <LocalizedLink to="/location/annuelle">{tl('apartments.annualLink')}</LocalizedLink>
        </div>
        {annual.items.length > 0 ? (
          <>
            <ResultCount count={annual.total} />
            <LocationGrid items={annual.items} headingLevel={3} priorityFirst={false} />
          </>
        ) : (
          <EmptyState title={tl('apartments.emptyAnnual')} />
        )}
      </section>
      <section className="listing-section listing-section--invite" aria-labelledby="apartments-sales">
        <h2 id="apartments-sales">{tl('apartments.salesTitle')}</h2>
        <p>{tl('apartments.salesText')}</p>
        <p>
          <LocalizedLink to="/vente" className="btn btn-primary">
            {tl('apartments.salesLink')}
          </LocalizedLink>
        </p>
      </section>
    </PageShell>
  )
}
