import { type ReactNode, useMemo } from 'react'
import { useTranslation } from '../../i18n/react'
import { useLocation, useNavigation } from 'react-router'
import { isSortOrder, type Sortable, sortCatalogue, type SortOrder } from '../../../domain/catalogue/sort'
import type { FilterProblem } from './filters'

/**
 * The items in the order the visitor chose: the sort of a pending navigation to this page (the
 * list re-sorts at once, before the server answers), else the sort the page was loaded with.
 */
export function useSortedItems<T extends Sortable>(items: readonly T[], loadedSort: SortOrder): T[] {
  const navigation = useNavigation()
  const location = useLocation()
  const pending =
    navigation.location && navigation.location.pathname === location.pathname
      ? new URLSearchParams(navigation.location.search).get('sort')
      : null
  const sort = isSortOrder(pending) ? pending : loadedSort
  return useMemo(() => sortCatalogue(items, sort), [items, sort])
}

/** "12 locations" / "12 rentals", announced politely when the list changes. */
export function ResultCount({ count, id }: { count: number; id?: string }) {
  const { t } = useTranslation('listing')
  return (
    <p className="listing-count" id={id} role="status">
      {t('count', { count })}
    </p>
  )
}

/** The filters the catalogue refused, each with its message; the list is shown without them. */
export function FilterAlert({ problems }: { problems: FilterProblem[] }) {
  const { t } = useTranslation('listing')
  if (problems.length === 0) return null
  return (
    <div className="alert alert-error" role="alert">
      <p>
        <strong>{t('filters.invalidTitle')}</strong> {t('filters.invalidIntro')}
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.field}>
            {t(`filters.field.${problem.field}`, { defaultValue: t('filters.title') })}
            {t('filters.separator')}
            {problem.periodCode
              ? t(`filters.periodError.${problem.periodCode}`)
              : t(`filters.problem.${problem.code}`, { value: problem.value ?? '' })}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The empty state of a list: what happened and what to do next. */
export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="listing-empty">
      <p className="listing-empty__title">{title}</p>
      {text ? <p>{text}</p> : null}
      {action ? <p>{action}</p> : null}
    </div>
  )
}
