import { Form, useNavigation } from 'react-router'
import { CheckboxField, ErrorSummary, SelectField, TextAreaField, TextField } from '../../fields'
import { useTranslation } from '../../../i18n/react'
import { PRODUCT_FIELDS } from '../../../../domain/shop/product-input'

export type ProductFormValues = Record<string, string>
export type CategoryChoice = { code: string; label: { fr: string; en?: string } }

type Props = {
  values: ProductFormValues
  errors: Record<string, string>
  categories: readonly CategoryChoice[]
  /** A rental product: shown, never changed here. */
  readOnly: boolean
}

const id = (name: string) => `product-${name}`

/**
 * A product's form: every column of the products table, titles and descriptions in French and English
 * side by side, the context model and the pricing formula as JSON the server checks with the shop's
 * own readers. Posted as is; the server's field errors come back beside each field and in a summary.
 */
export function ProductForm({ values, errors, categories, readOnly }: Props) {
  const { t, i18n } = useTranslation('adminShop')
  const busy = useNavigation().state === 'submitting'
  const label = (text: CategoryChoice['label']) => (i18n.language === 'en' && text.en ? text.en : text.fr)
  const summary = PRODUCT_FIELDS.filter((name) => errors[name]).map((name) => ({ target: id(name), message: t("form.summaryItem", { field: t(`product.${name}`), message: errors[name] }) }))
  const common = (name: string) => ({ id: id(name), name, error: errors[name], defaultValue: values[name] ?? '' })
  return (
    <Form method="post" noValidate className="admin-form">
      <ErrorSummary title={t('form.errors')} items={summary} />
      <input type="hidden" name="intent" value="save" />
      <fieldset disabled={readOnly}>
        <legend>{t('form.identity')}</legend>
        <div className="admin-form admin-form--columns">
          <TextField {...common('reference')} label={t('product.reference')} required maxLength={64} hint={t('product.referenceHint')} />
          <SelectField
            {...common('category')}
            label={t('product.category')}
            required
            placeholder={t('form.choose')}
            choices={categories.filter((c) => readOnly || c.code !== 'rental').map((c) => ({ value: c.code, label: label(c.label) }))}
          />
          <TextField {...common('type')} label={t('product.type')} required maxLength={50} hint={t('product.typeHint')} />
          <TextField {...common('contentId')} label={t('product.contentId')} inputMode="numeric" hint={t('product.contentIdHint')} />
        </div>
      </fieldset>
      <fieldset disabled={readOnly}>
        <legend>{t('form.texts')}</legend>
        <div className="admin-side-by-side">
          <TextField {...common('titleFr')} label={t('product.title')} lang="fr" required maxLength={200} />
          <TextField {...common('titleEn')} label={t('product.title')} lang="en" maxLength={200} />
          <TextAreaField {...common('descriptionFr')} label={t('product.description')} lang="fr" rows={5} />
          <TextAreaField {...common('descriptionEn')} label={t('product.description')} lang="en" rows={5} />
        </div>
      </fieldset>
      <fieldset disabled={readOnly}>
        <legend>{t('form.price')}</legend>
        <div className="admin-form admin-form--columns">
          <TextField {...common('basePrice')} label={t('product.basePrice')} required inputMode="decimal" hint={t('product.basePriceHint')} />
          <SelectField
            {...common('vatKind')}
            label={t('product.vatKind')}
            required
            choices={[
              { value: 'standard', label: t('vat.standard') },
              { value: 'accommodation', label: t('vat.accommodation') },
              { value: 'insurance', label: t('vat.insurance') },
            ]}
          />
          <CheckboxField id={id('bulk')} name="bulk" label={t('product.bulk')} hint={t('product.bulkHint')} defaultChecked={values.bulk === 'true'} error={errors.bulk} />
        </div>
        <TextAreaField {...common('pricing')} label={t('product.pricing')} required rows={8} hint={t('product.pricingHint')} className="admin-code" spellCheck={false} />
      </fieldset>
      <fieldset disabled={readOnly}>
        <legend>{t('form.context')}</legend>
        <TextAreaField {...common('contextModel')} label={t('product.contextModel')} required rows={16} hint={t('product.contextModelHint')} className="admin-code" spellCheck={false} />
      </fieldset>
      {readOnly ? null : (
        <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
          {t('form.save')}
        </button>
      )}
    </Form>
  )
}
