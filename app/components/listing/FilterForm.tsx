import { type ChangeEvent, type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { useLocation, useNavigate } from 'react-router'
import { DEFAULT_SORT, isSortOrder, SORT_ORDERS } from '../../../domain/catalogue/sort'
import type { TypeOption } from '../../../domain/catalogue/types'
import { LocalizedLink } from '../../lib/locale'
import { followingDeparture, type FilterKey, type FilterValues } from './filters'
import { WeekSelects } from './WeekSelects'

/** How many filters the address sets (the sort aside; a period counts once). */
function countActive(values: FilterValues): number {
  const keys = Object.keys(values).filter((key) => key !== 'sort' && values[key as FilterKey])
  return new Set(keys.map((key) => (key === 'to' ? 'from' : key))).size
}

export type FilterField = 'type' | 'rooms' | 'comfortClass' | 'persons' | 'price' | 'period' | 'special'

type FilterFormProps = {
  /** The filter controls to show, in this order; the sort is always there. */
  fields: readonly FilterField[]
  values: FilterValues
  types?: TypeOption[]
  numberOfRooms?: number[]
  comfortClasses?: number[]
  /** The first Saturday that can be chosen (YYYY-MM-DD): the first of the arrival list. */
  minDate?: string
  /** What the price filters compare with: the weekly price or the monthly rent. */
  priceUnit?: 'week' | 'month'
  /** The app path of the unfiltered list: a reset link shows while a filter is set. */
  resetTo?: string
}

/**
 * The filters and sort of a list, as a GET form: without JavaScript the buttons submit it and the
 * values stay in the address. With JavaScript a changed control submits it once its value is
 * committed (a list or a box at once, a typed number when the field is left or on Enter; a date
 * only once both dates are set or both cleared); the list re-sorts itself at once from the pending
 * sort. On a phone the filters fold behind a button that tells how many are set.
 */
export function FilterForm({
  fields,
  values,
  types = [],
  numberOfRooms = [],
  comfortClasses = [],
  minDate,
  priceUnit = 'week',
  resetTo,
}: FilterFormProps) {
  const { t } = useTranslation('listing')
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const navigate = useNavigate()
  const location = useLocation()

  // Controlled controls keep their element (and the keyboard focus) while the address changes;
  // they take the address's values again when it changes (a reset link, back and forward).
  const [state, setState] = useState<FilterValues>(values)
  const [shownSearch, setShownSearch] = useState(location.search)
  if (shownSearch !== location.search) {
    setShownSearch(location.search)
    setState(values)
  }
  const value = (key: FilterKey) => state[key] ?? ''
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const target = event.currentTarget
    const key = target.name as FilterKey
    const next = target instanceof HTMLInputElement && target.type === 'checkbox' ? (target.checked ? 'true' : '') : target.value
    setState((current) => ({ ...current, [key]: next }))
  }

  // The query last asked for: Enter in a number field fires its change and submits the form, and
  // both must load the list once.
  const asked = useRef(location.search)
  useEffect(() => {
    asked.current = location.search
  }, [location.search])

  /** Goes to the list with the form's values, leaving the empty ones out of the address. */
  const submit = useCallback(
    (form: HTMLFormElement, changed: Partial<Record<FilterKey, string>> = {}) => {
      const params = new URLSearchParams()
      for (const [key, entry] of new FormData(form)) {
        const shown = key in changed ? changed[key as FilterKey] : entry
        if (typeof shown === 'string' && shown.trim() !== '') params.append(key, shown.trim())
      }
      const search = params.toString() ? `?${params.toString()}` : ''
      if (search === asked.current) return
      asked.current = search
      void navigate({ search }, { preventScrollReset: true })
    },
    [navigate],
  )
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    submit(event.currentTarget)
  }

  // The native change event: fired once a value is committed (not on every key of a number).
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const submitOnChange = (event: Event) => {
      const target = event.target as HTMLInputElement | HTMLSelectElement
      if (target.name === 'from' || target.name === 'to') {
        // A chosen arrival brings its departure (WeekSelects), which React shows after this event.
        const from = (form.elements.namedItem('from') as HTMLSelectElement | null)?.value ?? ''
        const to = followingDeparture(from, (form.elements.namedItem('to') as HTMLSelectElement | null)?.value ?? '')
        if ((from === '') !== (to === '')) return
        submit(form, { to })
        return
      }
      if (!target.checkValidity()) {
        target.reportValidity()
        return
      }
      submit(form)
    }
    form.addEventListener('change', submitOnChange)
    // Tells that a changed control now submits the form by itself (browser tests wait for it).
    form.dataset.enhanced = 'true'
    return () => form.removeEventListener('change', submitOnChange)
  }, [submit])

  // On a phone the filters fold behind a button, from the first paint (listing.css): the results
  // come first. Without JavaScript the button could not open them, so listing.css folds them only
  // under `(scripting: enabled)`. From 768 px on they are always shown.
  const [open, setOpen] = useState(false)
  const activeCount = countActive(values)

  const show = (field: FilterField) => fields.includes(field)
  const control = (key: FilterKey) => ({
    id: `${id}-${key}`,
    name: key,
    value: value(key),
    onChange,
  })
  const hasFilters = fields.length > 0

  return (
    <form
      method="get"
      ref={formRef}
      className={hasFilters ? 'listing-filters' : 'listing-filters listing-filters--sort-only'}
      aria-labelledby={`${id}-title`}
      onSubmit={onSubmit}
    >
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('filters.title')}
      </h2>
      {hasFilters ? (
        <button
          type="button"
          className="btn btn-outline listing-filters__toggle"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
        >
          {activeCount > 0 ? t('filters.toggleActive', { count: activeCount }) : t('filters.toggle')}
        </button>
      ) : null}
      <div id={`${id}-panel`} className="listing-filters__panel" data-open={open ? 'true' : undefined}>
        {hasFilters ? (
          <div className="listing-filters__grid">
            {show('type') ? (
              <div className="field">
                <label htmlFor={`${id}-type`}>{t('filters.type')}</label>
                <select {...control('type')}>
                  <option value="">{t('filters.anyType')}</option>
                  {types.map((type) => (
                    <option key={type.code} value={type.code}>
                      {type.label}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {show('rooms') ? (
              <div className="field">
                <label htmlFor={`${id}-rooms`}>{t('filters.rooms')}</label>
                <select {...control('rooms')}>
                  <option value="">{t('filters.anyRooms')}</option>
                  {numberOfRooms.map((rooms) => (
                    <option key={rooms} value={String(rooms)}>
                      {t('filters.roomsOption', { count: rooms })}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {show('comfortClass') ? (
              <div className="field">
                <label htmlFor={`${id}-comfortClass`}>{t('filters.comfortClass')}</label>
                <select {...control('comfortClass')}>
                  <option value="">{t('filters.anyComfort')}</option>
                  {comfortClasses.map((comfort) => (
                    <option key={comfort} value={String(comfort)}>
                      {t('filters.comfortOption', { count: comfort })}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {show('persons') ? (
              <div className="field">
                <label htmlFor={`${id}-persons`}>{t('filters.persons')}</label>
                <input type="number" inputMode="numeric" min={1} max={99} step={1} {...control('persons')} />
              </div>
            ) : null}
            {show('price') ? (
              <fieldset className="listing-filters__group">
                <legend>{priceUnit === 'week' ? t('filters.priceWeekHint') : t('filters.priceMonthHint')}</legend>
                <div className="field">
                  <label htmlFor={`${id}-priceMin`}>{t('filters.priceMin')}</label>
                  <input type="number" inputMode="numeric" min={0} step={1} {...control('priceMin')} />
                </div>
                <div className="field">
                  <label htmlFor={`${id}-priceMax`}>{t('filters.priceMax')}</label>
                  <input type="number" inputMode="numeric" min={0} step={1} {...control('priceMax')} />
                </div>
              </fieldset>
            ) : null}
            {show('period') ? (
              <fieldset className="listing-filters__group" aria-describedby={`${id}-period-hint`}>
                <legend>{t('filters.periodLegend')}</legend>
                <WeekSelects
                  id={id}
                  minDate={minDate ?? ''}
                  from={value('from')}
                  to={value('to')}
                  onChange={(from, to) => setState((current) => ({ ...current, from, to }))}
                  labels={{ from: t('filters.from'), to: t('filters.to') }}
                />
                <p id={`${id}-period-hint`} className="field-hint listing-filters__hint">
                  {t('filters.periodHint')}
                </p>
              </fieldset>
            ) : null}
            {show('special') ? (
              <div className="field field-check listing-filters__check">
                <input type="checkbox" id={`${id}-special`} name="special" value="true" checked={state.special === 'true'} onChange={onChange} />
                <label htmlFor={`${id}-special`}>{t('filters.special')}</label>
              </div>
            ) : null}
          </div>
        ) : null}
        <div className="listing-filters__actions">
          <div className="field listing-filters__sort">
            <label htmlFor={`${id}-sort`}>{t('filters.sort')}</label>
            <select {...control('sort')} value={isSortOrder(state.sort) ? state.sort : DEFAULT_SORT}>
              {SORT_ORDERS.map((order) => (
                <option key={order} value={order}>
                  {t(`sort.${order}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn btn-primary">
            {hasFilters ? t('filters.submit') : t('filters.sortSubmit')}
          </button>
          {resetTo && Object.keys(values).some((key) => key !== 'sort') ? (
            <LocalizedLink to={resetTo} className="listing-filters__reset">
              {t('filters.reset')}
            </LocalizedLink>
          ) : null}
        </div>
      </div>
    </form>
  )
}
