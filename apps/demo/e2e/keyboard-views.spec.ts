/**
 * Every view the demo can reach, by keyboard alone (Tab, Enter, Space): focus is inside the
 * dialog right after each view change, Escape goes back one view and then closes, and
 * focus returns to the element that opened the dialog. At desktop and phone widths.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, TEST_WALLET, test, UNLISTED_CHAIN_ID } from './fixtures.js'
import { connectInjected } from './flows.js'
import type { ModalPage } from './pages/modal-page.js'
import { WAITING_WALLET } from './views.js'

/** Describes the deepest focused element: its tag, and the custom elements it sits in. */
function focused(page: Page): Promise<{ tag: string; hosts: string[]; type: string | null }> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    const hosts: string[] = []
    let node: Node | null = active
    while (node) {
      const parent: Node | null = node.parentNode
      if (parent instanceof ShadowRoot) {
        hosts.push(parent.host.localName)
        node = parent.host
      } else node = parent
    }
    return {
      tag: active?.localName ?? 'none',
      hosts,
      type: active?.getAttribute('type') ?? null,
    }
  })
}

/** Presses Tab until the focused element sits in a host matching `host` (at most 30 times). */
async function tabUntil(page: Page, matches: (hosts: string[]) => boolean): Promise<void> {
  for (let i = 0; i < 30; i++) {
    if (matches((await focused(page)).hosts)) return
    await page.keyboard.press('Tab')
  }
  throw new Error('the control was not reached with Tab')
}

/**
 * Tabs to a wallet row of the Connect view, by its name. The first wallet row is
 * WalletConnect (docs/limits.md#features-and-defaults connector order), so Tab goes on from there (at most 10 times).
 */
async function tabToWallet(page: Page, modal: ModalPage, name: string): Promise<void> {
  await tabUntil(page, (hosts) => hosts.includes('kw-wallet-item'))
  for (let i = 0; i < 10; i++) {
    const onWallet = await modal
      .wallet(name)
      .evaluate((host) => Boolean(host.shadowRoot?.activeElement))
    if (onWallet) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`the wallet row ${name} was not reached with Tab`)
}

/** Presses Tab until `control` has focus (at most 25 times), then checks that it has. */
async function tabTo(page: Page, control: Locator): Promise<void> {
  for (let i = 0; i < 25; i++) {
    if (await control.evaluate((element) => element.matches(':focus'))) break
    await page.keyboard.press('Tab')
  }
  await expect(control).toBeFocused()
}

async function expectFocusInside(modal: ModalPage): Promise<void> {
  await expect.poll(() => modal.focusIsInside(), { timeout: 2_000 }).toBe(true)
}

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 360, height: 640 } },
] as const

