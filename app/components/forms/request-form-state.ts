import type { RequestFormValues, RequestKind } from '../../../domain/requests/request-fields'

/** The rental or sale an information or visit request is about. */
export type RequestSubject = { type: 'location' | 'sale'; id: number; title: string }

/** What the request action answers (to the form's fetcher, or to the /demande page without JavaScript). */
export type RequestActionData =
  | { status: 'sent' }
  | {
      status: 'invalid' | 'rate_limited' | 'error'
      kind: RequestKind
      subject: RequestSubject | null
      /** What the visitor typed, to fill the form again (never the hidden robot trap). */
      values: RequestFormValues
      /** field → message in the page's language. */
      errors: Record<string, string>
      /** A message about the whole form (too many requests, failure). */
      formError: string | null
    }

/** Filled-in state of a form rendered by the server after a submission without JavaScript. */
export type RequestFormInitial = {
  values?: RequestFormValues
  errors?: Record<string, string>
  formError?: string | null
}
