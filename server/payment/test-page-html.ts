/**
 * The HTML of the built-in test payment page (docs/decisions/022): a small page of its own, not a
 * React route, readable without script. Its one style and one script carry the response's CSP
 * nonce; it has no inline event handler, so it holds under the site's policy.
 */
import { formatMoney } from '../../domain/format/money'
import { groupCardNumber, TEST_CARD_MESSAGES, TEST_CARDS, type TestCardProblem } from '../../domain/payments/providers/test-cards'
import type { TestPaymentView } from '../../domain/payments/providers/test-provider.server'
import { SITE_NAME } from '../auth/deps.server'
import { NOT_FOUND_TEXTS, type TestPageTexts, testPageTexts } from './test-page-texts'

/** Text and attribute values alike: the five characters markup gives a meaning to. */
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

// Contrast: body text 16:1, the notice 8:1, buttons 8.6:1, the error 7:1 (WCAG AA asks 4.5:1).
const STYLE = `body{font-family:Roboto,Arial,sans-serif;color:#1a1a1a;background:#fff;margin:0;line-height:1.5}
main{max-width:34rem;margin:2rem auto;padding:0 1rem}
.notice{background:#fff3cd;color:#4d3300;border:2px solid #8a6100;padding:.75rem 1rem;font-weight:700}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:700}dd{margin:0}
label{display:block;font-weight:700;margin-top:1rem}
input{font:inherit;font-size:1.125rem;padding:.5rem;width:100%;box-sizing:border-box;border:2px solid #555;border-radius:0}
input[aria-invalid=true]{border-color:#a4161a}.error{color:#a4161a;font-weight:700}
code{font-size:1rem}.actions{display:flex;flex-wrap:wrap;gap:1rem;margin-top:1.5rem}
button{font:inherit;padding:.75rem 1.25rem;border:2px solid #1f4e79;border-radius:0;cursor:pointer;background:#1f4e79;color:#fff}
button.secondary{background:#fff;color:#1f4e79}a{color:#1f4e79}
:focus-visible{outline:3px solid #b35900;outline-offset:2px}`

// A second click while the first post is under way would only be refused by the server: stop it
// here. A page brought back from the browser's cache (back button) is reloaded, so it shows what
// became of the payment instead of a form that no longer counts.
const SCRIPT = `(function(){addEventListener('pageshow',function(e){if(e.persisted)location.reload()});var f=document.getElementById('pay-form');if(!f)return;f.addEventListener('submit',function(e){if(f.dataset.sent){e.preventDefault();return}f.dataset.sent='1';f.setAttribute('aria-busy','true')})})()`

function shell(lang: string, title: string, nonce: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(title)} · ${escape(SITE_NAME)}</title>
<style nonce="${escape(nonce)}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
<script nonce="${escape(nonce)}">${SCRIPT}</script>
</body>
</html>
`
}

function summary(view: TestPaymentView, t: TestPageTexts): string {
  return `<dl>
<dt>${escape(t.merchant)}</dt><dd>${escape(SITE_NAME)}</dd>
<dt>${escape(t.order)}</dt><dd>${escape(view.orderNumber)}</dd>
<dt>${escape(t.amount)}</dt><dd>${escape(formatMoney(view.amount, view.currency))} — ${escape(t.kinds[view.kind])}</dd>
</dl>`
}

function cardList(t: TestPageTexts): string {
  const items = TEST_CARDS.map((card) => `<li><code>${groupCardNumber(card.number)}</code>${escape(t.colon)}${escape(t.outcomes[card.outcome])}</li>`)
  return `<h2 id="cards-title">${escape(t.cardsTitle)}</h2>\n<ul aria-labelledby="cards-title">\n${items.join('\n')}\n</ul>`
}

function form(view: TestPaymentView, t: TestPageTexts, problem: TestCardProblem | null): string {
  const error = problem ? `<p id="card-error" class="error">${escape(t.errorPrefix)} ${escape(TEST_CARD_MESSAGES[problem][view.locale])}</p>\n` : ''
  const described = problem ? 'card-error card-hint' : 'card-hint'
  return `<form id="pay-form" method="post" action="/payment/test/${encodeURIComponent(view.reference)}">
<label for="card-number">${escape(t.cardLabel)}</label>
${error}<p id="card-hint">${escape(t.cardHint)}</p>
<input id="card-number" name="cardNumber" type="text" inputmode="numeric" autocomplete="off" maxlength="23"${problem ? ' aria-invalid="true" autofocus' : ''} aria-describedby="${described}">
${cardList(t)}
<div class="actions">
<button type="submit" name="action" value="pay">${escape(t.pay(formatMoney(view.amount, view.currency)))}</button>
<button type="submit" name="action" value="cancel" class="secondary">${escape(t.cancel)}</button>
</div>
</form>`
}

/** The page of a transaction: the form while it is pending, else what became of it and a way on. */
export function testPaymentHtml(view: TestPaymentView, nonce: string, problem: TestCardProblem | null = null): string {
  const t = testPageTexts(view.locale)
  const head = `<p class="notice" role="note">${escape(t.notice)}</p>\n<h1>${escape(t.title)}</h1>\n${summary(view, t)}`
  const rest =
    view.status === 'pending' || !view.next
      ? form(view, t, problem)
      : `<p role="status">${escape(t.decided[view.status as keyof TestPageTexts['decided']])}</p>\n<p><a href="${escape(view.next)}">${escape(t.back)}</a></p>`
  return shell(view.locale, t.title, nonce, `${head}\n${rest}`)
}

export function testPaymentNotFoundHtml(nonce: string): string {
  const body = `<h1>${escape(NOT_FOUND_TEXTS.title)}</h1>\n<p lang="fr">${escape(NOT_FOUND_TEXTS.fr)}</p>\n<p lang="en">${escape(NOT_FOUND_TEXTS.en)}</p>`
  return shell('fr', NOT_FOUND_TEXTS.title, nonce, body)
}
