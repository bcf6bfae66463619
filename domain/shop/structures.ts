/**
 * The context model and pricing formula a staff member types as JSON, checked against the very
 * readers the shop uses (parseContextModel, parsePricing): the shop drops what it does not understand,
 * so anything it would drop is refused here, pointing at where it is, instead of vanishing on save.
 */
import { type ContextModel, hasImplicitPeople, parseContextModel, PEOPLE, QUANTITY } from './context'
import { parsePricing, type PricingFormula } from './pricing'
import type { ShopProblem } from './staff-messages'

type Checked<T> = { ok: true; value: T } | { ok: false; problem: ShopProblem }

const NAME = /^[a-zA-Z][a-zA-Z0-9_]{0,49}$/
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const refuse = (code: ShopProblem['code'], detail?: string): { ok: false; problem: ShopProblem } => ({ ok: false, problem: { code, detail } })

function readJson(text: string): Checked<Record<string, unknown>> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return refuse('json', error instanceof Error ? error.message.slice(0, 120) : '')
  }
  return isRecord(value) ? { ok: true, value } : refuse('notObject')
}

const fieldLabel = (index: number, raw: unknown) => `n° ${index + 1}${isRecord(raw) && typeof raw.name === 'string' ? ` (${raw.name.slice(0, 50)})` : ''}`

/** What of one typed field the shop's reader dropped, if anything. */
function droppedPart(raw: unknown, index: number, model: ContextModel): ShopProblem | null {
  const field = isRecord(raw) ? model.fields.find((f) => f.name === raw.name) : undefined
  const label = fieldLabel(index, raw)
  // A duplicate name: the reader keeps the first one only.
  if (!field || model.fields.indexOf(field) !== index) return { code: 'modelField', detail: label }
  const raw_ = raw as Record<string, unknown>
  if (Array.isArray(raw_.rules) ? raw_.rules.length !== field.rules.length : raw_.rules !== undefined) return { code: 'modelRule', detail: label }
  if (Array.isArray(raw_.options) ? raw_.options.length !== (field.options?.length ?? 0) : raw_.options !== undefined) return { code: 'modelOption', detail: label }
  const names = new Set([...model.fields.map((f) => f.name), ...model.carried])
  const pointsAway = field.rules.some((rule) => (rule.kind === 'requiredIf' || rule.kind === 'confirm') && rule.field !== undefined && !names.has(rule.field))
  return pointsAway ? { code: 'modelRuleField', detail: label } : null
}

/** A context model typed as JSON, or where it is wrong. `bulk` is the product's own flag. */
export function checkContextModelText(text: string, bulk: boolean): Checked<ContextModel> {
  const json = readJson(text)
  if (!json.ok) return json
  const raw = json.value
  if (typeof raw.code !== 'string' || !NAME.test(raw.code)) return refuse('modelCode')
  const model = parseContextModel({ ...raw, bulk })
  if (!model.title.fr.trim()) return refuse('modelTitle')
  if (raw.fields !== undefined && !Array.isArray(raw.fields)) return refuse('modelFields')
  const fields: unknown[] = Array.isArray(raw.fields) ? raw.fields : []
  if (fields.length !== model.fields.length || fields.some((f, i) => droppedPart(f, i, model))) {
    const index = fields.findIndex((f, i) => droppedPart(f, i, model) !== null)
    return { ok: false, problem: droppedPart(fields[index], index, model) ?? { code: 'modelField', detail: fieldLabel(index, fields[index]) } }
  }
  const carried: unknown[] = Array.isArray(raw.carried) ? raw.carried : []
  const lost = carried.find((name) => typeof name !== 'string' || !model.carried.includes(name))
  if (lost !== undefined || (raw.carried !== undefined && !Array.isArray(raw.carried))) return refuse('modelCarried', JSON.stringify(lost ?? raw.carried).slice(0, 50))
  return { ok: true, value: model }
}

/** The names a formula may count on: the model's fields, its carried values, quantity, people on a bulk line. */
function knownNames(model: ContextModel): Set<string> {
  const names = new Set([...model.fields.map((f) => f.name), ...model.carried, QUANTITY])
  if (hasImplicitPeople(model)) names.add(PEOPLE)
  return names
}

/** The field names a typed formula names explicitly (defaults of perTrip aside). */
function namesIn(raw: Record<string, unknown>, formula: PricingFormula): string[] {
  const names = (formula.addOns ?? []).flatMap((a) => (a.per ? [a.field, a.per] : [a.field]))
  if (formula.kind === 'perUnit') names.push(...formula.units)
  if (formula.kind === 'table') names.push(formula.field, ...(formula.units ?? []))
  if (formula.kind === 'perTrip') for (const key of ['tripField', 'peopleField']) if (typeof raw[key] === 'string') names.push(raw[key] as string)
  return names
}

/** A pricing formula typed as JSON, or where it is wrong; its fields must be the model's. */
export function checkPricingText(text: string, model: ContextModel | null): Checked<PricingFormula> {
  const json = readJson(text)
  if (!json.ok) return json
  const formula = parsePricing(json.value)
  if (!formula) return refuse('pricingKind')
  if (model) {
    const known = knownNames(model)
    const missing = namesIn(json.value, formula).find((name) => !known.has(name))
    if (missing) return refuse('pricingField', missing)
  }
  return { ok: true, value: formula }
}
