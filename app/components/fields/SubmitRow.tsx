import type { ReactNode } from 'react'
import { useNavigation } from 'react-router'

type SubmitRowProps = {
  /** The form is on its way: the button says so and is marked disabled (aria only, so it keeps its focus). */
  pending: boolean | undefined
  label: string
  sending: string
  className?: string
  /** What stands beside the button (a link). */
  children?: ReactNode
}

/** A form's last row: its send button, then `children`. */
export function SubmitRow({ pending, label, sending, className = 'btn btn-primary', children }: SubmitRowProps) {
  return (
    <div className="form-actions">
      <button type="submit" className={className} aria-disabled={pending || undefined}>
        {pending ? sending : label}
      </button>
      {children}
    </div>
  )
}

/** The form posting to `action` is on its way (a navigation's form action starts with it). */
export function useSubmitting(action: string) {
  const navigation = useNavigation()
  return navigation.state === 'submitting' && navigation.formAction?.startsWith(action)
}
