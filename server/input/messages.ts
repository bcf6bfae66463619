/**
 * What the input boundary answers, in French and English (other languages: French). The codes are
 * stable (clients match them); the messages say what to change.
 */
import type { TextProblem } from './text'
import { textIn } from '../../domain/i18n/bilingual'

export type RefusalCode =
  | TextProblem['code']
  | 'BODY_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'METHOD_NOT_ALLOWED'
  | 'TOO_MANY_REQUESTS'
  | 'SERVER_BUSY'

export type Refusal = {
  status: 400 | 405 | 413 | 415 | 429 | 503
  code: RefusalCode
  message: string
  /** The refusal page's heading (the boundary's "Request refused" when absent). */
  title?: string
  /** The same refusal in the other language, shown under it on the page. */
  also?: { locale: string; title: string; message: string }
}

type Texts = {
  tooLarge: (limit: string) => string
  unsupported: (accepted: string) => string
  /** "La requête" or "Le champ « firstName »": what holds the problem. */
  subject: (field?: string) => string
  badEncoding: (subject: string) => string
  nul: (subject: string) => string
  surrogate: (subject: string) => string
  notJson: string
  tooDeep: string
  badForm: string
  methodNotAllowed: (method: string, allowed: string) => string
  pageTitle: string
  home: string
}

const fr: Texts = {
  tooLarge: (limit) => `La requête est trop volumineuse : ${limit} au plus.`,
  unsupported: (accepted) => `Ce format de données n'est pas accepté ici : envoyez ${accepted}.`,
  subject: (field) => (field ? `Le champ « ${field} »` : 'La requête'),
  badEncoding: (subject) => `${subject} contient des caractères mal encodés : le texte doit être en UTF-8.`,
  nul: (subject) => `${subject} contient un caractère nul (U+0000), qui n'est pas accepté.`,
  surrogate: (subject) => `${subject} contient un caractère Unicode invalide (demi-paire de substitution isolée), qui n'est pas accepté.`,
  notJson: "Le contenu de la requête n'est pas du JSON valide.",
  tooDeep: 'Le contenu de la requête est imbriqué trop profondément.',
  badForm: 'Le formulaire envoyé est illisible.',
  methodNotAllowed: (method, allowed) => `La méthode ${method} n'est pas acceptée ici : utilisez ${allowed}.`,
  pageTitle: 'Requête refusée',
  home: "Retour à l'accueil",
}

const en: Texts = {
  tooLarge: (limit) => `The request is too large: ${limit} at most.`,
  unsupported: (accepted) => `This data format is not accepted here: send ${accepted}.`,
  subject: (field) => (field ? `The field "${field}"` : 'The request'),
  badEncoding: (subject) => `${subject} contains badly encoded characters: text must be UTF-8.`,
  nul: (subject) => `${subject} contains a NUL character (U+0000), which is not accepted.`,
  surrogate: (subject) => `${subject} contains invalid Unicode (a lone surrogate), which is not accepted.`,
  notJson: 'The body of the request is not valid JSON.',
  tooDeep: 'The body of the request is nested too deeply.',
  badForm: 'The form sent cannot be read.',
  methodNotAllowed: (method, allowed) => `The method ${method} is not allowed here: use ${allowed}.`,
  pageTitle: 'Request refused',
  home: 'Back to the homepage',
}

export const texts = (locale: string): Texts => textIn({ fr, en }, locale)

/** "1 MB", "20 MB": limits are whole megabytes (MiB). */
export function sizeText(bytes: number, locale: string): string {
  const mb = Math.round((bytes / (1024 * 1024)) * 10) / 10
  return locale === 'en' ? `${mb} MB` : `${String(mb).replace('.', ',')} Mo`
}

/** The refusal of a text problem found by text.ts or multipart.ts. */
export function textRefusal(problem: TextProblem, locale: string): Refusal {
  const t = texts(locale)
  const subject = t.subject(problem.field)
  const message = {
    BAD_ENCODING: () => t.badEncoding(subject),
    NUL_CHARACTER: () => t.nul(subject),
    BROKEN_UNICODE: () => t.surrogate(subject),
    BAD_BODY: () => (problem.detail === 'too_deep' ? t.tooDeep : problem.detail === 'bad_form' ? t.badForm : t.notJson),
  }[problem.code]()
  return { status: 400, code: problem.code, message }
}

export function tooLargeRefusal(limit: number, locale: string): Refusal {
  return { status: 413, code: 'BODY_TOO_LARGE', message: texts(locale).tooLarge(sizeText(limit, locale)) }
}

export function unsupportedRefusal(api: boolean, locale: string): Refusal {
  const accepted = api
    ? locale === 'en'
      ? 'JSON (application/json) or a form'
      : 'du JSON (application/json) ou un formulaire'
    : locale === 'en'
      ? 'a form (application/x-www-form-urlencoded or multipart/form-data)'
      : 'un formulaire (application/x-www-form-urlencoded ou multipart/form-data)'
  return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: texts(locale).unsupported(accepted) }
}

export function methodRefusal(method: string, allowed: readonly string[], locale: string): Refusal {
  const list = allowed.join(', ')
  return { status: 405, code: 'METHOD_NOT_ALLOWED', message: texts(locale).methodNotAllowed(method, list) }
}
