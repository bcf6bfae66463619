import { useTranslation } from '../i18n/react'
import type { Route } from './+types/complementary-services'
import { ContentTeaser } from '../components/content/ContentTeaser'
import { FixedContentPage } from '../components/content/FixedContentPage'
import { loadContentByKey, loadContentList } from '../components/content/content-data.server'
import { PACKAGES_INVITE_ID } from '../components/content/fixed-ids'
import { PackageBoxes } from '../components/content/PackageBoxes'
import { findContentMember } from '../../domain/content/content-members.server'
import { LocalizedLink } from '../lib/locale'
import { localeFromParams } from '../lib/page-data.server'
import { contentTag, notePageReads } from '../../server/page-cache/tags'
import type { PageHandle } from '../../server/page-cache/page-address'

export const handle = { query: [] } satisfies PageHandle

/**
 * The complementary services (attributes.key "complementary") with their products, the packages
 * as three boxes (one per package type) and the packages invite (content 142).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const [content, packageTypes, packages, invite] = await Promise.all([
    loadContentByKey(context, params, 'services', 'complementary', ['attached_products']),
    loadContentList(context, params, 'type_de_pack'),
    loadContentList(context, params, 'packages', ['attached_products']),
    findContentMember(context.db, { id: PACKAGES_INVITE_ID, locale: localeFromParams(params), embeds: [] }),
  ])
  notePageReads(context, [contentTag(PACKAGES_INVITE_ID)])
  return { content, packageTypes, packages, invite }
}

export default function ComplementaryServices({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(['content', 'pages'])
  const { content, packageTypes, packages, invite } = loaderData
  return (
    <FixedContentPage
      content={content}
      fallbackTitle={t('pages:complementary.title')}
      fallbackDescription={t('pages:complementary.description')}
      trail={[{ label: t('pages:services.title'), to: '/service' }]}
      products
    >
      <PackageBoxes types={packageTypes} packages={packages} />
      {invite ? (
        <ContentTeaser content={invite} headingId="packages-invite">
          <p>
            <LocalizedLink className="btn btn-theme" to="/contact">
              {t('packages.contact')}
            </LocalizedLink>
          </p>
        </ContentTeaser>
      ) : null}
    </FixedContentPage>
  )
}
