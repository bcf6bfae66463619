import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { AccountOrder } from '../../../domain/accounts/orders.repository.server'
import { TranslationProvider } from '../../i18n/react'
import '../../i18n/words.server'
import { OrderList } from './OrderList'

const order = (id: number, gradedPayment: boolean): AccountOrder => ({
  id,
  number: `A-${id}`,
  status: 3,
  currency: 'CHF',
  locale: 'fr',
  createdAt: '2026-11-02T09:00:00Z',
  payedAt: '2026-11-02T09:05:00Z',
  subTotal: 2000,
  total: 2000,
  reportedTotal: 600,
  gradedPayment,
  gradedToPayAt: '2026-12-05',
  orderItems: [],
})

const statuses = (locale: 'fr' | 'en') =>
  [...renderToStaticMarkup(<TranslationProvider locale={locale}><OrderList orders={[order(1, true), order(2, false)]} /></TranslationProvider>).matchAll(/<dt>(?:État|Status)<\/dt><dd>([^<]*)<\/dd>/g)].map((m) => m[1])

describe('the status of an order with a balance due', () => {
  it('is a paid deposit when a deposit was paid, and a balance due when a paid order was raised', () => {
    expect(statuses('fr')).toEqual(['Acompte payé', 'Solde à payer'])
    expect(statuses('en')).toEqual(['Deposit paid', 'Balance due'])
  })
})
