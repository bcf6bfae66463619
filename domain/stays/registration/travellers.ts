/**
 * The travellers of a stay as the guest fills them in (docs/decisions/055): for each, first and last
 * name, birth date (in the past, a plausible age) and nationality (an ISO 3166-1 alpha-2 code), and
 * for every non-Swiss traveller an identity document (type and number, OASA art. 18). A traveller
 * left entirely empty is not registered yet ("3 of 4"); one begun must be complete. The booked adults
 * must be adults on arrival (a simple check that the birth dates are the party's; children's ages
 * may have moved on since the booking). Errors are codes, words of `registration:errors.*`.
 * Server-side (reads the document types of the schema); the form shares only document-rule.ts.
 */
import { TRAVELLER_DOCUMENTS, type TravellerDocument } from '../../../db/schema'
import { readAnyDate } from '../../validation/included-in-rental-dates'
import { needsDocument } from './document-rule'
import { ageOn, bandOfAge, type Party, rateOn } from './party'

export const TRAVELLER_FIELDS = ['firstName', 'lastName', 'birthDate', 'nationality', 'documentType', 'documentNumber'] as const
export type TravellerField = (typeof TRAVELLER_FIELDS)[number]
/** What the form sent for one traveller (strings, maybe empty). */
export type TravellerInput = Record<TravellerField, string>

export type Traveller = {
  position: number
  firstName: string
  lastName: string
  birthDate: string
  nationality: string
  documentType: TravellerDocument | null
  /** In clear here; sealed by the repository. null for a Swiss traveller. */
  documentNumber: string | null
}

export type TravellerErrorCode =
  | 'required'
  | 'tooLong'
  | 'invalidName'
  | 'invalidDate'
  | 'birthInFuture'
  | 'birthTooOld'
  | 'unknownCountry'
  | 'documentRequired'
  | 'unknownDocument'
  | 'invalidDocumentNumber'
export type FormErrorCode = 'partyMismatch' | 'nothingFilled'

/** Errors by position (1 = the first traveller), then by field. */
export type TravellerErrors = Record<number, Partial<Record<TravellerField, TravellerErrorCode>>>

export type CheckContext = {
  arrival: string
  today: string
  party: Party
  /** Whether a code is a country the site knows (domain/i18n/countries). */
  isCountry: (code: string) => boolean
  /** A document number already saved at a position: an empty field keeps it (the page never shows it back). */
  savedDocument?: (position: number) => boolean
}

export type TravellersChecked =
  | { ok: true; travellers: Traveller[]; keepDocumentOf: number[] }
  | { ok: false; errors: TravellerErrors; formError: FormErrorCode | null }

const NAME_MAX = 100
const OLDEST = 120
// Letters of any script, marks, spaces, apostrophes, hyphens and dots ("O'Neil", "Jean-Luc", "St. John").
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' ’.-]*(?: [\p{L}\p{M}' ’.-]+)*$/u
const DOCUMENT_NUMBER = /^[A-Z0-9][A-Z0-9 -]{2,29}$/

const clean = (text: string | undefined) => (text ?? '').normalize('NFC').replace(/\s+/g, ' ').trim()

export const isTravellerDocument = (value: string): value is TravellerDocument => (TRAVELLER_DOCUMENTS as readonly string[]).includes(value)

function checkName(value: string): TravellerErrorCode | null {
  if (value === '') return 'required'
  if (value.length > NAME_MAX) return 'tooLong'
  return NAME.test(value) ? null : 'invalidName'
}

function checkOne(input: TravellerInput, position: number, context: CheckContext): { traveller: Traveller | null; keep: boolean; errors: Partial<Record<TravellerField, TravellerErrorCode>> } {
  const errors: Partial<Record<TravellerField, TravellerErrorCode>> = {}
  const firstName = clean(input.firstName)
  const lastName = clean(input.lastName)
  const nationality = clean(input.nationality).toUpperCase()
  const documentType = clean(input.documentType)
  const documentNumber = clean(input.documentNumber).toUpperCase()

  const first = checkName(firstName)
  if (first) errors.firstName = first
  const last = checkName(lastName)
  if (last) errors.lastName = last

  const birthText = clean(input.birthDate)
  const birthDate = birthText === '' ? null : readAnyDate(birthText)
  if (birthText === '') errors.birthDate = 'required'
  else if (birthDate === null) errors.birthDate = 'invalidDate'
  else if (birthDate >= context.today) errors.birthDate = 'birthInFuture'
  else if (ageOn(birthDate, context.today) > OLDEST) errors.birthDate = 'birthTooOld'

  if (nationality === '') errors.nationality = 'required'
  else if (!/^[A-Z]{2}$/.test(nationality) || !context.isCountry(nationality)) errors.nationality = 'unknownCountry'

  let keep = false
  const foreign = nationality !== '' && needsDocument(nationality)
  if (foreign) {
    if (documentType === '') errors.documentType = 'documentRequired'
    else if (!isTravellerDocument(documentType)) errors.documentType = 'unknownDocument'
    if (documentNumber === '') {
      if (context.savedDocument?.(position)) keep = true
      else errors.documentNumber = 'documentRequired'
    } else if (!DOCUMENT_NUMBER.test(documentNumber)) errors.documentNumber = 'invalidDocumentNumber'
  }
  if (Object.keys(errors).length > 0 || birthDate === null) return { traveller: null, keep: false, errors }
  return {
    traveller: {
      position,
      firstName,
      lastName,
      birthDate,
      nationality,
      documentType: foreign ? (documentType as TravellerDocument) : null,
      documentNumber: foreign && !keep ? documentNumber : null,
    },
    keep,
    errors,
  }
}

const isEmpty = (input: TravellerInput) => TRAVELLER_FIELDS.every((field) => clean(input[field]) === '')

/**
 * The travellers to save, positions 1 to n as given (`inputs[0]` is position 1), or the errors. Empty
 * travellers are skipped; at least one must be filled.
 */
export function checkTravellers(inputs: readonly TravellerInput[], context: CheckContext): TravellersChecked {
  const errors: TravellerErrors = {}
  const travellers: Traveller[] = []
  const keepDocumentOf: number[] = []
  inputs.forEach((input, index) => {
    if (isEmpty(input)) return
    const checked = checkOne(input, index + 1, context)
    if (checked.traveller) {
      travellers.push(checked.traveller)
      if (checked.keep) keepDocumentOf.push(index + 1)
    } else errors[index + 1] = checked.errors
  })
  if (Object.keys(errors).length > 0) return { ok: false, errors, formError: null }
  if (travellers.length === 0) return { ok: false, errors, formError: 'nothingFilled' }
  // The booked adults are adults on arrival: more children than booked means the birth dates are not the party's.
  const rate = rateOn(context.arrival)
  const adults = travellers.filter((t) => bandOfAge(ageOn(t.birthDate, context.arrival), rate) === 'adult').length
  const youngerBooked = context.party.childAges.filter((age) => bandOfAge(age, rate) !== 'adult').length
  const youngerGiven = travellers.length - adults
  if (youngerGiven > youngerBooked) return { ok: false, errors, formError: 'partyMismatch' }
  return { ok: true, travellers, keepDocumentOf }
}
