import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, TEST_WALLET, test } from './fixtures.js'
import { connectInjected } from './flows.js'
import type { DemoPage } from './pages/demo-page.js'

/** axe-core over the whole page, shadow roots included; serious and critical only. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }))
}

test.describe('keyboard', () => {
  test('opens with Enter, keeps Tab and Shift-Tab inside the dialog, closes with Escape and returns focus', async ({
    demo,
    modal,
    wallets,
  }) => {
    await wallets.install()
    await demo.goto()
    await demo.connectButton.focus()
    const opener = await modal.focusedLightDomElement()
    await demo.page.keyboard.press('Enter')
    await modal.expectOpen()
    await expect(modal.wallet(TEST_WALLET.name)).toBeVisible()
    await expect.poll(() => modal.focusIsInside()).toBe(true)

    // More presses than the dialog has controls: focus must wrap, never leave.
    for (let i = 0; i < 12; i++) {
      await demo.page.keyboard.press('Tab')
      expect(await modal.focusIsInside(), `after Tab #${i + 1}`).toBe(true)
    }
    for (let i = 0; i < 12; i++) {
      await demo.page.keyboard.press('Shift+Tab')
      expect(await modal.focusIsInside(), `after Shift+Tab #${i + 1}`).toBe(true)
    }

    await demo.page.keyboard.press('Escape')
    await modal.expectClosed()
    await expect.poll(() => modal.focusedLightDomElement()).toBe(opener)
  })

  test('a wallet can be chosen and connected with the keyboard alone', async ({
    demo,
    modal,
    wallets,
  }) => {
    const [wallet] = await wallets.install()
    await demo.goto()
    await demo.connectButton.focus()
    await demo.page.keyboard.press('Enter')
    await modal.expectOpen()
    // Tab until the test wallet's row has focus, then press Enter.
    for (let i = 0; i < 20; i++) {
      const onWallet = await modal
        .wallet(TEST_WALLET.name)
        .evaluate(
          (host) =>
            host.shadowRoot?.activeElement !== null && host.shadowRoot?.activeElement !== undefined,
        )
      if (onWallet) break
      await demo.page.keyboard.press('Tab')
    }
    await demo.page.keyboard.press('Enter')
    await demo.expectConnected(wallet!.address)
  })
})

/** The demo's theme switch (`?theme=`): the audit runs in both modes (WCAG AA in each). */
const THEME_MODES = ['light', 'dark'] as const

for (const mode of THEME_MODES) {
  const inMode = mode === 'dark' ? ' in dark mode' : ''

  test.describe(`accessibility (axe-core)${inMode}`, () => {
    /** Opens the demo in the mode and checks the page really took it. */
    async function gotoInMode(demo: DemoPage) {
      await demo.goto(`?theme=${mode}`)
      await expect(demo.page.locator('html')).toHaveAttribute('data-theme', mode)
    }

    test(`the Connect view has no serious or critical violations${inMode}`, async ({
      demo,
      modal,
      wallets,
    }) => {
      await wallets.install()
      await gotoInMode(demo)
      await demo.connectButton.click()
      await modal.expectOpen()
      await expect(modal.wallet(TEST_WALLET.name)).toBeVisible()
      await expect(modal.allWalletsEntry).toBeVisible()
      expect(await seriousViolations(demo.page)).toEqual([])
    })

    test(`the AllWallets view has no serious or critical violations${inMode}`, async ({
      demo,
      modal,
    }) => {
      await gotoInMode(demo)
      await demo.connectButton.click()
      await modal.allWalletsEntry.click()
      await expect(modal.walletItems.first()).toBeVisible()
      expect(await seriousViolations(demo.page)).toEqual([])
    })

    test(`the Account view has no serious or critical violations${inMode}`, async ({
      demo,
      modal,
      wallets,
    }) => {
      const [wallet] = await wallets.install()
      await gotoInMode(demo)
      await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
      await modal.expectClosed()
      await demo.header.getByRole('button', { name: /0x/i }).click()
      await modal.expectOpen()
      await expect(modal.button(/disconnect/i)).toBeVisible()
      expect(await seriousViolations(demo.page)).toEqual([])
    })
  })
}
