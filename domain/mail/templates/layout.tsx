/**
 * The one layout of every e-mail, in React Email: the agency's header (logo and name on white,
 * the theme colour beneath, as the site's header), the title and the blocks, the contact block and
 * the dark footer with the address, phone and general terms, as the site's footer. Inline styles
 * and tables only: that is what mail clients read. Rendered on the server only (render.server.tsx).
 */
import { Body, Button, Container, Font, Head, Heading, Html, Img, Link, Preview, Section, Text } from '@react-email/components'
import { type CSSProperties, Fragment } from 'react'
import { countryName } from '../../i18n/countries'
import { logoLink, telLink, termsLink } from './agency'
import { type AmountRow, FOOTER_WORDS, type MailBlock, type MailContent, type MailLocale, labelled } from './content'
import { MAIL_COLOURS as c, MAIL_FONT } from './theme'

const paragraph: CSSProperties = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', color: c.text }
const small: CSSProperties = { fontSize: '14px', lineHeight: '20px', margin: 0, color: c.muted }
const cell: CSSProperties = { padding: '6px 0', verticalAlign: 'top', fontSize: '15px', lineHeight: '22px', color: c.text }
const link: CSSProperties = { color: c.primary, textDecoration: 'underline' }

/** Text with its line breaks kept as <br />. */
function Lines({ text }: { text: string }) {
  return text.split('\n').map((line, i) => (
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {line}
    </Fragment>
  ))
}

function Facts({ rows }: { rows: Extract<MailBlock, { kind: 'facts' }>['rows'] }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: '0 0 16px', borderCollapse: 'collapse' }}>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i} style={{ borderBottom: `1px solid ${c.border}` }}>
            <td style={{ ...cell, width: '40%', paddingRight: '12px', color: c.muted }}>{row.label}</td>
            <td style={{ ...cell, whiteSpace: 'pre-wrap' }}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Amount({ row }: { row: AmountRow }) {
  const weight = row.total || (row.amount === null && row.level !== 1) ? 700 : row.level === 1 ? 400 : 500
  const rule = row.total ? `2px solid ${c.text}` : `1px solid ${c.border}`
  return (
    <tr style={{ borderTop: rule }}>
      <td style={{ ...cell, paddingLeft: row.level === 1 ? '16px' : 0, paddingRight: '12px', fontWeight: weight }}>
        {row.label}
        {(row.details ?? []).map((line, i) => (
          <span key={i} style={{ ...small, display: 'block', fontWeight: 400 }}>
            {line}
          </span>
        ))}
      </td>
      <td align="right" style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap', fontWeight: weight }}>
        {row.amount ?? ''}
      </td>
    </tr>
  )
}

function Block({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Text style={paragraph}>
          <Lines text={block.text} />
        </Text>
      )
    case 'heading':
      return (
        <Heading as="h2" style={{ fontSize: '19px', lineHeight: '26px', margin: '28px 0 12px', color: c.themeDarker }}>
          {block.text}
        </Heading>
      )
    case 'button':
      return (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button
            href={block.href}
            style={{ backgroundColor: c.primary, color: c.white, fontSize: '16px', fontWeight: 700, padding: '12px 24px', borderRadius: 0 }}
          >
            {block.label}
          </Button>
          <Text style={{ ...small, marginTop: '8px', wordBreak: 'break-all' }}>
            <Link href={block.href} style={link}>
              {block.href}
            </Link>
          </Text>
        </Section>
      )
    case 'facts':
      return <Facts rows={block.rows} />
    case 'amounts':
      return (
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: '0 0 16px', borderCollapse: 'collapse' }}>
          <tbody>
            {block.rows.map((row, i) => (
              <Amount key={i} row={row} />
            ))}
          </tbody>
        </table>
      )
    case 'notice':
      return (
        <Section style={{ backgroundColor: c.themeLight, borderLeft: `4px solid ${c.theme}`, padding: '12px 16px', margin: '0 0 16px' }}>
          {block.lines.map((line, i) => (
            <Text key={i} style={{ ...paragraph, margin: i === block.lines.length - 1 ? 0 : '0 0 4px', fontWeight: i === 0 ? 700 : 400 }}>
              {line}
            </Text>
          ))}
        </Section>
      )
    case 'quote':
      return (
        <Text style={{ ...paragraph, whiteSpace: 'pre-wrap', borderLeft: `3px solid ${c.border}`, paddingLeft: '12px' }}>{block.text}</Text>
      )
  }
}

