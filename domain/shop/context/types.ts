/**
 * A product's context model (SPEC §3 ProductContext, §5 rule kinds and inputs): the fields a visitor
 * fills to configure a product, their input types, labels in French and English, and rules. Stored
 * as data (products.context_model); pure types, shared by the browser and the server.
 */
import type { Texts } from '../../i18n/bilingual'

/** A value of one field of one context entry. */
export type ContextValue = string | number | boolean | null

/** One data entry of a context: field → value, plus `quantity` (and `people` on a bulk line). */
export type ContextEntry = Record<string, ContextValue>

/** The input types of SPEC §5 "Inputs". */
export const INPUT_TYPES = [
  'text',
  'email',
  'password',
  'checkbox',
  'date',
  'radio',
  'country',
  'state',
  'select',
  'fullAddress',
] as const
export type ContextInputType = (typeof INPUT_TYPES)[number]

/** The twelve rule kinds of SPEC §5, with their parameters. */
export type ContextRule =
  | { kind: 'required' }
  /** Required only when `field` is set, or equals `value` when given; the field shows only then. */
  | { kind: 'requiredIf'; field: string; value?: string | number | boolean }
  | { kind: 'min'; value: number }
  | { kind: 'max'; value: number }
  | { kind: 'email' }
  | { kind: 'checked' }
  | { kind: 'notBeforeNow' }
  | { kind: 'adult' }
  /** Valid for the country chosen in `countryField` (Switzerland without one). */
  | { kind: 'phone'; countryField?: string }
  | { kind: 'confirm'; field?: string }
  | { kind: 'fullAddress' }
  | { kind: 'includedInRentalDates' }

export type RuleKind = ContextRule['kind']

export const RULE_KINDS: readonly RuleKind[] = [
  'required',
  'requiredIf',
  'min',
  'max',
  'email',
  'checked',
  'notBeforeNow',
  'adult',
  'phone',
  'confirm',
  'fullAddress',
  'includedInRentalDates',
]

/** One choice of a radio or a select. */
export type ContextOption = { value: string; label: Texts }

export type ContextField = {
  /** The key of the value in each entry (e.g. dateFrom, addressFrom, people). */
  name: string
  type: ContextInputType
  label: Texts
  /** A short help under the input. */
  hint?: Texts
  rules: ContextRule[]
  /** radio and select: the choices. */
  options?: ContextOption[]
  /** select without options: the whole numbers min..max are offered (SPEC §5). */
  min?: number
  max?: number
  /** What a new form shows (country CH, state VS, one-way trip); a new entry stays empty (SPEC §3). */
  default?: string | number | boolean
  /** state: the field holding its country ("country" by default). */
  countryField?: string
}

export type ContextModel = {
  /** A stable code (e.g. "transfer"), also the context's code. */
  code: string
  title: Texts
  fields: ContextField[]
  /** Whether the product takes several lines, each with its people count (SPEC §3). */
  bulk: boolean
  /**
   * Values that come with the context instead of being typed: the rental's startPeriod and
   * endPeriod for an option sold with a rental (read by includedInRentalDates).
   */
  carried: string[]
}

/** The context of a product as GET /product/{id} serves it (SPEC §3 ProductContext). */
export type ProductContext = {
  id: number
  code: string
  model: ContextModel
  title: string
  data: ContextEntry[]
}
