import { useTranslation } from '../i18n/react'
import type { Route } from './+types/apartments'
import { PageShell } from '../components/PageShell'
import { LocationCard } from '../components/listing/LocationCard'
import { EmptyState, ResultCount } from '../components/listing/ListingParts'
import { todayInResort } from '../../domain/booking/rules/calendar'
import type { LocationType } from '../../domain/catalogue/labels'
import { listLocations } from '../../domain/catalogue/locations.repository.server'
import { DEFAULT_SORT } from '../../domain/catalogue/sort'
import type { LocationSummary } from '../../domain/catalogue/types'
import { LocalizedLink } from '../lib/locale'
import { localeFromParams } from '../lib/page-data.server'
import { notePageReads, rentalListTags } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [] } satisfies PageHandle

/** The rental types that are apartments (chalets are not). */
const APARTMENT_TYPES: readonly string[] = ['apartment', 'studio', 'duplex', 'attic'] satisfies LocationType[]

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeFromParams(params)
  const today = todayInResort()
  const filter = { special: false, sort: DEFAULT_SORT } as const
  // One list per kind, narrowed to the apartment types here (rather than one query per type).
  const [weekly, annual] = await Promise.all([
    listLocations(context.db, { ...filter, kind: 'weekly' }, locale, today),
    listLocations(context.db, { ...filter, kind: 'annual' }, locale, today),
  ])
  const apartments = (items: LocationSummary[]) => items.filter((item) => APARTMENT_TYPES.includes(item.type))
  notePageReads(context, rentalListTags([...apartments(weekly), ...apartments(annual)].map((item) => item.id)))
  return { weekly: apartments(weekly), annual: apartments(annual) }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { t: tl } = useTranslation('listing')
  const { weekly, annual } = loaderData
  return (
    <PageShell title={t('apartments.title')} description={t('apartments.description')}>
      <p className="lead">{t('apartments.intro')}</p>
      <section className="listing-section" aria-labelledby="apartments-weekly">
        <div className="listing-section__head">
          <h2 id="apartments-weekly">{tl('apartments.weeklyTitle')}</h2>
          <LocalizedLink to="/location">{tl('apartments.weeklyLink')}</LocalizedLink>
        </div>
        {weekly.length > 0 ? (
          <>
            <ResultCount count={weekly.length} />
            <ul className="grid listing-grid">
              {weekly.map((item, i) => (
                <li key={item.id}>
                  <LocationCard item={item} headingLevel={3} priority={i === 0} />
                </li>
              ))}
            </ul>
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
        {annual.length > 0 ? (
          <>
            <ResultCount count={annual.length} />
            <ul className="grid listing-grid">
              {annual.map((item) => (
                <li key={item.id}>
                  <LocationCard item={item} headingLevel={3} />
                </li>
              ))}
            </ul>
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
