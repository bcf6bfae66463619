import { lazy, Suspense } from 'react'

const MarkdownBody = lazy(() => import('./MarkdownBody'))

/**
 * A content body written in Markdown, drawn by react-markdown (./MarkdownBody: raw HTML dropped,
 * unsafe links emptied). The renderer is a chunk of its own: the server sends the body already
 * drawn, and the page hydrates without waiting for it (the boundary keeps the server's HTML until
 * the chunk arrives), so the parser is never part of a page's first-load JavaScript.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  return (
    <Suspense fallback={<div className={className ?? 'rich-text'} />}>
      <MarkdownBody text={text} className={className} />
    </Suspense>
  )
}
