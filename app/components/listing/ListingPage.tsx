import type { ComponentProps } from 'react'
import { useTranslation } from '../../i18n/react'
import type { Crumb } from '../PageShell'
import { LocationCard } from './LocationCard'

/** What a list page shows above its list: the page shell's props and the introduction. */
export type ListingTexts = { shell: { title: string; description: string; trail?: Crumb[] }; intro: string }

/**
 * The words of a list page, `pages:{key}.title`, `.description` and `.intro`, with "Rentals" in the
 * trail for the lists under /location. A hook, called first in the page's render: the page then
 * names its namespaces (`pages` before `listing`) in the order it always did. (Not a wrapping
 * component: the list's elements must stay direct children of the page shell, where their ids are made.)
 */
export function useListingTexts(key: string, underLocation: boolean): ListingTexts {
  const { t } = useTranslation('pages')
  return {
    shell: {
      title: t(`${key}.title`),
      description: t(`${key}.description`),
      trail: underLocation ? [{ label: t('location.title'), to: '/location' }] : undefined,
    },
    intro: t(`${key}.intro`),
  }
}

type CardProps = ComponentProps<typeof LocationCard>

type LocationGridProps = {
  items: readonly CardProps['item'][]
  headingLevel?: CardProps['headingLevel']
  period?: CardProps['period']
  /** The first card's picture is loaded at once (the top of the page); off for a list lower down. */
  priorityFirst?: boolean
}

/** The rentals as a grid of cards. */
export function LocationGrid({ items, headingLevel, period, priorityFirst = true }: LocationGridProps) {
  return (
    <ul className="grid listing-grid">
      {items.map((item, i) => (
        <li key={item.id}>
          <LocationCard item={item} headingLevel={headingLevel} period={period} priority={priorityFirst && i === 0} />
        </li>
      ))}
    </ul>
  )
}
