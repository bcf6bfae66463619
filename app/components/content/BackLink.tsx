import { LocalizedLink } from '../../lib/locale'

/** A link back to the list a detail page belongs to. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="content-back">
      <LocalizedLink to={to}>
        <span aria-hidden="true">← </span>
        {label}
      </LocalizedLink>
    </p>
  )
}
