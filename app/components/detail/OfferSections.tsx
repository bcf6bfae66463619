import { useTranslation } from '../../i18n/react'
import type { Included } from '../../../domain/catalogue/types'
import { RichText } from '../RichText'
import { Attributes, type AttributeData } from './Attributes'
import { DetailSection } from './DetailSection'
import { IncludedItems } from './IncludedItems'

/** The sections every offer page shares: description, attributes and, for rentals, what is included. */
export function OfferSections({ item }: { item: AttributeData & { description: string; included?: Included | null } }) {
  const { t } = useTranslation('detail')
  return (
    <>
      {item.description ? (
        <DetailSection title={t('description.heading')}>
          <RichText text={item.description} />
        </DetailSection>
      ) : null}
      <DetailSection title={t('attributes.heading')}>
        <Attributes item={item} />
      </DetailSection>
      {item.included ? (
        <DetailSection title={t('included.heading')}>
          <IncludedItems included={item.included} />
        </DetailSection>
      ) : null}
    </>
  )
}
