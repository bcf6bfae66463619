import { answerConsent, expect, expectNoAxeViolations, freeWeek, newEmail, PHONE, plainRental, test } from './fixtures'
import { CartPage } from './pages/cart'
import { Checkout } from './pages/checkout'

/**
 * The checkout on a phone as a guest from the United Kingdom expects it (issue 26): the cart first,
 * then "order as a guest", the contact (no state to type for a UK address; one appears for the
 * United States), then the summary, with the order's total in view at every step.
 */

test.describe('the checkout on a phone', () => {
  test.use(PHONE)

  test('a UK guest goes cart → guest → contact → summary with the total in view at each step', async ({ page, context, request, baseURL }) => {
    const rental = await plainRental(request, 'en', 6)
    const week = freeWeek(rental, 14)
    const added = await context.request.put(`${baseURL}/shop/api/store/cart/add/${rental.productId}?locale=en`, {
      data: { data: [{ startPeriod: week.startDate, endPeriod: week.endDate, adults: 2 }] },
      headers: { origin: baseURL as string },
    })
    expect(added.status()).toBe(200)
    const bar = page.getByTestId('checkout-bar')
    const checkout = new Checkout(page, 'en')
    const expectTotalInView = async () => {
      await expect(bar).toBeInViewport()
      await expect(bar).toContainText(/Total CHF [\d']+\.\d\d/)
      await expect(bar).toContainText(/incl\. tourist tax CHF/)
    }

    // 1. The cart.
    const cart = new CartPage(page, 'en')
    await cart.goto()
    await answerConsent(page, 'en')
    await expect(page.getByRole('navigation', { name: 'Order steps' }).getByRole('link', { name: /^1 My cart$/ })).toHaveAttribute('aria-current', 'step')
    await expectTotalInView()
    await expectNoAxeViolations(page)
    await cart.proceedToCheckout()

    // 2. Sign in or order as a guest.
    await expect(page).toHaveURL(/\/en\/commande\/sign-in$/)
    await expectTotalInView()
    await checkout.orderAsGuest()

    // 3. The contact: Switzerland first with its canton; no state for the United Kingdom, one for the United States.
    await expect(page).toHaveURL(/\/en\/commande\/mes-donnees$/)
    await expectTotalInView()
    await expect(checkout.state).toBeVisible()
    await checkout.country.selectOption('US')
    const usState = page.getByRole('textbox', { name: /^State \/ province/ })
    await expect(usState).toBeVisible()
    await checkout.country.selectOption('GB')
    await expect(usState).toBeHidden()
    await expect(checkout.state).toBeHidden()
    await checkout.fillContact(newEmail('uk-guest'), { title: 'mrs', firstName: 'Jane', lastName: 'Hall', street: 'Baker Street', streetNumber: '221B', zip: 'NW1 6XE', city: 'London', phone: '020 7946 0958', birthdate: '14.02.1980' })
    await checkout.acceptTerms()
    await expectNoAxeViolations(page)
    await checkout.submitContact()

    // 4. The summary with the UK address and the total.
    await expect(checkout.summaryHeading).toBeVisible()
    await expect(page).toHaveURL(/\/en\/commande\/recapitulatif-paiement\?panier=donnees-enregistrees$/)
    const address = checkout.main.locator('address')
    await expect(address).toContainText('NW1 6XE London')
    await expect(address).toContainText('United Kingdom')
    await expectTotalInView()
    await expectNoAxeViolations(page)
  })
})
