/**
 * Reads a PDF the way tests look at it: its text as a whole (spaces and line breaks folded into one
 * space, so a phrase wrapped over two lines is still found), page by page, and its title.
 */
import { PDFParse } from 'pdf-parse'

export type PdfText = {
  /** The whole text, every run of white space one space. */
  text: string
  /** Each page's text, folded the same way. */
  pages: string[]
  title: string | undefined
  /** The creation date as the PDF writes it: "D:20261120143300Z". */
  creationDate: string | undefined
}

const fold = (text: string) => text.replace(/\s+/g, ' ').trim()

export async function readPdf(pdf: Buffer): Promise<PdfText> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) })
  try {
    const { pages } = await parser.getText()
    const { info } = await parser.getInfo()
    const { Title: title, CreationDate: creationDate } = (info ?? {}) as { Title?: string; CreationDate?: string }
    return { text: fold(pages.map((page) => page.text).join(' ')), pages: pages.map((page) => fold(page.text)), title, creationDate }
  } finally {
    await parser.destroy()
  }
}
