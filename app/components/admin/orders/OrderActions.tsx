import { type ReactNode, type RefObject, useRef, useState } from 'react'
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
function useEarlyChoice(name: string, initial: string) {
  const [choice, choose] = useState(initial)
  const formRef = useRef<HTMLFormElement>(null)
  useKeepTypedEarly(formRef, (form) => {
    const held = heldBy(controlsOf(form)(name))
    if (held && 'value' in held && held.value !== '') choose(held.value)
  })
  return [choice, choose, formRef] as const
}

/**
 * One action's form: its title (an h3 whose id is `order-${intent}`), a hint, the refusal it may
 * get, its fields, its button; without a title it is only its button.
 */
function ActionForm(props: { answer?: OrderActionAnswer; intent: string; title?: string; hint?: string; formRef?: RefObject<HTMLFormElement | null>; submit: string; danger?: boolean; children?: ReactNode }) {
  const titleId = props.title ? `order-${props.intent}` : undefined
  return (
    <Form ref={props.formRef} method="post" className="admin-form" aria-labelledby={titleId}>
      {props.title ? <h3 id={titleId}>{props.title}</h3> : null}
      {props.hint ? <p className="admin-hint">{props.hint}</p> : null}
      <Refused answer={props.answer} intent={props.intent} />
      {props.children}
      <button type="submit" name="intent" value={props.intent} className={props.danger ? 'btn btn-danger' : 'btn btn-secondary'}>
        {props.submit}
      </button>
    </Form>
  )
}

function CancelForm({ order, terms, answer }: { order: Order; terms: NonNullable<Terms>; answer?: OrderActionAnswer }) {
  const { t } = useTranslation('adminOrders')
  const [fee, setFee, formRef] = useEarlyChoice('fee', answer?.values?.fee ?? 'policy')
  const money = (c: number) => formatMoney(c, order.currency)
  return (
    <ActionForm answer={answer} intent="cancel" title={t('cancel.title')} formRef={formRef} submit={t('cancel.submit')} danger>
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
    </ActionForm>
  )
}

function RefundForm({ order, answer }: { order: Order; answer?: OrderActionAnswer }) {
  const { t } = useTranslation('adminOrders')
  const mine = answer?.intent === 'refund' ? answer : undefined
  return (
    <ActionForm answer={answer} intent="refund" title={t('refund.title')} submit={t('refund.submit')}>
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
    </ActionForm>
  )
}

/**
 * A price of the placed order changed (domain/orders/price-change): a concierge service raised, or a
 * mistaken price corrected; the rules decide and the customer is e-mailed.
 */
function PriceChangeForm({ order, answer }: { order: Order; answer?: OrderActionAnswer }) {
  const { t } = useTranslation('adminOrders')
  const mine = answer?.intent === 'price' ? answer : undefined
  const [kind, setKind, formRef] = useEarlyChoice('kind', mine?.values?.kind ?? 'concierge_rise')
  const money = (c: number) => formatMoney(c, order.currency)
  return (
    <ActionForm answer={answer} intent="price" title={t('price.title')} hint={t('price.terms')} formRef={formRef} submit={t('price.submit')}>
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
    </ActionForm>
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
      {order.status === 3 ? <ActionForm answer={answer} intent="transfer" submit={t('transfer.submit', { amount: formatMoney(order.reportedTotal, order.currency) })} /> : null}
      {order.status === 2 || order.status === 3 ? <ActionForm answer={answer} intent="resend" submit={t('resend.submit')} /> : null}
      <Form method="post" className="admin-form">
        <TextAreaField id="order-remarks" name="remarks" label={t('remarks.label')} rows={4} maxLength={5000} defaultValue={remarks?.values?.remarks ?? order.remarks} error={remarks?.errors?.remarks} />
        <button type="submit" name="intent" value="remarks" className="btn btn-secondary">
          {t('remarks.submit')}
        </button>
      </Form>
    </section>
  )
}
