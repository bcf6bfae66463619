import type { FormEvent } from 'react'
import { useTranslation } from '../../i18n/react'
import { useFetcher, useLocation } from 'react-router'
import { useLocalePath } from '../../lib/locale'
import { CART_FETCHER_KEY, CART_STATUS_PARAM, type CartActionData } from './cart-action-data'

/** This page's address without the cart status, where a cart form without JavaScript comes back to. */
export function useReturnPath(): string {
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  params.delete(CART_STATUS_PARAM)
  const query = params.toString()
  return `${location.pathname}${query ? `?${query}` : ''}`
}

/**
 * Removes an item: a plain form posting to the cart action (/panier), which answers 303 back to this
 * page without JavaScript; with it, the shared cart fetcher posts it and the page revalidates.
 */
export function RemoveItemButton({ itemId, title, action }: { itemId: number; title: string; action?: string }) {
  const { t } = useTranslation('cart')
  const localize = useLocalePath()
  const fetcher = useFetcher<CartActionData>({ key: CART_FETCHER_KEY })
  const target = action ?? localize('/panier')
  const returnTo = useReturnPath()
  const pending = fetcher.state !== 'idle' && fetcher.formData?.get('itemId') === String(itemId)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (fetcher.state !== 'idle') return
    const data = new FormData(event.currentTarget)
    data.set('_js', '1')
    void fetcher.submit(data, { method: 'post', action: target })
  }

  return (
    <form method="post" action={target} onSubmit={submit} className="cart-item__remove-form">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className="link-button cart-item__remove" aria-label={pending ? undefined : t('item.removeLabel', { title })} disabled={pending}>
        {pending ? t('item.removing') : t('item.remove')}
      </button>
    </form>
  )
}
