import type { ReactNode } from 'react'
import { Form, useSearchParams } from 'react-router'

/** A list's search and filters: sent by GET, so the list's address says what it shows and works without JavaScript. */
export function ListFilters({ label, apply, children }: { label: string; apply: string; children: ReactNode }) {
  return (
    <Form method="get" className="admin-filters" role="search" aria-label={label}>
      {children}
      <button type="submit" className="btn btn-secondary btn-small">
        {apply}
      </button>
    </Form>
  )
}

export type FilterChoice = { value: string | number; label: string }

/**
 * A filter: a select of codes, "all" (an empty value) first, showing what the address asks.
 * `spaced`: a space between the label's text and the select, as some lists have always had.
 */
export function SelectFilter({ label, name, all, choices, spaced = false }: { label: string; name: string; all: string; choices: readonly FilterChoice[]; spaced?: boolean }) {
  const [params] = useSearchParams()
  return (
    <label>
      {label}
      {spaced ? ' ' : null}
      <select name={name} defaultValue={params.get(name) ?? ''}>
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  )
}
