/**
 * What the back office's shop forms refuse: a stable code, an optional detail (a field name, a
 * position, a number) and the key of its words in the validation catalogue (backOffice.shop.*), so
 * that the shop's staff forms name and translate their errors as every other form (FieldErrors).
 */
import { type FieldError, fieldError, type MessageKey } from '../validation'

const SHOP_PROBLEMS = {
  required: 'backOffice.shop.required',
  tooLong: 'backOffice.shop.tooLong',
  reference: 'backOffice.shop.reference',
  referenceTaken: 'backOffice.shop.referenceTaken',
  type: 'backOffice.shop.type',
  category: 'backOffice.shop.category',
  rentalCategory: 'backOffice.shop.rentalCategory',
  vatKind: 'backOffice.shop.vatKind',
  amount: 'backOffice.shop.amount',
  content: 'backOffice.shop.content',
  json: 'backOffice.shop.json',
  notObject: 'backOffice.shop.notObject',
  modelCode: 'backOffice.shop.modelCode',
  modelTitle: 'backOffice.shop.modelTitle',
  modelFields: 'backOffice.shop.modelFields',
  modelField: 'backOffice.shop.modelField',
  modelRule: 'backOffice.shop.modelRule',
  modelOption: 'backOffice.shop.modelOption',
  modelRuleField: 'backOffice.shop.modelRuleField',
  modelCarried: 'backOffice.shop.modelCarried',
  pricingKind: 'backOffice.shop.pricingKind',
  pricingField: 'backOffice.shop.pricingField',
  code: 'backOffice.shop.code',
  codeTaken: 'backOffice.shop.codeTaken',
  reductionKind: 'backOffice.shop.reductionKind',
  percent: 'backOffice.shop.percent',
  fixedAmount: 'backOffice.shop.fixedAmount',
  date: 'backOffice.shop.date',
  dateOrder: 'backOffice.shop.dateOrder',
  usageLimit: 'backOffice.shop.usageLimit',
  usageBelowUsed: 'backOffice.shop.usageBelowUsed',
  categoryCode: 'backOffice.shop.categoryCode',
  categoryTaken: 'backOffice.shop.categoryTaken',
  notFound: 'backOffice.shop.notFound',
  readOnly: 'backOffice.shop.readOnly',
} as const satisfies Record<string, MessageKey>

export type ShopProblemCode = keyof typeof SHOP_PROBLEMS

/** One refusal: its stable code and an optional detail (a field name, a position, a number). */
export type ShopProblem = { code: ShopProblemCode; detail?: string }

/** A refusal as a field's error, in the member's language. */
export function shopError(problem: ShopProblem, locale: string): FieldError {
  return fieldError({ code: problem.code, messageKey: SHOP_PROBLEMS[problem.code], params: { detail: problem.detail ?? '' } }, locale)
}

export function shopProblemMessage(problem: ShopProblem, locale: string): string {
  return shopError(problem, locale).message
}

/** A refusal of a whole change (not found, read-only), thrown by the shop's back-office functions. */
export class ShopAdminError extends Error {
  constructor(
    readonly problem: ShopProblem,
    readonly status: 400 | 404 = 400,
  ) {
    super(problem.code)
  }
}
