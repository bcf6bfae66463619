import { useTranslation } from '../i18n/react'
import type { Route } from './+types/home'
import { Seo } from '../components/Seo'
import { findContents, type Content } from '../../domain/content/content.repository.server'
import { LocalizedLink } from '../lib/locale'
import { localeFromParams } from '../lib/page-data.server'
import { countCatalogue } from '../../domain/catalogue/catalogue.repository.server'
import { todayInResort } from '../../domain/booking/rules/calendar'
import { featuredLocations } from '../../domain/catalogue/locations.repository.server'
import { featuredSales } from '../../domain/catalogue/sales.repository.server'
import { LocationCard } from '../components/listing/LocationCard'
import { SaleCard } from '../components/listing/SaleCard'
import { firstBookableSaturday } from '../components/listing/filters'
import { StaySearchForm } from '../components/listing/StaySearchForm'
import { contentTag, notePageReads, rentalListTags, saleListTags } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'
import { JsonLd } from '../components/detail/JsonLd'
import { agencyJsonLd } from '../components/content/structured-data'
import { useRootData } from '../lib/root-data'

export const handle = { query: [] } satisfies PageHandle

/** The fixed contents of the home page (SPEC §3). */
const INVITES = [
  { id: 173, to: '/presentation' },
  { id: 171, to: '/location' },
  { id: 17, to: '/vente' },
  { id: 142, to: '/nos-prestations-complementaires' },
] as const

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeFromParams(params)
  const today = todayInResort()
  const [invites, counts, rentals, sales] = await Promise.all([
    findContents(context.db, { ids: INVITES.map((invite) => invite.id), locale }),
    countCatalogue(context.db),
    featuredLocations(context.db, 6, locale, today),
    featuredSales(context.db, 3, locale),
  ])
  notePageReads(context, [
    ...rentalListTags(rentals.map((rental) => rental.id)),
    ...saleListTags(sales.map((sale) => sale.id)),
    ...INVITES.map((invite) => contentTag(invite.id)),
  ])
  return {
    minDate: firstBookableSaturday(today),
    counts,
    rentals,
    sales,
    invites: INVITES.map((invite) => ({ ...invite, content: invites.get(invite.id) ?? null })).filter(
      (invite): invite is (typeof INVITES)[number] & { content: Content } => invite.content !== null,
    ),
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages')
  const { t: tl } = useTranslation('listing')
  const { counts, invites, rentals, sales, minDate } = loaderData
  const root = useRootData()
  return (
    <>
      <Seo title={t('home.title')} description={t('home.description')} />
      {root ? <JsonLd data={agencyJsonLd(root.contact, root.origin)} /> : null}
      <section className="hero home-hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title">{t('home.heroTitle')}</h1>
          <p className="lead">{t('home.heroText')}</p>
          <p className="hero-actions">
            <LocalizedLink className="btn btn-primary" to="/location">
              {t('home.ctaRentals')}
            </LocalizedLink>{' '}
            <LocalizedLink className="btn" to="/vente">
              {t('home.ctaSales')}
            </LocalizedLink>
          </p>
          <StaySearchForm minDate={minDate} />
        </div>
      </section>
      <section className="numbers home-numbers container" aria-labelledby="numbers-title">
        <h2 id="numbers-title">{t('home.numbersTitle')}</h2>
        <dl className="grid">
          <div>
            <dt>{t('home.numbers.weekly')}</dt>
            <dd>{counts.weekly}</dd>
          </div>
          <div>
            <dt>{t('home.numbers.annual')}</dt>
            <dd>{counts.annual}</dd>
          </div>
          <div>
            <dt>{t('home.numbers.sales')}</dt>
            <dd>{counts.sales}</dd>
          </div>
          <div>
            <dt>{t('home.numbers.years')}</dt>
            <dd>35</dd>
          </div>
        </dl>
      </section>
      {rentals.length > 0 ? (
        <section className="home-selection container" aria-labelledby="selection-rentals-title">
          <div className="home-selection__head">
            <h2 id="selection-rentals-title">{tl('home.rentalsTitle')}</h2>
            <LocalizedLink to="/location" className="btn btn-outline">
              {tl('home.allRentals')}
            </LocalizedLink>
          </div>
          <ul className="grid grid-3 listing-grid">
            {rentals.map((item, i) => (
              <li key={item.id}>
                <LocationCard item={item} headingLevel={3} priority={i === 0} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {sales.length > 0 ? (
        <section className="home-selection container" aria-labelledby="selection-sales-title">
          <div className="home-selection__head">
            <h2 id="selection-sales-title">{tl('home.salesTitle')}</h2>
            <LocalizedLink to="/vente" className="btn btn-outline">
              {tl('home.allSales')}
            </LocalizedLink>
          </div>
          <ul className="grid grid-3 listing-grid">
            {sales.map((item) => (
              <li key={item.id}>
                <SaleCard item={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="invites home-invites container" aria-label={t('home.invitesLabel')}>
        {invites.map((invite) => (
          <article key={invite.id} className="card">
            <h2>{invite.content.title}</h2>
            <p>{invite.content.summary}</p>
            <LocalizedLink to={invite.to}>
              {t('home.more')}
              <span className="visually-hidden"> : {invite.content.title}</span>
            </LocalizedLink>
          </article>
        ))}
      </section>
    </>
  )
}
