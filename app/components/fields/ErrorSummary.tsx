import type { FormFieldState } from './bind'

/** One error of a summary: its message and the field it leads to. */
export type SummaryItem = { target: string; message: string }

/**
 * The errors a server found in a form sent without JavaScript, above the form, each a link to its
 * field (the field shows the same message beside it).
 */
export function ErrorSummary({ title, items }: { title: string; items: readonly SummaryItem[] }) {
  if (items.length === 0) return null
  return (
    <div className="alert alert-error error-summary">
      <p className="error-summary__title">{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item.target}>
            <a href={`#${item.target}`}>{item.message}</a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * A flat form's errors in the order of its fields, each leading to its field's id (`${form}-${name}`);
 * a radio group (the title) leads to its chosen choice, or to `fallback`'s.
 */
export function summaryItems(
  state: Pick<FormFieldState, 'values' | 'errors'>,
  form: string,
  order: readonly string[],
  radios: Readonly<Record<string, string>> = { title: 'mr' },
): SummaryItem[] {
  return order
    .filter((name) => state.errors[name])
    .map((name) => ({
      target: name in radios ? `${form}-${name}-${state.values[name] || radios[name]}` : `${form}-${name}`,
      message: state.errors[name] ?? '',
    }))
}
