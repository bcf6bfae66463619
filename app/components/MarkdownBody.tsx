import ReactMarkdown, { type Components } from 'react-markdown'

/**
 * A content body written in Markdown (news, jobs, pages, services, packages), drawn as React
 * elements by react-markdown: never as HTML. Raw HTML in a body is dropped (`skipHtml`; rehype-raw
 * is left out on purpose) and links keep only safe protocols (react-markdown's default URL check
 * turns `javascript:` into nothing). A first-level heading becomes a subheading: the page has its h1.
 */
const COMPONENTS: Components = { h1: 'h2' }

export default function MarkdownBody({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className ?? 'rich-text'}>
      <ReactMarkdown skipHtml components={COMPONENTS}>
        {text}
      </ReactMarkdown>
    </div>
  )
}
