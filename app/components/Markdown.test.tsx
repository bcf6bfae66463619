import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import Markdown from './MarkdownBody'

const render = (text: string) => renderToStaticMarkup(<Markdown text={text} />)

describe('a Markdown body', () => {
  it('draws paragraphs, subheadings and lists as the seeded bodies write them', () => {
    const html = render('Premier paragraphe.\n\n## Ce qu’il faut savoir\n\n- ski\n- randonnée\n\nFin.')
    expect(html).toBe('<div class="rich-text"><p>Premier paragraphe.</p>\n<h2>Ce qu’il faut savoir</h2>\n<ul>\n<li>ski</li>\n<li>randonnée</li>\n</ul>\n<p>Fin.</p></div>')
  })
  it('turns a first-level heading into a subheading (the page has its own h1)', () => {
    expect(render('# Titre')).toContain('<h2>Titre</h2>')
    expect(render('# Titre')).not.toContain('<h1>')
  })
  it('draws links and emphasis', () => {
    const html = render('Voir [nos locations](/location) et **les offres**.')
    expect(html).toContain('<a href="/location">nos locations</a>')
    expect(html).toContain('<strong>les offres</strong>')
  })
  it('drops raw HTML: no script, no element, no event handler ever reaches the page', () => {
    const html = render('Avant\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\nTexte <b>gras</b> fin')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<b>')
    expect(html).not.toContain('onerror')
    expect(html).toContain('<p>Avant</p>')
    expect(html).toContain('Texte gras fin')
  })
  it('keeps javascript: out of links', () => {
    const html = render('[clic](javascript:alert(1))')
    expect(html).not.toContain('javascript:')
    expect(html).toContain('clic')
  })
})
