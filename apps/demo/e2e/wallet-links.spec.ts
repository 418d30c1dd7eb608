/**
 * A catalogue wallet with a desktop app and a web app (devnet's catalogue gives some of its
 * wallets `desktop_link` and `webapp_link`): off phones, its WalletConnect view offers "Open
 * <wallet> desktop app" and "Open <wallet> in browser", each carrying the pairing URI the QR
 * code shows as `<link>wc?uri=<encoded>`; the web app opens in a new tab.
 */
import { expect, test } from './fixtures.js'

type CatalogueWallet = {
  name: string
  desktop_link: string | null
  webapp_link: string | null
}

/** `<link>wc?uri=<encoded>`, the link with a slash before `wc` unless it ends in one. */
function withUri(link: string, uri: string): string {
  const base = link.endsWith('/') ? link : `${link}/`
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}

test('a wallet with a desktop app and a web app offers both, with the pairing URI', async ({
  demo,
  modal,
  e2e,
}) => {
  // A wallet with both links, read from devnet's catalogue; no page installs it, so choosing
  // it pairs over WalletConnect.
  const query = new URLSearchParams({
    projectId: 'keyway-demo',
    st: 'keyway',
    sv: 'e2e',
    page: '1',
    entries: '100',
    chains: 'eip155:31337,eip155:31338',
  })
  const answer = await demo.page.request.get(`${e2e.devnet.urls.configApi}/getWallets?${query}`)
  const { data } = (await answer.json()) as { data: CatalogueWallet[] }
  const target = data.find((w) => w.desktop_link && w.webapp_link)
  expect(target, 'devnet has a wallet with both links').toBeTruthy()
  const wallet = target!

  await demo.goto()
  await demo.connectButton.click()
  await modal.expectOpen()
  await modal.allWalletsEntry.click()
  await modal.dialog
    .getByRole('searchbox')
    .or(modal.dialog.getByRole('textbox'))
    .first()
    .fill(wallet.name)
  await modal.chooseWallet(wallet.name)

  const qr = modal.dialog.locator('kw-qr-code[data-uri^="wc:"]')
  await expect(qr).toBeVisible()
  const uri = (await qr.getAttribute('data-uri'))!
  const desktop = modal.dialog.getByRole('link', { name: `Open ${wallet.name} desktop app` })
  const webapp = modal.dialog.getByRole('link', { name: `Open ${wallet.name} in browser` })
  await expect(desktop).toHaveAttribute('href', withUri(wallet.desktop_link!, uri))
  await expect(webapp).toHaveAttribute('href', withUri(wallet.webapp_link!, uri))
  await expect(webapp).toHaveAttribute('target', '_blank')
  // A desktop layout: no mobile deep link.
  await expect(modal.dialog.locator('a.open-link')).toHaveCount(0)
})
