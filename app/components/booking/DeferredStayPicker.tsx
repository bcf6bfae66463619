// The calendar's styles come with the page (no JavaScript): the server's markup is styled at first paint.
import 'react-day-picker/style.css'
import { afterFirstMove } from '../detail/after-first-move'
import type { StayPickerProps } from './StayPicker'

/**
 * The booking box's calendar (react-day-picker, ~22 KB): in the server's HTML from the first paint,
 * brought alive at the visitor's first move (`afterFirstMove`). Compared on the calendar's own
 * props: `onChange` and the fallback (the date lists) are left out, the box's `change` only calls
 * state setters, so an earlier one does the same.
 */
export const DeferredStayPicker = afterFirstMove<StayPickerProps>(
  () => import('./StayPicker'),
  (a, b) => a.rules === b.rules && a.weeks === b.weeks && a.from === b.from && a.to === b.to && a.locale === b.locale,
)
