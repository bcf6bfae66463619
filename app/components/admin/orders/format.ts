/** How the orders pages write a moment: Swiss date and time, in the resort's time zone. */
export { formatDateTime as when } from '../../../../domain/format/date'

/** The badge class of an order's status (2 paid, 3 deposit paid, 4 cancelled). */
export const statusBadge = (status: number) => `admin-badge admin-badge--${status === 4 ? 'off' : status === 3 ? 'warn' : 'on'}`
