/**
 * The arrival information an order's page shows (docs/decisions/057), behind what already guards
 * that page (its account, its browser, or its signed link: domain/orders/access.server.ts): one
 * entry per stay that may see it (may-see.ts), in the page's language. Nothing for an order not paid
 * in full, a cancelled stay, one that is over, or a rental whose information is not written yet.
 */
import { todayInResort } from '../../booking/rules/calendar'
import type { ArrivalTexts } from '../../../db/schema'
import { arrivalTextsIn } from './arrival-input'
import { type ArrivalDeps, arrivalOf, staysOfOrder } from './arrival.server'
import { maySeeArrival } from './may-see'

export type StayArrival = ArrivalTexts & {
  orderItemId: number
  title: string
  arrival: string
  departure: string
  checkInFrom: string
  checkOutBy: string
  accessCode: string
  wifiNetwork: string
  wifiPassword: string
}

export async function arrivalsOfOrder(deps: ArrivalDeps & { now: () => Date }, order: { id: number; status: number }, locale: string): Promise<StayArrival[]> {
  const today = todayInResort(deps.now())
  const stays = (await staysOfOrder(deps.db, order.id)).filter((stay) =>
    maySeeArrival({ orderStatus: order.status, rental: stay.rental, bookingStatus: stay.bookingStatus, departure: stay.departure, today }),
  )
  const answers: StayArrival[] = []
  for (const stay of stays) {
    const info = stay.locationId === null ? null : await arrivalOf(deps, stay.locationId)
    if (!info) continue
    answers.push({
      orderItemId: stay.orderItemId,
      title: (locale === 'en' ? stay.title.en : undefined) || stay.title.fr,
      arrival: stay.arrival as string,
      departure: stay.departure as string,
      checkInFrom: info.checkInFrom,
      checkOutBy: info.checkOutBy,
      accessCode: info.accessCode,
      wifiNetwork: info.wifiNetwork,
      wifiPassword: info.wifiPassword,
      ...arrivalTextsIn(info.texts, locale),
    })
  }
  return answers
}
