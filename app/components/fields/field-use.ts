/**
 * When a form shows a field's error: once the visitor has used the field (left it) or sent the form,
 * never before. Four children chosen in the booking box are not four mistakes before their ages could
 * be chosen; an e-mail being typed is not wrong before it is finished. The forms keep their fields'
 * use with these functions (useFieldForm, the booking box).
 */
export type FieldUse = { readonly used: ReadonlySet<string>; readonly sent: boolean }

export const NOTHING_USED: FieldUse = { used: new Set(), sent: false }

/** The fields given as used: those a server's answer found wrong, or the values a page came with. */
export function usedFields(names: Iterable<string>): FieldUse {
  return { used: new Set(names), sent: false }
}

/** The use after the visitor left these fields (the same object when they were all used already). */
export function markUsed(use: FieldUse, ...names: string[]): FieldUse {
  if (names.every((name) => use.used.has(name))) return use
  return { ...use, used: new Set([...use.used, ...names]) }
}

/** The use after the form was sent: every field's error shows from then on. */
export function markSent(use: FieldUse): FieldUse {
  return use.sent ? use : { ...use, sent: true }
}

/** Whether a field is checked and its error shown. */
export function isChecked(use: FieldUse, name: string): boolean {
  return use.sent || use.used.has(name)
}
