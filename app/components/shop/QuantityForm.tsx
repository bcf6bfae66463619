import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from '../../i18n/react'
import { useFetcher } from 'react-router'
import { useLocalePath } from '../../lib/locale'
import { CART_FETCHER_KEY, type CartActionData } from './cart-action-data'
import { useReturnPath } from './RemoveItemButton'

/** The most of one item a cart line takes (MAX_QUANTITY of the context rules; the server decides). */
const MAX_QUANTITY = 99

/**
 * How many of an item: a plain form posting to the cart action (/panier), 303 back to this page
 * without JavaScript; with it, the shared cart fetcher posts it when the field is left changed, on
 * Enter or on the button, and the page revalidates. 0 removes the item. The server checks the
 * number and prices the item again; its refusal shows under the field.
 */
export function QuantityForm({ itemId, title, quantity }: { itemId: number; title: string; quantity: number }) {
  const { t } = useTranslation('cart')
  const localize = useLocalePath()
  const returnTo = useReturnPath()
  const fetcher = useFetcher<CartActionData>({ key: CART_FETCHER_KEY })
  const id = useId()
  const [mine, setMine] = useState(false)
  const target = localize('/panier')
  const pending = fetcher.state !== 'idle' && fetcher.formData?.get('itemId') === String(itemId)
  const error = mine && fetcher.state === 'idle' && fetcher.data?.intent === 'quantity' && !fetcher.data.ok ? fetcher.data.message : null

  function send(form: HTMLFormElement) {
    const field = form.elements.namedItem('quantity') as HTMLInputElement
    if (fetcher.state !== 'idle' || field.value === String(quantity)) return
    const data = new FormData(form)
    data.set('_js', '1')
    setMine(true)
    void fetcher.submit(data, { method: 'post', action: target })
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    send(event.currentTarget)
  }

  return (
    <form method="post" action={target} onSubmit={onSubmit} className="cart-item__quantity-form">
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {/* Named by aria-label, as the remove button: a hidden label would repeat the title in the text. */}
      <input
        key={quantity}
        id={`${id}-quantity`}
        aria-label={t('item.quantityLabel', { title })}
        type="number"
        name="quantity"
        inputMode="numeric"
        min={0}
        max={MAX_QUANTITY}
        step={1}
        required
        defaultValue={quantity}
        className="cart-item__quantity-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={() => setMine(false)}
        onBlur={(event) => {
          if (event.currentTarget.form && event.currentTarget.checkValidity()) send(event.currentTarget.form)
        }}
      />
      <button type="submit" className="link-button cart-item__quantity-update" aria-label={t('item.updateLabel', { title })} disabled={pending}>
        {pending ? t('item.updating') : t('item.update')}
      </button>
      {error ? (
        <p id={`${id}-error`} className="field-error cart-item__quantity-error">
          {error}
        </p>
      ) : null}
    </form>
  )
}
