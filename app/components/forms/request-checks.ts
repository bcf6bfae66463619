/**
 * The checks a request form runs in the browser: the server's own rules and the validation (with
 * the phone numbers' metadata, ≈ 30 KB gzip). RequestForm imports this module once a visitor uses
 * the form, never with the page.
 */
export { requestFieldRules } from '../../../domain/requests/request-rules'
export { check, checkField } from '../../../domain/validation'
