import { useRef, useState } from 'react'
import { Form } from 'react-router'
import { formatMoney } from '../../../../domain/format/money'
import type { OrderDetail } from '../../../../domain/orders/detail.server'
import { RadioGroupField, SelectField, TextAreaField, TextField } from '../../fields'
import { controlsOf, heldBy, useKeepTypedEarly } from '../../fields/typed-early'
import { StatusAlert } from '../../StatusAlert'
import { useTranslation } from '../../../i18n/react'
import type { OrderActionAnswer } from './order-action.server'
import { textIn } from '../../../../domain/i18n/bilingual'

type Order = NonNullable<OrderDetail>
type Terms = { due: number; refund: number } | null

/** A refusal shown beside the form it answers. */
function Refused({ answer, intent }: { answer?: OrderActionAnswer; intent: string }) {
  return answer?.intent === intent && answer.formError ? <StatusAlert status="error" message={answer.formError} /> : null
}

/**
 * A radio group's choice made before the page came alive is kept (fields/typed-early.ts): without
 * it, the state's first value is written back into the buttons when the page comes alive, and the
 * form is sent with the choice the staff member did not make.
 */
function useEarlyChoice(name: string, choose: (value: string) => void) {
  const formRef = useRef<HTMLFormElement>(null)
  useKeepTypedEarly(formRef, (form) => {
    const held = heldBy(controlsOf(form)(name))
    if (held && 'value' in held && held.value !== '') choose(held.value)
  })
  return formRef
}

function CancelForm({ order, terms, answer }: { order: Order; terms: NonNullable<Terms>; answer?: OrderActionAnswer }) {
  const { t } = useTranslation('adminOrders')
  const [fee, setFee] = useState(answer?.values?.fee ?? 'policy')
  const formRef = useEarlyChoice('fee', setFee)
  const money = (c: number) => formatMoney(c, order.currency)
  return (
    <Form ref={formRef} method="post" className="admin-form" aria-labelledby="order-cancel">
      <h3 id="order-cancel">{t('cancel.title')}</h3>
      <Refused answer={answer} intent="cancel" />
      <RadioGroupField
        id="cancel-fee"
        name="fee"
        label={t('cancel.fee')}
        value={fee}
        onChange={setFee}
        choices={[
          { value: 'policy', label: t('cancel.policy', { due: money(terms.due), refund: money(terms.refund) }) },
          { value: 'waived', label: t('cancel.waived', { refund: money(order.payments.paid) }) },
        ]}
      />
      <button type="submit" name="intent" value="cancel" className="btn btn-danger">
        {t('cancel.submit')}
      </button>
    </Form>
  )
}

function RefundForm({ order, answer }: { order: Order; answer?: OrderActionAnswer }) {
  const { t } = useTranslation('adminOrders')
  const mine = answer?.intent === 'refund' ? answer : undefined
  return (
    <Form method="post" className="admin-form" aria-labelledby="order-refund">
      <h3 id="order-refund">{t('refund.title')}</h3>
      <Refused answer={answer} intent="refund" />
      <input type="hidden" name="expectedPaid" value={order.payments.paid} />
      <TextField
        id="refund-amount"
        name="amount"
        label={t('refund.amount')}
        hint={t('refund.hint', { paid: formatMoney(order.payments.paid, order.currency) })}
        required
        inputMode="decimal"
        defaultValue={mine?.values?.amount ?? (order.payments.paid / 100).toFixed(2)}
        error={mine?.errors?.amount}
      />
      <button type="submit" name="intent" value="refund" className="btn btn-secondary">
        {t('refund.submit')}
      </button>
    </Form>
  )
}

/**
 * A price of the placed order changed (domain/orders/price-change): a concierge service raised, or a
 * mistaken price corrected; the rules decide and the customer is e-mailed.
 */
function PriceChangeForm({ order, answer }: { order: Order; answer?: OrderActionAnswer }) {
  const { t } = useTranslation('adminOrders')
  const mine = answer?.intent === 'price' ? answer : undefined
  const [kind, setKind] = useState(mine?.values?.kind ?? 'concierge_rise')
  const formRef = useEarlyChoice('kind', setKind)
  const money = (c: number) => formatMoney(c, order.currency)
  return (
    <Form ref={formRef} method="post" className="admin-form" aria-labelledby="order-price">
      <h3 id="order-price">{t('price.title')}</h3>
      <p className="admin-hint">{t('price.terms')}</p>
      <Refused answer={answer} intent="price" />
      <SelectField
        id="price-item"
        name="item"
        label={t('price.item')}
        required
        defaultValue={mine?.values?.item}
        choices={order.items.map((i) => ({ value: `${i.id}:${i.total}`, label: `${textIn(i.title, order.locale)} — ${money(i.total)}` }))}
        error={mine?.errors?.item}
      />
      <RadioGroupField
        id="price-kind"
        name="kind"
        label={t('price.kind')}
        value={kind}
        onChange={setKind}
        error={mine?.errors?.kind}
        choices={[
          { value: 'concierge_rise', label: t('price.rise') },
          { value: 'correction', label: t('price.correction') },
        ]}
      />
      <TextField id="price-amount" name="amount" label={t('price.amount')} required inputMode="decimal" defaultValue={mine?.values?.amount ?? ''} error={mine?.errors?.amount} />
      <TextAreaField id="price-reason" name="reason" label={t('price.reason')} hint={t('price.reasonHint')} required rows={3} maxLength={1000} defaultValue={mine?.values?.reason ?? ''} error={mine?.errors?.reason} />
      <button type="submit" name="intent" value="price" className="btn btn-secondary">
        {t('price.submit')}
      </button>
    </Form>
  )
}

/** What staff can do to the order, each form shown only when the rules allow it. */
export function OrderActions({ order, terms, answer }: { order: Order; terms: Terms; answer?: OrderActionAnswer }) {
  const { t } = useTranslation('adminOrders')
  const remarks = answer?.intent === 'remarks' ? answer : undefined
  return (
    <section className="admin-card" aria-labelledby="order-actions">
      <h2 id="order-actions">{t('detail.actions')}</h2>
      {terms ? <CancelForm order={order} terms={terms} answer={answer} /> : null}
      {order.payments.paid > 0 ? <RefundForm order={order} answer={answer} /> : null}
      {order.status === 2 || order.status === 3 ? <PriceChangeForm order={order} answer={answer} /> : null}
      {order.status === 3 ? (
        <Form method="post" className="admin-form">
          <Refused answer={answer} intent="transfer" />
          <button type="submit" name="intent" value="transfer" className="btn btn-secondary">
            {t('transfer.submit', { amount: formatMoney(order.reportedTotal, order.currency) })}
          </button>
        </Form>
      ) : null}
      {order.status === 2 || order.status === 3 ? (
        <Form method="post" className="admin-form">
          <Refused answer={answer} intent="resend" />
          <button type="submit" name="intent" value="resend" className="btn btn-secondary">
            {t('resend.submit')}
          </button>
        </Form>
      ) : null}
      <Form method="post" className="admin-form">
        <TextAreaField id="order-remarks" name="remarks" label={t('remarks.label')} rows={4} maxLength={5000} defaultValue={remarks?.values?.remarks ?? order.remarks} error={remarks?.errors?.remarks} />
        <button type="submit" name="intent" value="remarks" className="btn btn-secondary">
          {t('remarks.submit')}
        </button>
      </Form>
    </section>
  )
}
