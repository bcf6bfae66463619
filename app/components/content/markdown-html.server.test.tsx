import { describe, expect, it } from 'vitest'
import { markdownHtml } from './markdown-html.server'

describe('markdownHtml', () => {
  it('draws Markdown as HTML with the site renderer, without its wrapper', async () => {
    expect(await markdownHtml('Un poste.\n\n## Vos missions\n\n- Accueil\n- Ventes')).toBe(
      '<p>Un poste.</p>\n<h2>Vos missions</h2>\n<ul>\n<li>Accueil</li>\n<li>Ventes</li>\n</ul>',
    )
  })
  it('drops raw HTML and unsafe links', async () => {
    const html = await markdownHtml('<script>alert(1)</script>\n\n[x](javascript:alert(1))')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('javascript:')
  })
})
