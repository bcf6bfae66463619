import type { Rule } from './types'

// The HTML living standard's definition of a valid e-mail address, with a dot required in the domain
// (an agency cannot answer "name@localhost").
const LOCAL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+$/
const LABEL = /^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/

export function isEmail(text: string): boolean {
  const value = text.trim()
  if (value.length > 254) return false
  const at = value.lastIndexOf('@')
  if (at < 1) return false
  const local = value.slice(0, at)
  const labels = value.slice(at + 1).split('.')
  return (
    local.length <= 64 &&
    LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    /^[a-zA-Z]{2,}$/.test(labels[labels.length - 1])
  )
}

/** email: a valid e-mail address. */
export const email: Rule = {
  code: 'email',
  messageKey: 'validation.email',
  test: (value) => isEmail(value),
}
