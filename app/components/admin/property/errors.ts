import type { FieldErrors } from '../../../../domain/validation'

/** The server's messages, field by field, as the form shows them beside each field. */
export function messagesOf(errors: FieldErrors | undefined): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(errors ?? {}).map(([field, error]) => [field, error.message]))
}
