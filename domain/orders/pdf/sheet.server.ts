/**
 * A4 pages laid out top to bottom: a cursor that moves down, text written in Roboto runs, tables
 * whose header repeats on every page they run onto, and the footer with "page/pages" stamped once
 * the last page is known. pdfkit's own page breaking is switched off (no margins): every break is
 * decided here, before a block is written, so a row never splits across two pages.
 */
import PDFDocument from 'pdfkit'
import { fontName, fontRuns, registerRoboto, type Weight } from './fonts.server'

export const A4 = { width: 595.28, height: 841.89 }
export const MARGIN = 50
export const COLORS = { text: '#222222', muted: '#666666', accent: '#A17465', rule: '#C9B2AA', notice: '#8A3B2E' }
export const SIZES = { body: 9, small: 7.5, heading: 11, title: 18 }

export type TextStyle = {
  weight?: Weight
  size?: number
  color?: string
  align?: 'left' | 'right' | 'center'
  width?: number
  link?: string
}

export type DocumentMeta = { title: string; author: string; subject: string; lang: string; createdAt: Date }

export function createDocument(meta: DocumentMeta): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    lang: meta.lang,
    displayTitle: true,
    // The document's own date, never the clock: the same order always gives the same bytes.
    info: { Title: meta.title, Author: meta.author, Subject: meta.subject, Creator: meta.author, CreationDate: meta.createdAt },
  })
  registerRoboto(doc)
  return doc
}

/** Writes text at (x, y) in as many font runs as its characters need; returns the height it took. */
export function put(doc: PDFKit.PDFDocument, text: string, x: number, y: number, style: TextStyle = {}): number {
  const weight = style.weight ?? 'regular'
  const options: PDFKit.Mixins.TextOptions = { width: style.width, align: style.align ?? 'left', lineGap: 1 }
  doc.fontSize(style.size ?? SIZES.body).fillColor(style.color ?? COLORS.text)
  const height = measure(doc, text, style)
  const runs = fontRuns(text)
  runs.forEach((run, i) => {
    doc.font(fontName(weight, run.subset))
    const last = i === runs.length - 1
    const runOptions = { ...options, continued: !last, link: style.link }
    if (i === 0) doc.text(run.text, x, y, runOptions)
    else doc.text(run.text, runOptions)
  })
  return height
}

/** The height a text takes in a width (measured in the latin font, which sets the line height). */
export function measure(doc: PDFKit.PDFDocument, text: string, style: TextStyle = {}): number {
  doc.font(fontName(style.weight ?? 'regular')).fontSize(style.size ?? SIZES.body)
  return doc.heightOfString(text || ' ', { width: style.width, lineGap: 1 })
}

export function rule(doc: PDFKit.PDFDocument, x: number, y: number, width: number, color = COLORS.rule): void {
  doc.moveTo(x, y).lineTo(x + width, y).lineWidth(0.5).undash().strokeColor(color).stroke()
}

/** The flow of one document: where the next block goes, and a new page when it does not fit. */
export class Sheet {
  y = MARGIN
  readonly left = MARGIN
  readonly width = A4.width - 2 * MARGIN

  constructor(
    readonly doc: PDFKit.PDFDocument,
    /** Where the content must stop on every page (above the footer). */
    public bottom: number,
    /** Drawn at the top of every page after the first (the document's name and number). */
    private readonly runningHead: string,
  ) {}

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 })
    put(this.doc, this.runningHead, this.left, MARGIN - 20, { size: SIZES.small, color: COLORS.muted, width: this.width })
    this.y = MARGIN
  }

  /** Moves to a new page unless `height` fits below the cursor. */
  ensure(height: number): void {
    if (this.y + height > this.bottom) this.newPage()
  }

  gap(height: number): void {
    this.y += height
  }

  /**
   * A paragraph the width of the page. Each of its lines (a customer's remarks may have many) is
   * kept whole and moved to the next page when it does not fit, so no text runs off a page.
   */
  paragraph(text: string, style: TextStyle = {}): void {
    const options = { width: this.width, ...style }
    for (const line of text.replace(/\n{3,}/g, '\n\n').split('\n')) {
      this.ensure(measure(this.doc, line, options))
      this.y += put(this.doc, line, this.left, this.y, options)
    }
    this.y += 2
  }

  /** A section heading, moved to the next page with the first `keep` points of what follows it. */
  heading(text: string, keep = 40): void {
    const style = { weight: 'bold' as const, size: SIZES.heading, color: COLORS.accent, width: this.width }
    this.ensure(measure(this.doc, text, style) + keep)
    this.y += put(this.doc, text, this.left, this.y, style) + 4
  }
}

