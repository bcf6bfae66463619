/**
 * CSV as RFC 4180 writes it: fields separated by `;` (what Excel expects in Switzerland), quoted
 * when they hold the separator, a quote or a line break, quotes doubled, lines ended by CRLF, and a
 * UTF-8 byte order mark so Excel reads the accents. A field starting with = + - @ is prefixed with
 * an apostrophe: a spreadsheet must never run a customer's name as a formula.
 */
const BOM = '\uFEFF'

export function csvField(value: string | number): string {
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return BOM + [header, ...rows].map((row) => row.map(csvField).join(';')).join('\r\n') + '\r\n'
}
