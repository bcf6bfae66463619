/** A header value can never carry a line break: nothing a visitor types may add a header. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim()
}

const ADDRESS = /^[^\s<>()@,;:"[\]\\]+@[^\s<>()@,;:"[\]\\]+$/

/**
 * "Name <address>" or "address" → its parts; throws on anything that is not exactly one address
 * (a list, a group, a bare name), so a message is refused before it is queued.
 */
export function parseAddress(value: string): { name: string; address: string } {
  const text = oneLine(value)
  const match = /^(.*?)\s*<([^<>]+)>$/.exec(text)
  const name = match ? match[1].replace(/^"(.*)"$/, '$1').trim() : ''
  const address = (match ? match[2] : text).trim()
  if (!ADDRESS.test(address)) throw new Error(`Not an e-mail address: ${JSON.stringify(value)}`)
  return { name, address }
}
