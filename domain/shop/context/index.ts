/**
 * Product contexts (SPEC §3 ProductContext): the model of a product's configuration, its entries and
 * their rules. Pure, shared by the browser (checks as you type) and the server (the verdict).
 */
export type {
  ContextEntry,
  ContextField,
  ContextInputType,
  ContextModel,
  ContextOption,
  ContextRule,
  ContextValue,
  ProductContext,
  RuleKind,
} from './types'
export { INPUT_TYPES, RULE_KINDS } from './types'
export { checkContext, type CheckContextOptions, contextFieldRules, firstErrors, isContextValid } from './check'
export { lineCount, MAX_LINES, MAX_QUANTITY, MAX_TEXT, normalizeEntries, seedContext } from './entries'
export {
  defaultValue,
  entryValues,
  hasImplicitPeople,
  isFieldActive,
  isNumberSelect,
  numberChoices,
  parseContextModel,
  PEOPLE,
  QUANTITY,
  requiredIfOf,
} from './model'
export { CANTON_NAMES, CANTONS, CONTEXT_COUNTRIES, DEFAULT_CANTON, DEFAULT_COUNTRY } from './places'
