/**
 * What an e-mail says, once, as a list of blocks: the layout (layout.tsx) draws them as HTML that
 * looks like the site, `mailText` writes them as the plain-text part. Both come from the same
 * blocks, so the two parts never say different things. Every value is text the template already
 * formatted (money, dates); nothing here computes.
 */
import { countryName } from '../../i18n/countries'
import { type MailAgency, termsLink } from './agency'

export type MailLocale = 'fr' | 'en'

/** A line of an amounts table: an item and its price, a nested option, a total. */
export type AmountRow = {
  label: string
  /** Smaller lines under the label: period, persons, the context entered. */
  details?: readonly string[]
  /** Formatted ("CHF 1'250.00", "incluse"); null for a row that only names what follows. */
  amount: string | null
  /** 1: belongs to the row above (a rental's rent, tourist tax and options). */
  level?: 0 | 1
  /** A total line: bold, ruled above. */
  total?: boolean
}

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A section title (h2). */
  | { kind: 'heading'; text: string }
  /** The action of the e-mail: a button in HTML, "label: address" in the text. */
  | { kind: 'button'; label: string; href: string }
  /** Label and value pairs. */
  | { kind: 'facts'; rows: ReadonlyArray<{ label: string; value: string }> }
  | { kind: 'amounts'; rows: readonly AmountRow[] }
  /** What the reader must not miss (what is due and by when), set apart. */
  | { kind: 'notice'; lines: readonly string[] }
  /** Text someone wrote, line breaks kept (a request's message, an order's remarks). */
  | { kind: 'quote'; text: string }

export type MailContent = {
  locale: MailLocale
  agency: MailAgency
  /** The HTML part's h1 (the subject plays its part in the text). */
  title: string
  /** The line a mail client shows after the subject. */
  preview: string
  blocks: readonly MailBlock[]
}

/** "Label : value" in French, "Label: value" in English. */
export function labelled(locale: MailLocale, label: string, value: string): string {
  return `${label}${locale === 'fr' ? ' : ' : ': '}${value}`
}

/** The footer's words, shared by both parts. */
export const FOOTER_WORDS = {
  fr: { contact: 'Nous contacter', phone: 'Téléphone', email: 'E-mail', website: 'Site', terms: 'Conditions générales' },
  en: { contact: 'Contact us', phone: 'Phone', email: 'E-mail', website: 'Website', terms: 'General terms' },
} as const

function blockText(block: MailBlock, locale: MailLocale): string {
  switch (block.kind) {
    case 'paragraph':
    case 'quote':
      return block.text
    case 'heading':
      return `${block.text}\n${'-'.repeat([...block.text].length)}`
    case 'button':
      return labelled(locale, block.label, block.href)
    case 'facts':
      return block.rows.map((row) => labelled(locale, row.label, row.value)).join('\n')
    case 'notice':
      return block.lines.join('\n')
    case 'amounts':
      return block.rows.map((row) => amountRowText(row, locale)).join('\n')
  }
}

function amountRowText(row: AmountRow, locale: MailLocale): string {
  const indent = row.level === 1 ? '  ' : ''
  const head = row.amount === null ? row.label : labelled(locale, row.label, row.amount)
  return [`${indent}${head}`, ...(row.details ?? []).map((line) => `${indent}  ${line}`)].join('\n')
}

/** The agency's signature under every text part (after the usual "-- " line). */
export function footerText(agency: MailAgency, locale: MailLocale): string {
  const words = FOOTER_WORDS[locale]
  return [
    '-- ',
    agency.name,
    `${agency.street}, ${agency.zip} ${agency.city}, ${countryName(agency.country, locale)}`,
    `${agency.phone} · ${agency.email}`,
    ...(agency.website ? [agency.website, labelled(locale, words.terms, termsLink(agency.website, locale))] : []),
  ].join('\n')
}

/** The plain-text part: the blocks, a blank line apart, then the agency's signature. */
export function mailText(content: MailContent): string {
  const body = content.blocks.map((block) => blockText(block, content.locale)).join('\n\n')
  return `${body}\n\n${footerText(content.agency, content.locale)}\n`
}
