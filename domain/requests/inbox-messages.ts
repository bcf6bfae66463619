/** The inbox's own messages, French and English (stable codes). */
const MESSAGES = {
  notFound: { fr: 'Cette demande n’existe pas.', en: 'This request does not exist.' },
  closed: { fr: 'Cette demande est close : rouvrez-la pour y répondre.', en: 'This request is closed: reopen it to reply.' },
  noChange: { fr: 'Cette demande est déjà dans cet état.', en: 'This request is already in that state.' },
} as const

export type InboxMessageCode = keyof typeof MESSAGES

export function inboxMessage(code: InboxMessageCode, locale: 'fr' | 'en'): string {
  return MESSAGES[code][locale]
}
