import type { ContextModel } from './types'

/** A transfer's model, as the catalogue seeds it (used by the tests of this folder). */
export const transferModel: ContextModel = {
  code: 'transfer',
  title: { fr: 'Transfert', en: 'Transfer' },
  bulk: false,
  carried: [],
  fields: [
    { name: 'trip', type: 'radio', label: { fr: 'Trajet', en: 'Trip' }, default: 'oneWay', rules: [{ kind: 'required' }], options: [
      { value: 'oneWay', label: { fr: 'Aller simple', en: 'One way' } },
      { value: 'roundTrip', label: { fr: 'Aller-retour', en: 'Round trip' } },
    ] },
    { name: 'dateFrom', type: 'date', label: { fr: 'Date', en: 'Date' }, rules: [{ kind: 'required' }, { kind: 'notBeforeNow' }] },
    { name: 'addressFrom', type: 'fullAddress', label: { fr: 'De', en: 'From' }, rules: [{ kind: 'required' }, { kind: 'fullAddress' }] },
    { name: 'people', type: 'select', label: { fr: 'Personnes', en: 'People' }, min: 1, max: 8, rules: [{ kind: 'required' }] },
    { name: 'returnDateFrom', type: 'date', label: { fr: 'Date du retour', en: 'Return date' }, rules: [{ kind: 'requiredIf', field: 'trip', value: 'roundTrip' }, { kind: 'notBeforeNow' }] },
    { name: 'returnAddressFrom', type: 'fullAddress', label: { fr: 'Retour de', en: 'Return from' }, rules: [{ kind: 'requiredIf', field: 'trip', value: 'roundTrip' }, { kind: 'fullAddress' }] },
    { name: 'childSeat', type: 'checkbox', label: { fr: 'Siège enfant', en: 'Child seat' }, rules: [] },
  ],
}

export const ADDRESSES = ['Route de la Moubra 6, 3963 Crans-Montana', 'Genève Aéroport, 1215 Le Grand-Saconnex']
export const suggest = (value: string) => ADDRESSES.filter((a) => a.toLowerCase().includes(value.toLowerCase().slice(0, 5)))
