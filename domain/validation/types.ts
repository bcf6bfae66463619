import type { MessageKey, MessageParams } from './messages'

/** Form values as a form sends them: text, keyed by field name. */
export type FieldValues = Readonly<Record<string, string | undefined>>

export type RuleContext = {
  /** Every value of the form, for rules that read another field (phone reads the country). */
  values: FieldValues
  /** Today's calendar date in Europe/Zurich, YYYY-MM-DD. */
  today: string
}

/** One rule kind applied to one field. Each has a stable code and the key of its message. */
export type Rule = {
  code: string
  messageKey: MessageKey
  params?: MessageParams
  /**
   * Whether the rule also judges an empty value. Only `required`-like rules do: the others let an
   * empty value pass, so an optional field may stay empty.
   */
  checksEmpty?: boolean
  test: (value: string, context: RuleContext) => boolean
  /**
   * Why this value failed, in the asked language, after the rule's own message (a password's
   * weaknesses). Most rules have nothing to add.
   */
  explain?: (value: string, context: RuleContext, locale: string) => readonly string[]
}

/** The rules of a form, field by field, in the order they are checked (the first failure wins). */
export type FieldRules = Readonly<Record<string, readonly Rule[]>>

/** A failed rule: stable code, translation key and the message in the asked language. */
export type FieldError = { code: string; key: MessageKey; message: string }

export type FieldErrors = Record<string, FieldError>
