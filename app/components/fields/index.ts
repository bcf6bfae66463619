export { type ControlWiring, describedBy, errorId, Field, type FieldBase, type FieldLang, FieldNotes, hintId, RequiredMark } from './Field'
export { ErrorSummary, type SummaryItem, summaryItems } from './ErrorSummary'
export { CheckboxField, type Choice, choiceId, RadioGroupField, SelectField, TextAreaField, TextField } from './inputs'
export { bindCheckbox, bindField, type FieldFormState, type FormFieldState, useFieldForm, type Values } from './use-field-form'
