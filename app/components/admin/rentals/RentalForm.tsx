import { INCLUDED_ITEMS, PARKING_TYPES, type RentalForm as RentalFormValues } from '../../../../domain/catalogue/rental-input'
import { LOCATION_KINDS, LOCATION_TYPES } from '../../../../domain/catalogue/labels'
import { useTranslation } from '../../../i18n/react'
import { CheckboxField, SelectField, TextField } from '../../fields'
import { CoordinatesPicker } from '../property/CoordinatesPicker'
import { AmenitiesFieldset, type PropertyFormErrors, PropertyFormFrame, TextsFieldset } from '../property/form-sections'
import { StayRulesFieldset } from './StayRulesFieldset'

/** The order of the fields, for the summary of a refused form. */
const FIELD_ORDER = [
  'kind', 'reference', 'type', 'place', 'numberOfRooms', 'bedrooms', 'bathrooms', 'toilets', 'terraces', 'persons', 'comfortClass',
  'surface', 'livingSpace', 'balconyArea', 'floor', 'parkingType', 'constructionYear', 'renovationYear', 'amenities', 'deposit',
  'minNights', 'maxNights', 'arrivalWeekdays', 'departureWeekdays',
  'monthlyRent', 'monthlyCharges', 'availableFrom', 'title_fr', 'title_en', 'summary_fr', 'summary_en', 'description_fr', 'description_en', 'latitude', 'longitude',
]

const NUMBERS = {
  capacity: [['numberOfRooms', true], ['bedrooms', false], ['bathrooms', false], ['toilets', false], ['terraces', false], ['persons', true], ['comfortClass', true]],
  surfaces: [['surface', true], ['livingSpace', true], ['balconyArea', false], ['floor', false], ['constructionYear', false], ['renovationYear', false]],
} as const

/**
 * Every field of a rental (SPEC §3), its French and English texts side by side, and its place on
 * the map. Sent as an ordinary form: the server checks it and shows it again with its messages.
 */
export function RentalForm({ values, errors, intent, submitLabel }: { values: RentalFormValues; errors: PropertyFormErrors; intent: string; submitLabel: string }) {
  const { t } = useTranslation('adminCatalogue')
  const v = (name: string) => values.fields[name] ?? ''
  const id = (name: string) => `rental-${name}`
  const number = (name: string, required: boolean) => (
    <TextField key={name} id={id(name)} name={name} type="number" label={t(`form.${name}`)} required={required} defaultValue={v(name)} error={errors[name]} />
  )
  return (
    <PropertyFormFrame intent={intent} errors={errors} order={FIELD_ORDER} idPrefix="rental" errorsTitle={t('form.errorsTitle')} submitLabel={submitLabel}>
      <fieldset className="admin-form--columns admin-form">
        <legend>{t('form.general')}</legend>
        <SelectField id={id('kind')} name="kind" label={t('form.kind')} required defaultValue={v('kind')} error={errors.kind} choices={LOCATION_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))} />
        <TextField id={id('reference')} name="reference" label={t('form.reference')} required hint={t('form.referenceHint')} defaultValue={v('reference')} error={errors.reference} maxLength={30} />
        <SelectField id={id('type')} name="type" label={t('form.type')} required defaultValue={v('type')} error={errors.type} choices={LOCATION_TYPES.map((k) => ({ value: k, label: t(`types.${k}`) }))} />
        <TextField id={id('place')} name="place" label={t('form.place')} required hint={t('form.placeHint')} defaultValue={v('place')} error={errors.place} maxLength={80} />
      </fieldset>
      <fieldset className="admin-form--columns admin-form">
        <legend>{t('form.capacity')}</legend>
        {NUMBERS.capacity.map(([name, required]) => number(name, required))}
      </fieldset>
      <fieldset className="admin-form--columns admin-form">
        <legend>{t('form.surfaces')}</legend>
        {NUMBERS.surfaces.map(([name, required]) => number(name, required))}
        <SelectField id={id('parkingType')} name="parkingType" label={t('form.parkingType')} defaultValue={v('parkingType')} error={errors.parkingType} placeholder={t('form.noParking')} choices={PARKING_TYPES.map((k) => ({ value: k, label: t(`parking.${k}`) }))} />
      </fieldset>
      <AmenitiesFieldset chosen={values.amenities} error={errors.amenities} />
      <fieldset className="admin-form--columns admin-form">
        <legend>{t('form.included')}</legend>
        {INCLUDED_ITEMS.map((item) => (
          <CheckboxField key={item} id={id(`included-${item}`)} name={`included_${item}`} label={t(`included.${item}`)} defaultChecked={v(`included_${item}`) === 'true'} />
        ))}
        <TextField id={id('deposit')} name="deposit" inputMode="decimal" label={t('form.deposit')} hint={t('form.depositHint')} defaultValue={v('deposit')} error={errors.deposit} />
      </fieldset>
      <StayRulesFieldset values={values.fields} errors={errors} />
      <fieldset className="admin-form--columns admin-form">
        <legend>{t('form.annual')}</legend>
        <TextField id={id('monthlyRent')} name="monthlyRent" inputMode="decimal" label={t('form.monthlyRent')} hint={t('form.annualHint')} defaultValue={v('monthlyRent')} error={errors.monthlyRent} />
        <TextField id={id('monthlyCharges')} name="monthlyCharges" inputMode="decimal" label={t('form.monthlyCharges')} defaultValue={v('monthlyCharges')} error={errors.monthlyCharges} />
        <TextField id={id('availableFrom')} name="availableFrom" type="date" label={t('form.availableFrom')} defaultValue={v('availableFrom')} error={errors.availableFrom} />
      </fieldset>
      <TextsFieldset values={values} errors={errors} idPrefix="rental" />
      <CoordinatesPicker latitude={v('latitude')} longitude={v('longitude')} errors={errors} />
    </PropertyFormFrame>
  )
}