for (const { name, viewport } of WIDTHS) {
  test.describe(`every view by keyboard (${name}, ${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport })

    test('Connect → All Wallets: focus lands in the search field; Escape goes back, then closes', async ({
      demo,
      modal,
      wallets,
    }) => {
      await wallets.install()
      await demo.goto()
      await demo.connectButton.focus()
      await demo.page.keyboard.press('Enter')
      await modal.expectOpen('Connect Wallet')
      await expectFocusInside(modal)

      await tabUntil(demo.page, (hosts) => hosts.includes('kw-list-item'))
      await demo.page.keyboard.press('Enter')
      await modal.expectOpen('All Wallets')
      await expect
        .poll(async () => {
          const now = await focused(demo.page)
          return `${now.tag}:${now.type}:${now.hosts.includes('kw-input')}`
        })
        .toBe('input:search:true')

      await demo.page.keyboard.press('Escape')
      await modal.expectOpen('Connect Wallet')
      await expectFocusInside(modal)
      await demo.page.keyboard.press('Escape')
      await modal.expectClosed()
      await expect.poll(() => modal.focusedLightDomElement()).toBe('kw-connect-button')
    })

    test('All Wallets rows keep the same padding on both sides; no view scrolls sideways', async ({
      demo,
      modal,
    }) => {
      await demo.goto()
      await demo.connectButton.click()
      await modal.expectOpen('Connect Wallet')
      const noSidewaysScroll = () =>
        demo.page.evaluate(() => {
          const scrolls = (el: Element) => el.scrollWidth > el.clientWidth + 1
          const dialog = document.querySelector('kw-modal')?.shadowRoot?.querySelector('.dialog')
          return (
            document.documentElement.scrollWidth <= window.innerWidth &&
            !!dialog &&
            !scrolls(dialog)
          )
        })
      expect(await noSidewaysScroll()).toBe(true)
      await modal.allWalletsEntry.click()
      await modal.expectOpen('All Wallets')
      await expect(modal.walletItems.first()).toBeVisible()
      const dialogBox = await modal.dialog.boundingBox()
      const rowBox = await modal.walletItems.first().boundingBox()
      expect(dialogBox && rowBox).toBeTruthy()
      const left = rowBox!.x - dialogBox!.x
      const right = dialogBox!.x + dialogBox!.width - (rowBox!.x + rowBox!.width)
      expect(right).toBeGreaterThan(4)
      expect(Math.abs(left - right)).toBeLessThanOrEqual(2)
      expect(await noSidewaysScroll()).toBe(true)
    })

    test('Connect → WalletConnect QR with Space: focus stays in the dialog; Escape back, then close', async ({
      demo,
      modal,
    }) => {
      await demo.goto()
      await demo.connectButton.focus()
      await demo.page.keyboard.press('Enter')
      await modal.expectOpen('Connect Wallet')
      await tabUntil(demo.page, (hosts) => hosts.includes('kw-wallet-item'))
      // The first wallet row is WalletConnect (docs/limits.md#features-and-defaults connector order).
      await demo.page.keyboard.press('Space')
      await modal.expectOpen(/WalletConnect/)
      await expectFocusInside(modal)
      // Once the pairing uri is there, the copy-link button holds focus.
      await expect
        .poll(async () => (await focused(demo.page)).hosts.includes('kw-button'), {
          timeout: 5_000,
        })
        .toBe(true)

      await demo.page.keyboard.press('Escape')
      await modal.expectOpen('Connect Wallet')
      await expectFocusInside(modal)
      await demo.page.keyboard.press('Escape')
      await modal.expectClosed()
      await expect.poll(() => modal.focusedLightDomElement()).toBe('kw-connect-button')
    })

    test('Connect → ConnectingExternal with Enter: focus stays in the dialog; Escape back, then close', async ({
      demo,
      modal,
      wallets,
    }) => {
      // The wallet leaves its prompt open, so the view stays on "Continue in …".
      await wallets.install([WAITING_WALLET])
      await demo.goto()
      await demo.connectButton.focus()
      await demo.page.keyboard.press('Enter')
      await modal.expectOpen('Connect Wallet')
      await tabToWallet(demo.page, modal, WAITING_WALLET.name)
      await demo.page.keyboard.press('Enter')
      await modal.expectOpen(WAITING_WALLET.name)
      await expect(modal.dialog.locator('kw-connecting-external-view p.heading')).toHaveText(
        `Continue in ${WAITING_WALLET.name}`,
      )
      await expectFocusInside(modal)
      // The view has no control while it waits: the heading holds focus (tabindex=-1).
      await expect
        .poll(async () => {
          const now = await focused(demo.page)
          return `${now.tag}:${now.hosts[0]}`
        })
        .toBe('h2:kw-modal')

      await demo.page.keyboard.press('Escape')
      await modal.expectOpen('Connect Wallet')
      await expectFocusInside(modal)
      await demo.page.keyboard.press('Escape')
      await modal.expectClosed()
      await expect.poll(() => modal.focusedLightDomElement()).toBe('kw-connect-button')
    })

    test('Account and SwitchNetwork: focus inside on open, Escape closes, focus returns', async ({
      demo,
      modal,
      wallets,
    }) => {
      const [wallet] = await wallets.install()
      await demo.goto()
      await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
      await modal.expectClosed()

      const account = demo.header.getByRole('button', { name: /0x/i })
      await account.focus()
      await demo.page.keyboard.press('Enter')
      await modal.expectOpen('Account')
      await expectFocusInside(modal)
      await demo.page.keyboard.press('Escape')
      await modal.expectClosed()
      await expect
        .poll(() => focused(demo.page).then((f) => f.hosts))
        .toContain('kw-account-button')

      await demo.networkButton.getByRole('button').focus()
      await demo.page.keyboard.press('Space')
      await modal.expectOpen()
      await expectFocusInside(modal)
      await demo.page.keyboard.press('Escape')
      await modal.expectClosed()
      await expect
        .poll(() => focused(demo.page).then((f) => f.hosts))
        .toContain('kw-network-button')
    })

    test('unsupported-chain: focus inside on open, Escape closes, and a supported network is chosen by Tab and Enter', async ({
      demo,
      modal,
      wallets,
    }) => {
      const [wallet] = await wallets.install()
      await demo.goto()
      await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
      await modal.expectClosed()
      wallet!.switchChainFromWallet(UNLISTED_CHAIN_ID)
      await expect(demo.networkName).toHaveText('Unknown Network')

      const account = demo.header.getByRole('button', { name: /0x/i })
      await account.focus()
      await demo.page.keyboard.press('Enter')
      await modal.expectOpen('Switch Network')
      await expectFocusInside(modal)
      await demo.page.keyboard.press('Escape')
      await modal.expectClosed()
      await expect
        .poll(() => focused(demo.page).then((f) => f.hosts))
        .toContain('kw-account-button')

      await demo.page.keyboard.press('Enter')
      await modal.expectOpen('Switch Network')
      await expectFocusInside(modal)
      const devnet = modal.dialog.locator('kw-network-item').filter({ hasText: /^\s*Devnet\s*$/ })
      for (let i = 0; i < 10; i++) {
        if (await devnet.evaluate((host) => Boolean(host.shadowRoot?.activeElement))) break
        await demo.page.keyboard.press('Tab')
      }
      expect(await devnet.evaluate((host) => Boolean(host.shadowRoot?.activeElement))).toBe(true)
      await demo.page.keyboard.press('Enter')
      await modal.expectClosed()
      await expect(demo.chainId).toHaveText('31337')
      expect(wallet!.chainId).toBe(31337)
      await expect
        .poll(() => focused(demo.page).then((f) => f.hosts))
        .toContain('kw-account-button')
    })

    test('Account → Receive and Activity by Tab and Enter: focus lands on Copy address, then in the list; Escape back each time', async ({
      demo,
      modal,
      wallets,
    }) => {
      const [wallet] = await wallets.install()
      await demo.goto()
      await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
      await modal.expectClosed()
      await demo.header.getByRole('button', { name: /0x/i }).focus()
      await demo.page.keyboard.press('Enter')
      await modal.expectOpen('Account')

      const receive = modal.button('Receive')
      await tabTo(demo.page, receive)
      await demo.page.keyboard.press('Enter')
      await modal.expectOpen('Receive')
      await expect(modal.button('Copy address')).toBeFocused()
      await demo.page.keyboard.press('Escape')
      await modal.expectOpen('Account')
      await expectFocusInside(modal)

      const activity = modal.dialog.locator('kw-list-item.activity').getByRole('button')
      await tabTo(demo.page, activity)
      await demo.page.keyboard.press('Enter')
      await modal.expectOpen('Activity')
      await expectFocusInside(modal)
      await expect(modal.dialog.locator('kw-activity-view .transaction').first()).toBeVisible()
      await demo.page.keyboard.press('Escape')
      await modal.expectOpen('Account')
      await demo.page.keyboard.press('Escape')
      await modal.expectClosed()
    })

    test('Account → Send by Tab and Enter: focus lands on the token choice, then in the token search; Escape back each time', async ({
      demo,
      modal,
      wallets,
    }) => {
      const [wallet] = await wallets.install()
      await demo.goto()
      await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
      await modal.expectClosed()
      await demo.header.getByRole('button', { name: /0x/i }).focus()
      await demo.page.keyboard.press('Enter')
      await modal.expectOpen('Account')

      const send = modal.button('Send')
      await tabTo(demo.page, send)
      await demo.page.keyboard.press('Enter')
      await modal.expectOpen('Send')
      await expect(modal.button(/^Token/)).toBeFocused()
      await demo.page.keyboard.press('Enter')
      await modal.expectOpen('Select Token')
      await expect(modal.dialog.getByRole('searchbox', { name: 'Search token' })).toBeFocused()
      await demo.page.keyboard.press('Escape')
      await modal.expectOpen('Send')
      await expectFocusInside(modal)
      await demo.page.keyboard.press('Escape')
      await modal.expectOpen('Account')
      await demo.page.keyboard.press('Escape')
      await modal.expectClosed()
    })

    test('Account → Buy, Swap and Choose a name by Tab and Enter: focus inside each, Escape back each time, then closes to the opener', async ({
      demo,
      modal,
      wallets,
    }) => {
      const [wallet] = await wallets.install()
      await demo.goto()
      await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
      await modal.expectClosed()
      await demo.header.getByRole('button', { name: /0x/i }).focus()
      await demo.page.keyboard.press('Enter')
      await modal.expectOpen('Account')

      const entries = [
        { control: modal.button('Buy'), title: 'Buy crypto' },
        { control: modal.button('Swap'), title: 'Swap' },
        {
          control: modal.dialog.locator('kw-list-item.choose-name').getByRole('button'),
          title: 'Choose Name',
        },
      ]
      for (const { control, title } of entries) {
        await tabTo(demo.page, control)
        await demo.page.keyboard.press('Enter')
        await modal.expectOpen(title)
        await expectFocusInside(modal)
        // Each of these views starts on its field (the amount, the name).
        await expect.poll(() => focused(demo.page).then((f) => f.tag)).toBe('input')
        await demo.page.keyboard.press('Escape')
        await modal.expectOpen('Account')
        await expectFocusInside(modal)
      }
      await demo.page.keyboard.press('Escape')
      await modal.expectClosed()
      await expect
        .poll(() => focused(demo.page).then((f) => f.hosts))
        .toContain('kw-account-button')
    })

    test('sign-message (?siwx): focus lands on Sign, Escape is refused while sign-in is required, Enter signs in', async ({
      demo,
      modal,
      wallets,
    }) => {
      const [wallet] = await wallets.install()
      await demo.goto('?siwx')
      await demo.connectButton.focus()
      await demo.page.keyboard.press('Enter')
      await modal.expectOpen('Connect Wallet')
      await tabToWallet(demo.page, modal, TEST_WALLET.name)
      await demo.page.keyboard.press('Enter')
      await demo.expectConnected(wallet!.address)

      // docs/sign-in.md#when-sign-in-starts sign-in flow: sign-message follows the connect, its Sign button focused.
      await modal.expectOpen('Sign In')
      await expectFocusInside(modal)
      const focusedButton = () =>
        demo.page.evaluate(() => {
          let active: Element | null = document.activeElement
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
          const host = (active?.getRootNode() as ShadowRoot | undefined)?.host
          return host?.localName === 'kw-button' ? (host.textContent ?? '').trim() : ''
        })
      await expect.poll(focusedButton).toBe('Sign')

      // Closing is refused while sign-in is required: Escape leaves the view where it is.
      await demo.page.keyboard.press('Escape')
      await modal.expectOpen('Sign In')
      await expectFocusInside(modal)
      // Tab moves to Cancel and cycles within the dialog.
      await demo.page.keyboard.press('Shift+Tab')
      await expect.poll(focusedButton).toBe('Cancel')
      await demo.page.keyboard.press('Tab')
      await expect.poll(focusedButton).toBe('Sign')

      await demo.page.keyboard.press('Enter')
      await modal.expectClosed()
      await demo.expectConnected(wallet!.address)
    })

    test('the legal checkbox: focus lands on it, wallets stay disabled until Space ticks it, then one connects by keyboard', async ({
      demo,
      modal,
      wallets,
    }) => {
      const [wallet] = await wallets.install()
      await demo.goto('?legal')
      await demo.connectButton.focus()
      await demo.page.keyboard.press('Enter')
      await modal.expectOpen('Connect Wallet')
      await expect
        .poll(async () => {
          const now = await focused(demo.page)
          return `${now.tag}:${now.type}`
        })
        .toBe('input:checkbox')
      await expect(modal.wallet(TEST_WALLET.name)).toHaveAttribute('disabled', '')
      await expect(modal.dialog.getByText('Tick the box above to choose a wallet.')).toBeVisible()
      await expect(modal.dialog.getByRole('link', { name: 'Terms of Service' })).toBeVisible()

      await demo.page.keyboard.press('Space')
      await expect(modal.wallet(TEST_WALLET.name)).not.toHaveAttribute('disabled', '')
      await tabToWallet(demo.page, modal, TEST_WALLET.name)
      await demo.page.keyboard.press('Enter')
      await demo.expectConnected(wallet!.address)
    })
  })
}
