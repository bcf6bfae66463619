/**
 * The order page's action (also posted to from "Today"): one form per intent, each through the back
 * office's order actions. A success goes back to the order's page with `?done=<what>` (303); a refusal shows the page again with its
 * message (and the field's error), status 400 or 409, nothing changed.
 */
import { readFrancs } from '../../../../domain/format/francs'
import { data, redirect } from 'react-router'
import type { StaffMember } from '../../../../server/auth/staff.server'
import type { AppContext } from '../../../../server/context'
import { orderDeps } from '../../../../server/shop/order-deps.server'
import { cancelAsAgency, type Done, recordTransferAsAgency, refundAsAgency, resendConfirmation, saveRemarks } from '../../../../domain/orders/actions.server'
import { refusal } from '../../../../domain/orders/staff-messages'
import { recheckAsAgency } from '../../../../domain/orders/recheck-payment.server'
import { changeOrderPrice } from '../../../../domain/orders/price-change/change-price.server'
import type { PriceChangeRefusal } from '../../../../domain/orders/price-change/messages'
import { localized, requestLocale } from '../../../lib/request-locale.server'
import { BACK_OFFICE_HEADERS } from '../../../lib/admin.server'
import { validationMessage } from '../../../../domain/validation'

export type OrderActionAnswer = { intent: string; formError?: string; errors?: Record<string, string>; values?: Record<string, string> }

/** Francs as staff type them ("120", "120.50", "120,5") in centimes; NaN otherwise. */
export function centimesOf(text: string): number {
  return readFrancs(text) ?? Number.NaN
}

type Ctx = Parameters<typeof orderDeps>[0] & Pick<AppContext, 'db'>

async function run(intent: string, form: FormData, context: Ctx, staff: StaffMember, number: string, locale: 'fr' | 'en'): Promise<Done<object> | PriceChangeRefusal | null> {
  const deps = orderDeps(context)
  const text = (name: string) => String(form.get(name) ?? '')
  switch (intent) {
    case 'cancel':
      return cancelAsAgency(deps, staff, { number, waiveFee: text('fee') === 'waived', locale })
    case 'refund': {
      const amount = centimesOf(text('amount'))
      if (Number.isNaN(amount)) return refusal('amount_invalid', locale, 'amount')
      return refundAsAgency(deps, staff, { number, amount, expectedPaid: Number.parseInt(text('expectedPaid'), 10), locale })
    }
    case 'transfer':
      return recordTransferAsAgency(deps, staff, { number, locale })
    case 'resend':
      return resendConfirmation(deps, staff, { number, locale })
    case 'remarks':
      return saveRemarks(deps, staff, { number, remarks: text('remarks'), locale })
    case 'recheck':
      return recheckAsAgency(deps, staff, { number, paymentId: Number.parseInt(text('paymentId'), 10), locale })
    case 'price': {
      const amount = centimesOf(text('amount'))
      if (Number.isNaN(amount)) return refusal('amount_invalid', locale, 'amount')
      const kind = text('kind') === 'correction' ? 'correction' : text('kind') === 'concierge_rise' ? 'concierge_rise' : ('' as never)
      // The line is sent as "id:total", its total as the page showed it (a form sent twice changes it once).
      const [itemId = Number.NaN, expectedTotal = Number.NaN] = text('item').split(':').map((n) => Number.parseInt(n, 10))
      return changeOrderPrice(deps, staff, { number, itemId, kind, amount, expectedTotal, reason: text('reason'), locale })
    }
    default:
      return null
  }
}

/** What the page says after a success: the action, and for a re-check what the provider answered. */
function doneQuery(intent: string, done: object): string {
  const query = new URLSearchParams({ done: intent })
  if ('state' in done && 'result' in done) {
    query.set('state', String(done.state))
    query.set('result', String(done.result))
  }
  return query.toString()
}

export async function orderAction(request: Request, context: Ctx, staff: StaffMember, number: string) {
  const locale = requestLocale(request)
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const done = await run(intent, form, context, staff, number, locale)
  if (!done) return data<OrderActionAnswer>({ intent, formError: validationMessage('backOffice.unknownAction', locale) }, { status: 400, headers: BACK_OFFICE_HEADERS })
  if (done.ok) throw redirect(`${localized(`/admin/commandes/${number}`, request)}?${doneQuery(intent, done)}`, { status: 303, headers: BACK_OFFICE_HEADERS })
  const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string').map(([k, v]) => [k, String(v)]))
  const answer: OrderActionAnswer = done.field ? { intent, errors: { [done.field]: done.message }, values } : { intent, formError: done.message, values }
  return data(answer, { status: done.code === 'not_found' ? 404 : done.code === 'stale' || done.code === 'not_cancellable' || done.code === 'offer_open' ? 409 : 400, headers: BACK_OFFICE_HEADERS })
}
