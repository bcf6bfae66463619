import { useTranslation } from '../../i18n/react'
import { Link } from 'react-router'

type Props = {
  page: number
  pages: number
  /** The address of a page (a query string that keeps the list's other parameters). */
  hrefFor: (page: number) => string
}

/** Pages of the 1…n around the current one: the first, the last, and two on each side. */
export function pageNumbers(page: number, pages: number): Array<number | 'gap'> {
  const shown: Array<number | 'gap'> = []
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) shown.push(n)
    else if (shown.at(-1) !== 'gap') shown.push('gap')
  }
  return shown
}

/** A list's pages as plain links (they work without JavaScript); nothing when there is one page. */
export function Pagination({ page, pages, hrefFor }: Props) {
  const { t } = useTranslation('listing')
  if (pages <= 1) return null
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <p className="visually-hidden">{t('pagination.position', { page, pages })}</p>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev" className="btn btn-outline btn-sm">
              <span aria-hidden="true">← </span>
              {t('pagination.previous')}
            </Link>
          </li>
        ) : null}
        {pageNumbers(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                className={`btn btn-sm ${n === page ? 'btn-theme' : 'btn-outline'}`}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={hrefFor(page + 1)} rel="next" className="btn btn-outline btn-sm">
              {t('pagination.next')}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
