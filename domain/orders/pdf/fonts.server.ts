/**
 * The documents print in Roboto, the font the site serves (@fontsource/roboto). That package ships
 * the font cut into subsets by script (latin, latin-ext, …), each with the Unicode range a browser
 * uses to pick it; pdfkit reads their WOFF files. A text is written in runs, each in the subset that
 * holds its characters, as a browser would: accents and the apostrophe of CHF 1'250.00 are in
 * latin, a customer's "Łukasz Dvořák" takes latin-ext for Ł and ř. Only the glyphs used are embedded.
 * Roboto has no Chinese, Japanese or emoji: such characters print as blanks.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** The subsets tried in this order; latin first, as it holds almost everything the documents say. */
const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'] as const
type Subset = (typeof SUBSETS)[number]

export type Weight = 'regular' | 'bold'
const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 }

export type Run = { subset: Subset; text: string }

type Range = readonly [number, number]

let ranges: Record<Subset, Range[]> | null = null
const files = new Map<string, Buffer>()

/** "U+0000-00FF,U+0131" → [[0x0, 0xff], [0x131, 0x131]] */
function parseRanges(text: string): Range[] {
  return text.split(',').map((part) => {
    const [from, to] = part.replace('U+', '').split('-')
    return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)] as const
  })
}

function subsetRanges(): Record<Subset, Range[]> {
  if (ranges) return ranges
  const unicode = JSON.parse(fs.readFileSync(require.resolve('@fontsource/roboto/unicode.json'), 'utf8')) as Record<string, string>
  ranges = Object.fromEntries(SUBSETS.map((subset) => [subset, parseRanges(unicode[subset] ?? '')])) as Record<Subset, Range[]>
  return ranges
}

function covers(subset: Subset, codePoint: number): boolean {
  return subsetRanges()[subset].some(([from, to]) => codePoint >= from && codePoint <= to)
}

/**
 * The text cut into runs of one subset each. A character stays in the current run when that subset
 * has it (combining marks, spaces between words); one no subset has goes with latin, which prints
 * it as a blank.
 */
export function fontRuns(text: string): Run[] {
  const runs: Run[] = []
  for (const char of text) {
    const codePoint = char.codePointAt(0) as number
    const current = runs[runs.length - 1]
    if (current && covers(current.subset, codePoint)) {
      current.text += char
      continue
    }
    const subset = SUBSETS.find((s) => covers(s, codePoint)) ?? 'latin'
    if (current && current.subset === subset) current.text += char
    else runs.push({ subset, text: char })
  }
  return runs
}

export function fontName(weight: Weight, subset: Subset = 'latin'): string {
  return `Roboto-${weight}-${subset}`
}

function fontFile(weight: Weight, subset: Subset): Buffer {
  const name = `roboto-${subset}-${WEIGHTS[weight]}-normal.woff`
  let file = files.get(name)
  if (!file) {
    file = fs.readFileSync(require.resolve(`@fontsource/roboto/files/${name}`))
    files.set(name, file)
  }
  return file
}

/** Makes every weight and subset known to the document; pdfkit embeds a font only when it is used. */
export function registerRoboto(doc: PDFKit.PDFDocument): void {
  for (const weight of Object.keys(WEIGHTS) as Weight[]) {
    for (const subset of SUBSETS) doc.registerFont(fontName(weight, subset), fontFile(weight, subset))
  }
}
