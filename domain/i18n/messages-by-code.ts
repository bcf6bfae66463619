/**
 * A module's messages by stable code, in French and English (decision 050): the French table names
 * the codes and the English one must give each of them, no more and no fewer, so that no message is
 * missing in either language. The message of a code is picked the one way, `textIn`. Browser-safe.
 */
import { type Bilingual, textIn } from './bilingual'

export type MessagesByCode<Code extends string> = Bilingual<Readonly<Record<Code, string>>> & {
  /** The message of a code in the asked language (English, else French). */
  readonly text: (code: Code, locale: string) => string
}

/** The codes of a module's messages. */
export type CodeOf<Messages> = Messages extends MessagesByCode<infer Code> ? Code : never

export function messagesByCode<Code extends string>(tables: {
  readonly fr: Readonly<Record<Code, string>>
  readonly en: NoInfer<Readonly<Record<Code, string>>>
}): MessagesByCode<Code> {
  return { fr: tables.fr, en: tables.en, text: (code, locale) => textIn(tables, locale)[code] }
}
