/**
 * The site's look in e-mail: the colours of app/styles/tokens.css (theme #A17465, primary blue),
 * Roboto with the fallbacks mail clients have. Every text colour is paired with the background it
 * sits on in MAIL_TEXT_PAIRS, and a test checks each pair reaches WCAG AA (4.5:1).
 */
export const MAIL_COLOURS = {
  theme: '#A17465',
  themeDark: '#7d5246',
  themeDarker: '#5e3d34',
  themeLight: '#f4ece9',
  themeLighter: '#faf6f4',
  primary: '#1f4e8c',
  text: '#1f1b1a',
  muted: '#5c5350',
  white: '#ffffff',
  page: '#f7f4f2',
  border: '#e2dad6',
  footer: '#2a2220',
  footerText: '#e8e1de',
} as const

export const MAIL_FONT = "Roboto, 'Helvetica Neue', Helvetica, Arial, sans-serif"

const c = MAIL_COLOURS

/** [text, background] as the layout uses them. */
export const MAIL_TEXT_PAIRS: ReadonlyArray<readonly [string, string, string]> = [
  ['body text', c.text, c.white],
  ['muted text', c.muted, c.white],
  ['agency name in the header', c.themeDarker, c.white],
  ['links', c.primary, c.white],
  ['button label', c.white, c.primary],
  ['notice text', c.text, c.themeLight],
  ['contact block text', c.text, c.themeLighter],
  ['contact block labels', c.muted, c.themeLighter],
  ['contact block links', c.primary, c.themeLighter],
  ['footer text and links', c.footerText, c.footer],
]
