/**
 * The field components of every form. `useFieldForm` (./use-field-form) is not re-exported here: it
 * brings the validation code, which a page with a request form must not load before it is used
 * (decision 029).
 */
export { bindCheckbox, bindField, type FormFieldState, type Values } from './bind'
export { type ControlWiring, describedBy, errorId, Field, type FieldBase, type FieldLang, FieldNotes, hintId, RequiredMark } from './Field'
export { ErrorSummary, type SummaryItem, summaryItems } from './ErrorSummary'
export { CheckboxField, type Choice, choiceId, RadioGroupField, SelectField, TextAreaField, TextField } from './inputs'
export { type ControlLike, controlsOf, heldBy, typedIn, useKeepTypedEarly } from './typed-early'
export { type FieldUse, isChecked, markSent, markUsed, NOTHING_USED, usedFields } from './field-use'
export { SubmitRow, useSubmitting } from './SubmitRow'
