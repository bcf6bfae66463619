import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/react'
import { groupThousands } from '../../../domain/format/money'

/** The attributes a rental and a sale have in common, plus the rental-only ones. */
export type AttributeData = {
  reference: string
  typeLabel: string
  category: string
  surface: number
  livingSpace: number
  floor: number | null
  number_of_rooms: number
  bedrooms: number
  bathrooms: number
  toilets: number
  terraces: number
  balconyArea: number | null
  parkingType: string | null
  renovationYear: number | null
  constructionYear: number | null
  amenities: string[]
  persons?: number
  comfortClass?: number
}

type Row = { key: string; label: string; value: ReactNode }

const positive = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0

/**
 * Every property attribute of SPEC §3 that the offer has, as a description list (a count of 0
 * and an unknown value are left out; floor 0 is the ground floor).
 */
export function Attributes({ item }: { item: AttributeData }) {
  const { t } = useTranslation('detail')
  const m2 = (value: number) => t('attributes.squareMetres', { value: groupThousands(String(value)) })
  const rows: (Row | null)[] = [
    { key: 'reference', label: t('attributes.reference'), value: item.reference },
    { key: 'type', label: t('attributes.type'), value: item.typeLabel },
    {
      key: 'category',
      label: t('attributes.category'),
      value: t(`attributes.categories.${item.category}`, { defaultValue: item.category }),
    },
    positive(item.surface) ? { key: 'surface', label: t('attributes.surface'), value: m2(item.surface) } : null,
    positive(item.livingSpace)
      ? { key: 'livingSpace', label: t('attributes.livingSpace'), value: m2(item.livingSpace) }
      : null,
    item.floor !== null
      ? {
          key: 'floor',
          label: t('attributes.floor'),
          value: item.floor === 0 ? t('attributes.groundFloor') : String(item.floor),
        }
      : null,
    positive(item.number_of_rooms) ? { key: 'rooms', label: t('attributes.rooms'), value: item.number_of_rooms } : null,
    positive(item.bedrooms) ? { key: 'bedrooms', label: t('attributes.bedrooms'), value: item.bedrooms } : null,
    positive(item.bathrooms) ? { key: 'bathrooms', label: t('attributes.bathrooms'), value: item.bathrooms } : null,
    positive(item.toilets) ? { key: 'toilets', label: t('attributes.toilets'), value: item.toilets } : null,
    positive(item.terraces) ? { key: 'terraces', label: t('attributes.terraces'), value: item.terraces } : null,
    positive(item.balconyArea)
      ? { key: 'balconyArea', label: t('attributes.balconyArea'), value: m2(item.balconyArea) }
      : null,
    item.parkingType
      ? {
          key: 'parkingType',
          label: t('attributes.parkingType'),
          value: t(`attributes.parking.${item.parkingType}`, { defaultValue: item.parkingType }),
        }
      : null,
    positive(item.persons) ? { key: 'persons', label: t('attributes.persons'), value: item.persons } : null,
    positive(item.comfortClass)
      ? {
          key: 'comfortClass',
          label: t('attributes.comfortClass'),
          value: t('attributes.comfortValue', { value: item.comfortClass }),
        }
      : null,
    positive(item.constructionYear)
      ? { key: 'constructionYear', label: t('attributes.constructionYear'), value: item.constructionYear }
      : null,
    positive(item.renovationYear)
      ? { key: 'renovationYear', label: t('attributes.renovationYear'), value: item.renovationYear }
      : null,
    item.amenities.length > 0
      ? {
          key: 'amenities',
          label: t('attributes.amenities'),
          value: (
            <ul className="attributes__amenities">
              {item.amenities.map((code) => (
                <li key={code}>{t(`attributes.amenity.${code}`, { defaultValue: code })}</li>
              ))}
            </ul>
          ),
        }
      : null,
  ]
  return (
    <dl className="attributes">
      {rows
        .filter((row): row is Row => row !== null)
        .map((row) => (
          <div key={row.key} className={`attributes__row attributes__row--${row.key}`}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
    </dl>
  )
}
