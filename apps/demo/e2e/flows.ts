/** Steps several specs share, written once over the page objects. */

import type { Page } from '@playwright/test'
import { expect } from './fixtures.js'
import type { DemoPage } from './pages/demo-page.js'
import type { ModalPage } from './pages/modal-page.js'

/** Opens the modal from the header and connects the injected wallet called `walletName`. */
export async function connectInjected(
  demo: DemoPage,
  modal: ModalPage,
  walletName: string,
  address: string,
): Promise<void> {
  await demo.connectButton.click()
  await modal.expectOpen()
  await expect(modal.wallet(walletName)).toBeVisible()
  await modal.chooseWallet(walletName)
  try {
    await demo.expectConnected(address)
  } catch (error) {
    // What the modal showed instead, so a rare failure says where the choice went.
    const shown = await describeModal(modal)
    throw new Error(`${walletName} did not connect; the modal showed ${shown}.\n${String(error)}`)
  }
}

/** The modal's title and wallet rows as they stand, for a failure's message. */
async function describeModal(modal: ModalPage): Promise<string> {
  if ((await modal.dialog.count()) === 0) return 'nothing (closed)'
  const title = await modal.title.textContent({ timeout: 1000 }).catch(() => null)
  const rows = await modal.walletItems.evaluateAll((items) =>
    items.map((item) => item.getAttribute('name')),
  )
  return `"${title?.trim() ?? '(no title)'}" with the wallets [${rows.join(', ')}]`
}

/** The deep focused element's host tag and its name attribute, e.g. `kw-input[amount]`. */
export function focusedHost(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    const root = active?.getRootNode()
    const host = root instanceof ShadowRoot ? root.host : null
    return `${host?.localName ?? ''}[${host?.getAttribute('name') ?? ''}]`
  })
}

/**
 * Answers the project's remote config, as devnet gives it, with `features` turned on: the
 * remote flags win over local ones (docs/overview.md#feature-flags), so a test does not hang on the demo's own.
 */
export async function remoteFeaturesOn(
  page: Page,
  features: Record<string, readonly string[]>,
): Promise<void> {
  await page.route('**/appkit/v1/config**', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { features?: Record<string, unknown> }
    await route.fulfill({
      response,
      json: { ...body, features: { ...body.features, ...features } },
    })
  })
}
