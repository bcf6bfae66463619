import { useTranslation } from '../../i18n/react'
import { useVisitor } from '../../lib/visitor'
import { CartPanelContent } from './CartPanelContent'
import { Icon, type IconName } from './Icon'
import { SlidePanel } from './SlidePanel'

/**
 * VAT rates named in the cart note (SPEC §2 and §9). When the shop knows the rates in
 * force (DESIGN §3: 3.8 % and 8.1 % from 2024), pass them to <CartPanel vatRates>.
 */
export const CART_VAT_NOTE_RATES = { accommodation: '3.7', standard: '7.7' }

type CartPanelProps = {
  vatRates?: { accommodation: string; standard: string }
}

/**
 * The cart slide-in: its contents and the three payment notes. The notes scroll with the items,
 * below the order button: a fixed block of notes used to cover that button on a small screen.
 */
export function CartPanel({ vatRates = CART_VAT_NOTE_RATES }: CartPanelProps) {
  const { t } = useTranslation('layout')
  const { cartCount } = useVisitor()
  const notes: { icon: IconName; text: string }[] = [
    { icon: 'receipt', text: t('cart.notes.vat', vatRates) },
    { icon: 'lock', text: t('cart.notes.secure') },
    { icon: 'shield', text: t('cart.notes.data') },
  ]
  return (
    <SlidePanel name="cart" title={t('cart.title')} closeLabel={t('cart.close')}>
      <CartPanelContent count={cartCount} />
      <ul className="cart-notes cart-panel-notes">
        {notes.map((note) => (
          <li key={note.icon}>
            <Icon name={note.icon} size={18} />
            <span>{note.text}</span>
          </li>
        ))}
      </ul>
    </SlidePanel>
  )
}
