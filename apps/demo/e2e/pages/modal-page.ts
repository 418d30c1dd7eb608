/**
 * Page object of the Keyway modal. Playwright's locators pierce open shadow roots, so the
 * modal is reached by role and by its custom element names, as a user (or a screen reader)
 * would find it.
 */
import { expect, type Locator, type Page } from '@playwright/test'

export class ModalPage {
  readonly dialog: Locator
  readonly title: Locator
  readonly closeButton: Locator
  readonly backButton: Locator
  readonly walletItems: Locator
  readonly allWalletsEntry: Locator
  readonly banner: Locator

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog')
    this.title = this.dialog.locator('#kw-modal-title')
    this.closeButton = this.dialog.getByRole('button', { name: 'Close' })
    this.backButton = this.dialog.getByRole('button', { name: 'Back' })
    this.walletItems = this.dialog.locator('kw-wallet-item')
    this.allWalletsEntry = this.dialog.locator('kw-list-item.all-wallets')
    this.banner = this.dialog.locator('[part="notification"]')
  }

  async expectOpen(title?: string | RegExp): Promise<void> {
    await expect(this.dialog).toBeVisible()
    if (title !== undefined) await expect(this.title).toHaveText(title)
  }

  async expectClosed(): Promise<void> {
    await expect(this.dialog).toHaveCount(0)
  }

  /** A wallet row of the current view, by the wallet's name. */
  wallet(name: string): Locator {
    return this.dialog.locator(`kw-wallet-item[name="${name}"]`)
  }

  /** A network row of the network list (the network button's view), by the network's name. */
  network(name: string): Locator {
    return this.dialog.locator(`kw-network-item[name="${name}"]`)
  }

  async chooseWallet(name: string): Promise<void> {
    await this.wallet(name).getByRole('button').click()
  }

  /**
   * Whether keyboard focus is inside the dialog: the deepest focused element, followed up
   * through shadow hosts, reaches the element with role="dialog".
   */
  focusIsInside(): Promise<boolean> {
    return this.page.evaluate(() => {
      let active: Element | null = document.activeElement
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
      let node: Node | null = active
      while (node) {
        if (node instanceof Element && node.getAttribute('role') === 'dialog') return true
        const parent: Node | null = node.parentNode
        node = parent instanceof ShadowRoot ? parent.host : parent
      }
      return false
    })
  }

  /** The element that has focus, followed through shadow hosts up to the light DOM. */
  focusedLightDomElement(): Promise<string | undefined> {
    return this.page.evaluate(() => document.activeElement?.tagName.toLowerCase())
  }

  /** A button anywhere in the dialog, by its accessible name. */
  button(name: string | RegExp): Locator {
    return this.dialog.getByRole('button', { name })
  }
}
