import type { OrderDeps } from '../../domain/orders/deps'
import type { AppContext } from '../context'

/** What the orders and payment functions need, from the app's context (as shopDeps does for the cart). */
export function orderDeps(context: Pick<AppContext, 'db' | 'payments' | 'mail' | 'jobs' | 'agency' | 'settings' | 'log' | 'auth' | 'metrics'>): OrderDeps {
  return {
    db: context.db,
    payments: context.payments,
    mail: context.mail,
    jobs: context.jobs,
    agency: context.agency,
    publicUrl: context.settings.publicUrl,
    orderLinkSecret: context.auth.secret,
    log: context.log,
    now: () => new Date(),
    onSettled: context.metrics?.payment,
  }
}
