/**
 * The order e-mails, each a function of the order document (domain/orders/document.ts) and of what
 * the caller adds (PDFs, the refund, the cancellation's figures), in the order's language. They
 * return the message to queue with `mail.enqueue(tx, message)`. Server only (React Email).
 */
export { balanceReminderMail, type BalanceReminderExtra } from './balance-reminder.server'
export { cancellationMail, type CancellationExtra } from './cancellation.server'
export { orderConfirmationMail, type OrderConfirmationExtra } from './confirmation.server'
export { depositReceivedMail, type DepositReceivedExtra } from './deposit-received.server'
export { lostWeekRefundMail, type LostWeekRefundExtra } from './lost-week-refund.server'
export type { OrderMailFiles, RefundNotice } from './parts.server'
export { groupAgreementMail, groupAgreementNotice, type GroupAgreementStep } from './group-agreement.server'
export { priceChangeMail, type PriceChangeExtra } from './price-change.server'
export { reviewRequestMail, type ReviewRequestExtra } from './review-request.server'
