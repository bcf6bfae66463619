import { describe, expect, it } from 'vitest'
import { orderDocument } from '../document.fixtures'
import { renderConfirmationPdf } from './confirmation.server'
import { fontRuns } from './fonts.server'
import { readPdf } from './pdf-text.fixtures'

describe('fontRuns', () => {
  it('keeps French, German and the signs of amounts and dates in the latin subset', () => {
    expect(fontRuns("Hélène Fürst à l’été – CHF 1'250.00 · 4½ · 95 m² · €")).toEqual([
      { subset: 'latin', text: "Hélène Fürst à l’été – CHF 1'250.00 · 4½ · 95 m² · €" },
    ])
  })
  it('takes latin-ext for the letters latin lacks, as a browser does', () => {
    expect(fontRuns('Łukasz Dvořák')).toEqual([
      { subset: 'latin-ext', text: 'Ł' },
      { subset: 'latin', text: 'ukasz Dvo' },
      { subset: 'latin-ext', text: 'ř' },
      { subset: 'latin', text: 'ák' },
    ])
  })
  it('takes the Cyrillic and Greek subsets, and latin for what no subset has', () => {
    expect(fontRuns('Иван Ζωή 東')).toEqual([
      { subset: 'cyrillic', text: 'Иван' },
      { subset: 'latin', text: ' ' },
      { subset: 'greek', text: 'Ζωή' },
      { subset: 'latin', text: ' 東' },
    ])
  })
})

/** How many fonts the PDF embeds (one file per Roboto subset and weight used). */
function embeddedFonts(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/FontFile2 /g)?.length ?? 0
}

describe('the fonts a document embeds', () => {
  it('are Roboto regular and bold in latin, and latin-ext only for a name that needs it', async () => {
    const latin = await renderConfirmationPdf(orderDocument())
    expect(latin.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto/)
    expect(embeddedFonts(latin)).toBe(2)
    const polish = await renderConfirmationPdf(orderDocument({ customer: { ...orderDocument().customer, lastName: 'Dvořák' } }))
    expect(embeddedFonts(polish)).toBe(3)
  })

  it('print what Roboto has of a text in a script it lacks, and leave the rest blank', async () => {
    const pdf = await readPdf(await renderConfirmationPdf(orderDocument({ remarks: '東京から参ります 😀 Ζωή' })))
    expect(pdf.text).toMatch(/Vos remarques [^A-Za-z]*Ζωή Conditions générales/)
  })
})