function Header({ content }: { content: MailContent }) {
  const { agency } = content
  return (
    <Section style={{ backgroundColor: c.white, borderBottom: `4px solid ${c.theme}`, padding: '20px 24px' }}>
      <table role="presentation" cellPadding={0} cellSpacing={0}>
        <tbody>
          <tr>
            {agency.website ? (
              <td style={{ paddingRight: '12px', verticalAlign: 'middle' }}>
                {/* Decorative: the agency's name follows as text. */}
                <Img src={logoLink(agency.website)} alt="" width="56" height="40" />
              </td>
            ) : null}
            <td style={{ verticalAlign: 'middle', fontSize: '20px', fontWeight: 700, color: c.themeDarker }}>
              {agency.website ? (
                <Link href={agency.website} style={{ color: c.themeDarker, textDecoration: 'none' }}>
                  {agency.name}
                </Link>
              ) : (
                agency.name
              )}
            </td>
          </tr>
        </tbody>
      </table>
    </Section>
  )
}

function ContactBlock({ content }: { content: MailContent }) {
  const { agency, locale } = content
  const words = FOOTER_WORDS[locale]
  const line: CSSProperties = { ...paragraph, fontSize: '15px', margin: '0 0 8px' }
  return (
    <Section style={{ backgroundColor: c.themeLighter, borderTop: `1px solid ${c.border}`, padding: '20px 24px' }}>
      <Heading as="h2" style={{ fontSize: '17px', lineHeight: '24px', margin: '0 0 8px', color: c.text }}>
        {words.contact}
      </Heading>
      <Text style={line}>
        {agency.name}
        <br />
        {agency.street}
        <br />
        {agency.zip} {agency.city}
        <br />
        {countryName(agency.country, locale)}
      </Text>
      <Text style={{ ...line, margin: 0 }}>
        <span style={{ color: c.muted }}>{labelled(locale, words.phone, '')}</span>
        <Link href={telLink(agency.phone)} style={link}>
          {agency.phone}
        </Link>
        <br />
        <span style={{ color: c.muted }}>{labelled(locale, words.email, '')}</span>
        <Link href={`mailto:${agency.email}`} style={link}>
          {agency.email}
        </Link>
      </Text>
    </Section>
  )
}

function Footer({ content }: { content: MailContent }) {
  const { agency, locale } = content
  const text: CSSProperties = { fontSize: '13px', lineHeight: '20px', margin: 0, color: c.footerText }
  const footerLink: CSSProperties = { color: c.footerText, textDecoration: 'underline' }
  return (
    <Section style={{ backgroundColor: c.footer, padding: '16px 24px' }}>
      <Text style={text}>
        {agency.name} · {agency.street}, {agency.zip} {agency.city} ·{' '}
        <Link href={telLink(agency.phone)} style={footerLink}>
          {agency.phone}
        </Link>
      </Text>
      {agency.website ? (
        <Text style={{ ...text, marginTop: '8px' }}>
          <Link href={termsLink(agency.website, locale)} style={footerLink}>
            {FOOTER_WORDS[locale].terms}
          </Link>
          {' · '}
          <Link href={agency.website} style={footerLink}>
            {agency.website.replace(/^https?:\/\//, '').replace(/\/+$/, '')}
          </Link>
        </Text>
      ) : null}
    </Section>
  )
}

export function MailLayout({ content }: { content: MailContent }) {
  return (
    <Html lang={content.locale satisfies MailLocale} dir="ltr">
      <Head>
        <title>{content.title}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <Font fontFamily="Roboto" fallbackFontFamily={['Helvetica', 'Arial', 'sans-serif']} />
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={{ backgroundColor: c.page, margin: 0, padding: '24px 0', fontFamily: MAIL_FONT, color: c.text }}>
        <Container style={{ maxWidth: '600px', backgroundColor: c.white, border: `1px solid ${c.border}` }}>
          <Header content={content} />
          <Section style={{ padding: '8px 24px 16px' }}>
            <Heading as="h1" style={{ fontSize: '24px', lineHeight: '32px', margin: '20px 0 20px', color: c.text }}>
              {content.title}
            </Heading>
            {content.blocks.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </Section>
          <ContactBlock content={content} />
          <Footer content={content} />
        </Container>
      </Body>
    </Html>
  )
}
