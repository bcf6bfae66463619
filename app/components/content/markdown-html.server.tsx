import { renderToStaticMarkup } from 'react-dom/server'

const WRAPPER = /^<div class="rich-text">([\s\S]*)<\/div>$/

/**
 * Markdown as HTML, drawn by the site's own renderer (MarkdownBody: raw HTML dropped, unsafe links
 * emptied), without its wrapper: for what leaves the page as text (JSON-LD's JobPosting description).
 * Server only, so the renderer never joins a page's JavaScript; imported as the pages import it
 * (app/components/Markdown.tsx), so it stays a chunk of its own.
 */
export async function markdownHtml(text: string): Promise<string> {
  const { default: MarkdownBody } = await import('../MarkdownBody')
  const html = renderToStaticMarkup(<MarkdownBody text={text} />)
  return WRAPPER.exec(html)?.[1] ?? html
}
