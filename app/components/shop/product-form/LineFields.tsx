import { useTranslation } from '../../../i18n/react'
import { type ContextEntry, type ContextField, type ContextModel, entryValues, hasImplicitPeople, isFieldActive, PEOPLE, QUANTITY } from '../../../../domain/shop/context'
import { lineFieldName } from '../../../../domain/shop/context/form'
import { SelectField } from '../../fields'
import { ContextInput } from './ContextInput'
import { controlId, type Line, type Value } from './lines'

/** People on a bulk line without a people field of the model: 1 to 50. */
const IMPLICIT_PEOPLE = Array.from({ length: 50 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))

export type LineFieldsProps = {
  model: ContextModel
  line: Line
  index: number
  /** The line as the rules see it (requiredIf decides which fields show). */
  entry: ContextEntry
  locale: string
  errorFor: (line: Line, index: number, field: string) => string | undefined
  change: (index: number, field: ContextField | null, name: string, value: Value) => void
  leave: (index: number, name: string) => void
  onSuggestions: (query: string, suggestions: string[]) => void
}

/**
 * The inputs of one line: what the model carries unseen, the quantity, the people count of a bulk
 * line whose model has none, and the model's fields that apply.
 */
export function LineFields({ model, line, index, entry, locale, errorFor, change, leave, onSuggestions }: LineFieldsProps) {
  const { t } = useTranslation('shop')
  const values = entryValues(entry)
  return (
    <>
      {model.carried.map((name) =>
        typeof line.values[name] === 'string' ? <input key={name} type="hidden" name={lineFieldName(index, name)} value={line.values[name] as string} /> : null,
      )}
      <input type="hidden" name={lineFieldName(index, QUANTITY)} value={String(line.values[QUANTITY] ?? '1')} />
      {hasImplicitPeople(model) ? (
        <SelectField
          id={controlId(line.key, PEOPLE)}
          name={lineFieldName(index, PEOPLE)}
          label={t('product.form.people')}
          required
          error={errorFor(line, index, PEOPLE)}
          value={String(line.values[PEOPLE] ?? '1')}
          choices={IMPLICIT_PEOPLE}
          onChange={(e) => change(index, null, PEOPLE, e.target.value)}
          onBlur={() => leave(index, PEOPLE)}
        />
      ) : null}
      {model.fields.map((field) =>
        isFieldActive(field, values) ? (
          <ContextInput
            key={field.name}
            field={field}
            id={controlId(line.key, field.name)}
            name={lineFieldName(index, field.name)}
            line={line}
            locale={locale}
            error={errorFor(line, index, field.name)}
            onChange={(value) => change(index, field, field.name, value)}
            onLeave={() => leave(index, field.name)}
            onSuggestions={onSuggestions}
          />
        ) : null,
      )}
    </>
  )
}
