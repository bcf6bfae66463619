/**
 * The booking rules of weekly holiday rentals: pure, browser-safe, one implementation for the
 * booking box, the cart and the server. Each rule returns a value or a refusal `{ok: false, code,
 * messages: {fr, en}}`. Amounts are integer centimes; dates ISO calendar dates of Europe/Zurich.
 * See docs/decisions/015-booking-rules.md.
 */
export * from './amounts'
export * from './calendar'
export * from './cancellation'
export * from './cancellation-schedule'
export * from './capacity'
export * from './graded-payment'
export * from './messages'
export * from './rent'
export * from './stay-dates'
export * from './stay-quote'
export * from './stay-rules'
export * from './tourist-tax'
