/** Steps several specs share, written once over the page objects. */

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
  await demo.expectConnected(address)
}
