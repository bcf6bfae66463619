import type { Party } from '../../../../domain/booking/rental-product'
import { labelsFor } from '../../../../domain/orders/pdf/labels'

/** How the orders pages write a moment: Swiss date and time, in the resort's time zone. */
export { formatDateTime as when } from '../../../../domain/format/date'

/** "2 adultes, 2 enfants (4 et 9 ans)" / "2 adults, 2 children (aged 4 and 9)": the words of the order documents. */
export const partyText = (party: Party, language: string) => labelsFor(language === 'en' ? 'en' : 'fr').persons(party)

const STATUS_TONES: Record<number, string> = { 1: ' admin-badge--danger', 2: ' admin-badge--success', 3: ' admin-badge--warning' }

/** The badge class of an order's status (1 unpaid, 2 paid, 3 deposit paid, 4 cancelled). */
export const statusBadge = (status: number) => `admin-badge${STATUS_TONES[status] ?? ''}`
