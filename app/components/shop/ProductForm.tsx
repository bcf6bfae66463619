import { useTranslation } from '../../i18n/react'
import { type ContextEntry, type ContextModel, MAX_LINES, requiredIfOf } from '../../../domain/shop/context'
import { FORM_INTENT, LINE_BUTTON } from '../../../domain/shop/context/form'
import { ErrorSummary } from '../fields'
import { JS_FIELD, type ProductActionData } from './product-form-state'
import { controlId } from './product-form/lines'
import { LineFields } from './product-form/LineFields'
import { PriceBox } from './product-form/PriceBox'
import { useProductForm } from './product-form/use-product-form'
import { useProductPrice } from './product-form/use-product-price'

export type ProductFormProps = {
  productId: number
  model: ContextModel
  basePrice: number
  currency: string
  /** The context's data entries: the seeded first entry, or what the action sent back. */
  entries: ContextEntry[]
  /** The action's answer to a submission without JavaScript (with it, the form's fetcher has it). */
  result?: ProductActionData
  locale: string
}

/**
 * The configuration form of a product, drawn from its context model: every input type of SPEC §5,
 * fields with requiredIf shown only when they apply, bulk lines each with its people count. It is
 * a plain POST form that works without JavaScript; with it, each field is checked as it is left
 * (then as it changes) with the server's own rules, the price is asked again ~300 ms after a
 * change, and the form posts through a fetcher: the page stays where it is and, once the product
 * is in the cart, the cart slide-in opens on it (SPEC §7, PUT /cart/add "plus an optional slider
 * name").
 */
export function ProductForm({ productId, model, basePrice, currency, entries, result, locale }: ProductFormProps) {
  const { t } = useTranslation('shop')
  const form = useProductForm({ model, entries, result, locale })
  const price = useProductPrice({ enhanced: form.enhanced, complete: form.complete, entries: form.entries, productId, locale })
  const { fetcher, lines, status } = form
  const bulk = model.bulk
  const dependent = model.fields.some((f) => requiredIfOf(f) !== null)

  return (
    <section className="product-form" aria-labelledby="product-form-heading">
      <h2 id="product-form-heading">{t('product.form.heading')}</h2>

      <p role="status" className={status === 'added' ? 'alert alert-success' : 'product-form__status'}>
        {status === 'added' ? t('product.form.added') : ''}
      </p>
      {status === 'error' ? (
        <p role="alert" className="alert alert-error">
          {form.message ?? t('product.form.failed')}
        </p>
      ) : null}
      <ProductErrorSummary model={model} errors={form.result?.status === 'invalid' && !form.enhanced ? form.serverErrors : {}} />

      <fetcher.Form ref={form.formRef} method="post" noValidate onSubmit={form.submit} className="product-form__form" data-enhanced={form.enhanced ? 'true' : undefined}>
        <input type="hidden" name="intent" value={FORM_INTENT} />
        {form.enhanced ? <input type="hidden" name={JS_FIELD} value="1" /> : null}
        <p className="field-hint">{t('product.form.requiredNote')}</p>
        {bulk ? <p className="field-hint">{t('product.form.linesNote')}</p> : null}

        {lines.map((line, index) => {
          const fields = (
            <LineFields
              model={model}
              line={line}
              index={index}
              entry={form.entries[index] ?? {}}
              locale={locale}
              errorFor={form.errorFor}
              change={form.change}
              leave={form.leave}
              onSuggestions={form.rememberSuggestions}
            />
          )
          return bulk ? (
            <fieldset key={line.key} className="product-line">
              <legend>{t('product.form.line', { number: index + 1 })}</legend>
              {fields}
              {lines.length > 1 ? (
                <LineButton value={`remove-${index}`} className="btn btn-outline product-line__remove" onClick={() => form.removeLine(index)}>
                  {t('product.form.removeLine', { number: index + 1 })}
                </LineButton>
              ) : null}
            </fieldset>
          ) : (
            <div key={line.key}>{fields}</div>
          )
        })}

        {bulk && lines.length < MAX_LINES ? (
          <p>
            <LineButton value="add" className="btn btn-outline" onClick={form.addLine}>
              {t('product.form.addLine')}
            </LineButton>
          </p>
        ) : null}

        {dependent ? (
          <noscript>
            <p className="field-hint">{t('product.form.noscript')}</p>
            <button type="submit" name={LINE_BUTTON} value="refresh" className="btn btn-outline">
              {t('product.form.update')}
            </button>
          </noscript>
        ) : null}

        <PriceBox price={price} basePrice={basePrice} currency={currency} enhanced={form.enhanced} />

        <div className="form-actions">
          <button type="submit" className="btn btn-primary" aria-disabled={form.submitting || undefined}>
            {form.submitting ? t('product.form.adding') : t('product.form.submit')}
          </button>
        </div>
      </fetcher.Form>
    </section>
  )
}

/**
 * Adds or removes a line: without JavaScript the server does it (and sends the form back), with it
 * the browser does.
 */
function LineButton({ value, className, onClick, children }: { value: string; className: string; onClick: () => void; children: string }) {
  return (
    <button
      type="submit"
      name={LINE_BUTTON}
      value={value}
      formNoValidate
      className={className}
      onClick={(event) => {
        event.preventDefault()
        onClick()
      }}
    >
      {children}
    </button>
  )
}

/** The server's errors of a form sent without JavaScript, each a link to its field (a radio group's first choice). */
function ProductErrorSummary({ model, errors }: { model: ContextModel; errors: Record<string, string> }) {
  const { t } = useTranslation('shop')
  const items = Object.entries(errors).map(([key, message]) => {
    const [lineKey = '', field = ''] = key.split(':')
    const modelField = model.fields.find((f) => f.name === field)
    const target = modelField?.type === 'radio' ? `${field}-${modelField.options?.[0]?.value ?? ''}` : field
    return { target: controlId(lineKey, target), message }
  })
  return <ErrorSummary title={t('product.form.errorSummary', { count: items.length })} items={items} />
}
