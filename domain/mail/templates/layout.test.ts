import { describe, expect, it } from 'vitest'
import { agencyFromSite } from './agency'
import type { MailContent } from './content'
import { attributes, visibleText } from './html-text.test-data'
import { renderMail } from './render.server'
import { MAIL_COLOURS, MAIL_TEXT_PAIRS } from './theme'
import { TEST_AGENCY_ADDRESS } from '../../agency/address.test-data'

const site = { name: 'Crans-Montana Agency', url: 'https://www.crans-montana-agency.ch', email: 'info@crans-montana-agency.ch', phone: '+41 27 480 00 00', address: TEST_AGENCY_ADDRESS }

const content: MailContent = {
  locale: 'fr',
  agency: agencyFromSite(site),
  title: 'Un titre',
  preview: 'Une ligne d’aperçu',
  blocks: [
    { kind: 'paragraph', text: 'Bonjour,\nligne deux' },
    { kind: 'heading', text: 'Une section' },
    { kind: 'facts', rows: [{ label: 'Nom', value: 'Anne' }] },
    { kind: 'amounts', rows: [{ label: 'Loyer', amount: "CHF 1'250.00" }, { label: 'Total', amount: "CHF 1'250.00", total: true }] },
    { kind: 'notice', lines: ['À payer'] },
    { kind: 'button', label: 'Voir', href: 'https://www.crans-montana-agency.ch/x?a=1&b=2' },
    { kind: 'quote', text: 'écrit\npar quelqu’un' },
  ],
}

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

describe('the e-mail layout', async () => {
  const { html, text } = await renderMail(content)
  it('declares its language and has one h1, then h2 sections', () => {
    expect(html).toMatch(/^<!DOCTYPE html/)
    expect(html).toContain('<html dir="ltr" lang="fr">')
    expect(html.match(/<h1[ >]/g)).toHaveLength(1)
    expect(html).toMatch(/<h1[^>]*>Un titre<\/h1>/)
    expect(html).toMatch(/<h2[^>]*>Une section<\/h2>/)
    expect(html).toMatch(/<h2[^>]*>Nous contacter<\/h2>/)
    expect(html).toContain('<title>Un titre</title>')
  })
  it('gives every image an alt text', () => {
    const images = html.match(/<img [^>]*>/g) ?? []
    expect(images.length).toBeGreaterThan(0)
    for (const image of images) expect(image).toMatch(/ alt="[^"]*"/)
    expect(attributes(html, 'src')).toContain('https://www.crans-montana-agency.ch/mail-logo.png')
  })
  it('uses the site’s colours and Roboto with fallbacks', () => {
    expect(html).toContain(MAIL_COLOURS.theme)
    expect(html).toContain(`background-color:${MAIL_COLOURS.primary}`)
    expect(html).toMatch(/font-family: 'Roboto', Helvetica, Arial, sans-serif/)
  })
  it('keeps every text colour at 4.5:1 at least against its background (WCAG AA)', () => {
    for (const [what, text, background] of MAIL_TEXT_PAIRS) {
      expect(contrast(text, background), what).toBeGreaterThanOrEqual(4.5)
    }
  })
  it('ends with the agency’s contact block and a footer with the address, phone and general terms', () => {
    const seen = visibleText(html)
    for (const fact of ['Rue du Prado 12', '3963 Crans-Montana', 'Suisse', '+41 27 480 00 00', 'info@crans-montana-agency.ch', 'Conditions générales']) {
      expect(seen).toContain(fact)
    }
    const links = attributes(html, 'href')
    expect(links).toEqual(expect.arrayContaining(['https://www.crans-montana-agency.ch/cguone', 'tel:+41274800000', 'mailto:info@crans-montana-agency.ch']))
  })
  it('writes the same content as plain text, with the agency’s signature', () => {
    expect(text).toBe(
      [
        'Bonjour,\nligne deux',
        'Une section\n-----------',
        'Nom : Anne',
        "Loyer : CHF 1'250.00\nTotal : CHF 1'250.00",
        'À payer',
        'Voir : https://www.crans-montana-agency.ch/x?a=1&b=2',
        'écrit\npar quelqu’un',
        '-- \nCrans-Montana Agency\nRue du Prado 12, 3963 Crans-Montana, Suisse\n+41 27 480 00 00 · info@crans-montana-agency.ch\nhttps://www.crans-montana-agency.ch\nConditions générales : https://www.crans-montana-agency.ch/cguone\n',
      ].join('\n\n'),
    )
    const seen = visibleText(html)
    for (const line of ['Bonjour,\nligne deux', 'Une section', 'Nom', 'Anne', "CHF 1'250.00", 'À payer', 'Voir', 'écrit\npar quelqu’un']) expect(seen).toContain(line)
  })
  it('in English, the footer speaks English and the terms are the English page', async () => {
    const english = await renderMail({ ...content, locale: 'en' })
    expect(english.html).toContain('<html dir="ltr" lang="en">')
    expect(visibleText(english.html)).toContain('General terms')
    expect(attributes(english.html, 'href')).toContain('https://www.crans-montana-agency.ch/en/cguone')
    expect(english.text).toContain('General terms: https://www.crans-montana-agency.ch/en/cguone')
    expect(english.text).toContain('Switzerland')
  })
  it('without a known site address, leaves out the logo and the links to the site', async () => {
    const bare = await renderMail({ ...content, agency: { ...content.agency, website: null } })
    expect(bare.html).not.toContain('<img')
    expect(bare.html).not.toContain('cguone')
    expect(bare.text).not.toContain('cguone')
  })
})
