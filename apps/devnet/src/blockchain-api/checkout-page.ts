/**
 * The HTML of devnet's local onramp checkout: the page a generated onramp URL opens. The
 * user picks a destination and confirms; the form posts back to the same URL.
 */
export type CheckoutOption = { address: string; asset: string; network: string }

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.5rem 0}button{padding:.5rem 1rem}</style></head><body>${body}</body></html>`
}

export function checkoutFormHtml(options: {
  orderId: string
  choices: readonly CheckoutOption[]
  amount: string
}): string {
  const radios = options.choices
    .map(
      (c, i) =>
        `<label><input type="radio" name="option" value="${i}"${i === 0 ? ' checked' : ''}> ${escapeHtml(c.asset)} to ${escapeHtml(c.address)} on ${escapeHtml(c.network)}</label>`,
    )
    .join('')
  return page(
    'Keyway devnet checkout',
    `<h1>Buy test crypto</h1><p>Devnet checkout: nothing is charged; test funds are credited when you confirm.</p><form method="post" action="/onramp/checkout/${encodeURIComponent(options.orderId)}">${radios}<label>Amount <input name="amount" inputmode="decimal" value="${escapeHtml(options.amount)}" required></label><button type="submit">Confirm purchase</button></form>`,
  )
}

export function checkoutDoneHtml(purchase: {
  amount: string
  asset: string
  address: string
  txHash: string
}): string {
  return page(
    'Purchase complete',
    `<h1>Purchase complete</h1><p data-testid="onramp-done">${escapeHtml(purchase.amount)} ${escapeHtml(purchase.asset)} credited to ${escapeHtml(purchase.address)}.</p><p>Transaction: <code>${escapeHtml(purchase.txHash)}</code></p><p>You can close this window.</p>`,
  )
}
