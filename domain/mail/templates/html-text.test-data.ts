/**
 * Test helper: what a reader sees of an HTML part — the text of its body, tags gone, entities
 * decoded, the hidden preview line left out — so tests assert on words, not on markup.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

export function visibleText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html
  return body
    .replace(/<div[^>]*data-skip-in-text="true"[^>]*>[\s\S]*?<\/div><\/div>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>|<\/(p|h1|h2|h3|tr|div|span)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16))
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10))
      return ENTITIES[name] ?? whole
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
}

/** The HTML attribute values of one kind (href, src, alt) in order. */
export function attributes(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`\\s${name}="([^"]*)"`, 'g'))].map((m) => m[1].replace(/&amp;/g, '&'))
}