export type Column = { width: number; align?: 'left' | 'right' }
export type Cell = string | { text: string; weight?: Weight; color?: string; indent?: number; link?: string }
export type Row = { cells: Cell[]; weight?: Weight; color?: string; size?: number; ruleAbove?: boolean }
/** Rows that stay on one page together when they fit on one (a rental with its options). */
export type Block = Row[]

const CELL_GAP = 6
const ROW_PADDING = 2

function cellOf(cell: Cell): Exclude<Cell, string> {
  return typeof cell === 'string' ? { text: cell } : cell
}

function rowHeight(doc: PDFKit.PDFDocument, columns: Column[], row: Row): number {
  const heights = row.cells.map((cell, i) => {
    const { text, weight, indent = 0 } = cellOf(cell)
    return measure(doc, text, { weight: weight ?? row.weight, size: row.size, width: columns[i].width - CELL_GAP - indent })
  })
  return Math.max(...heights) + 2 * ROW_PADDING
}

function drawRow(sheet: Sheet, columns: Column[], row: Row): void {
  const { doc } = sheet
  if (row.ruleAbove) rule(doc, sheet.left, sheet.y, sheet.width)
  let x = sheet.left
  const height = rowHeight(doc, columns, row)
  row.cells.forEach((cell, i) => {
    const { text, weight, color, indent = 0, link } = cellOf(cell)
    const column = columns[i]
    const style = { weight: weight ?? row.weight, size: row.size, color: color ?? row.color, align: column.align, link }
    put(doc, text, x + indent, sheet.y + ROW_PADDING, { ...style, width: column.width - CELL_GAP - indent })
    x += column.width
  })
  sheet.y += height
}

function drawHeader(sheet: Sheet, columns: Column[], header: string[]): void {
  drawRow(sheet, columns, { cells: header, weight: 'bold', size: SIZES.small, color: COLORS.muted })
  rule(sheet.doc, sheet.left, sheet.y, sheet.width, COLORS.accent)
  sheet.y += 1
}

/**
 * A table: its header, then its blocks. A block that does not fit in what is left of the page
 * starts the next page (under the header again); one taller than a page breaks between its rows.
 */
export function table(sheet: Sheet, columns: Column[], header: string[], blocks: Block[]): void {
  const headerHeight = rowHeight(sheet.doc, columns, { cells: header, weight: 'bold', size: SIZES.small }) + 1
  const firstRow = blocks[0]?.[0]
  sheet.ensure(headerHeight + (firstRow ? rowHeight(sheet.doc, columns, firstRow) : 0))
  drawHeader(sheet, columns, header)
  for (const block of blocks) {
    const heights = block.map((row) => rowHeight(sheet.doc, columns, row))
    const blockHeight = heights.reduce((sum, h) => sum + h, 0)
    const pageRoom = sheet.bottom - (MARGIN + headerHeight)
    if (sheet.y + blockHeight > sheet.bottom && blockHeight <= pageRoom) {
      sheet.newPage()
      drawHeader(sheet, columns, header)
    }
    block.forEach((row, i) => {
      if (sheet.y + heights[i] > sheet.bottom) {
        sheet.newPage()
        drawHeader(sheet, columns, header)
      }
      drawRow(sheet, columns, row)
    })
  }
}

/**
 * Stamps the footer on every page once their number is known: the agency on the left, "1/2" on the
 * right, at `footerY(pageIndex)` (the balance invoice moves it above its QR-bill on the last page).
 */
export function stampFooters(doc: PDFKit.PDFDocument, left: string, pageOf: (page: number, count: number) => string, footerY: (index: number, count: number) => number): void {
  const { start, count } = doc.bufferedPageRange()
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index)
    const y = footerY(index - start, count)
    const style = { size: SIZES.small, color: COLORS.muted }
    rule(doc, MARGIN, y - 4, A4.width - 2 * MARGIN)
    put(doc, left, MARGIN, y, { ...style, width: A4.width - 2 * MARGIN - 60 })
    put(doc, pageOf(index - start + 1, count), A4.width - MARGIN - 60, y, { ...style, width: 60, align: 'right' })
  }
}

/** Ends the document and gives its bytes. */
export function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}
