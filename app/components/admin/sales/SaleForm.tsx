import { PARKING_TYPES } from '../../../../domain/catalogue/rental-input'
import { SALE_CATEGORIES, type SaleForm as SaleFormValues } from '../../../../domain/catalogue/sale-input'
import { SALE_TYPES } from '../../../../domain/catalogue/labels'
import { useTranslation } from '../../../i18n/react'
import { SelectField, TextField } from '../../fields'
import { CoordinatesPicker } from '../property/CoordinatesPicker'
import { AmenitiesFieldset, type PropertyFormErrors, PropertyFormFrame, TextsFieldset } from '../property/form-sections'

const FIELD_ORDER = [
  'reference', 'type', 'category', 'place', 'price', 'numberOfRooms', 'bedrooms', 'bathrooms', 'toilets', 'terraces', 'surface', 'livingSpace', 'balconyArea', 'floor',
  'parkingType', 'constructionYear', 'renovationYear', 'amenities', 'title_fr', 'title_en', 'summary_fr', 'summary_en', 'description_fr', 'description_en', 'latitude', 'longitude',
]

const NUMBERS = [
  ['numberOfRooms', true], ['bedrooms', false], ['bathrooms', false], ['toilets', false], ['terraces', false], ['surface', true], ['livingSpace', true],
  ['balconyArea', false], ['floor', false], ['constructionYear', false], ['renovationYear', false],
] as const

/** Every field of a property for sale, its texts in French and English side by side, its place on the map. */
export function SaleForm({ values, errors, intent, submitLabel }: { values: SaleFormValues; errors: PropertyFormErrors; intent: string; submitLabel: string }) {
  const { t } = useTranslation('adminCatalogue')
  const v = (name: string) => values.fields[name] ?? ''
  const id = (name: string) => `sale-${name}`
  return (
    <PropertyFormFrame intent={intent} errors={errors} order={FIELD_ORDER} idPrefix="sale" errorsTitle={t('sales.errorsTitle')} submitLabel={submitLabel}>
      <fieldset className="admin-form--columns admin-form">
        <legend>{t('form.general')}</legend>
        <TextField id={id('reference')} name="reference" label={t('form.reference')} required hint={t('form.referenceHint')} defaultValue={v('reference')} error={errors.reference} maxLength={30} />
        <SelectField id={id('type')} name="type" label={t('form.type')} required defaultValue={v('type')} error={errors.type} choices={SALE_TYPES.map((k) => ({ value: k, label: t(`types.${k}`) }))} />
        <SelectField id={id('category')} name="category" label={t('form.category')} required defaultValue={v('category')} error={errors.category} choices={SALE_CATEGORIES.map((k) => ({ value: k, label: t(`categories.${k}`) }))} />
        <TextField id={id('place')} name="place" label={t('form.place')} required hint={t('form.placeHint')} defaultValue={v('place')} error={errors.place} maxLength={80} />
        <TextField id={id('price')} name="price" inputMode="decimal" label={t('form.price')} required defaultValue={v('price')} error={errors.price} />
      </fieldset>
      <fieldset className="admin-form--columns admin-form">
        <legend>{t('form.surfaces')}</legend>
        {NUMBERS.map(([name, required]) => (
          <TextField key={name} id={id(name)} name={name} type="number" label={t(`form.${name}`)} required={required} defaultValue={v(name)} error={errors[name]} />
        ))}
        <SelectField id={id('parkingType')} name="parkingType" label={t('form.parkingType')} defaultValue={v('parkingType')} error={errors.parkingType} placeholder={t('form.noParking')} choices={PARKING_TYPES.map((k) => ({ value: k, label: t(`parking.${k}`) }))} />
      </fieldset>
      <AmenitiesFieldset chosen={values.amenities} error={errors.amenities} idPrefix="sale" />
      <TextsFieldset values={values} errors={errors} idPrefix="sale" />
      <CoordinatesPicker latitude={v('latitude')} longitude={v('longitude')} errors={errors} idPrefix="sale" />
    </PropertyFormFrame>
  )
}
