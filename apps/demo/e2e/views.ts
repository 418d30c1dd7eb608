/**
 * Every view of the modal the demo can reach now, each with the steps that bring the modal
 * to it. The visual and the layout suites both walk this list, so a view added here is
 * pictured and measured at every width. (The keyboard suite reaches the same views with
 * Tab, Enter and Space only.)
 */
import type { Locator, Page } from '@playwright/test'
import {
  expect,
  TEST_WALLET,
  type TestWalletSpec,
  type TestWallets,
  UNLISTED_CHAIN_ID,
} from './fixtures.js'
import { connectInjected } from './flows.js'
import type { DemoPage } from './pages/demo-page.js'
import type { ModalPage } from './pages/modal-page.js'

export type ViewContext = { demo: DemoPage; modal: ModalPage; wallets: TestWallets }

export type DemoView = {
  /** File-name friendly: it names the screenshot references. */
  name: string
  /**
   * Opens the demo with `query` (e.g. `?theme=dark`) and brings the modal to the view.
   * When it returns the view has its content (lists filled, images loaded).
   */
  reach(context: ViewContext, query: string): Promise<void>
  /** What differs from run to run, covered in screenshots (e.g. the QR code's pixels). */
  mask?(modal: ModalPage): Locator[]
}

/** A wallet whose user never answers the connection prompt (ConnectingExternal stays). */
export const WAITING_WALLET: TestWalletSpec = { ...TEST_WALLET, leavePromptOpen: true }

/**
 * An EIP-6963 wallet with a very long name, one long word in it (a name is whatever the
 * extension announces): rows must truncate it, the connecting view must wrap it.
 */
export const LONG_NAME_WALLET: TestWalletSpec = {
  id: 'keyway-long-name',
  name: 'The Extraordinarily Long-Named Multichain Wallet ForTestingTruncationEverywhere',
  rdns: 'dev.keyway.long-name-wallet',
  color: '#e8590c',
  accountIndex: 2,
  // Its connecting view stays, to be measured with the long name in its title.
  leavePromptOpen: true,
}

/**
 * A wallet over a devnet account no scenario sends from: its history is devnet's own
 * deployment (the test tokens minted to it), the same on every run, so the Activity
 * picture does not depend on which specs ran before.
 */
export const QUIET_WALLET: TestWalletSpec = { ...TEST_WALLET, accountIndex: 7 }

/** Waits until every image in the dialog (through shadow roots) has loaded or failed. */
export async function expectImagesSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const images: HTMLImageElement[] = []
        const walk = (root: Document | ShadowRoot) => {
          for (const element of root.querySelectorAll('*')) {
            if (element instanceof HTMLImageElement) images.push(element)
            if (element.shadowRoot) walk(element.shadowRoot)
          }
        }
        walk(document)
        return images.every((image) => image.complete)
      }),
    )
    .toBe(true)
}

async function openConnect({ demo, modal }: ViewContext, query: string): Promise<void> {
  await demo.goto(query)
  await demo.connectButton.click()
  await modal.expectOpen('Connect Wallet')
  await expect(modal.wallet(TEST_WALLET.name)).toBeVisible()
}

async function openConnected(
  context: ViewContext,
  query: string,
  spec: TestWalletSpec = TEST_WALLET,
): Promise<void> {
  const { demo, modal, wallets } = context
  const [wallet] = await wallets.install([spec])
  await demo.goto(query)
  await connectInjected(demo, modal, spec.name, wallet!.address)
  await modal.expectClosed()
}

/**
 * Connects, then switches networks in the wallet itself to one the demo does not list, and
 * opens the modal from the account button: it opens on unsupported-chain.
 */
export async function reachUnsupportedChain(
  { demo, modal, wallets }: ViewContext,
  query: string,
): Promise<void> {
  const [wallet] = await wallets.install([TEST_WALLET])
  await demo.goto(query)
  await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
  await modal.expectClosed()
  wallet!.switchChainFromWallet(UNLISTED_CHAIN_ID)
  await expect(demo.networkName).toHaveText('Unknown Network')
  await demo.header.getByRole('button', { name: /0x/i }).click()
  await modal.expectOpen('Switch Network')
  await expect(modal.dialog.getByRole('paragraph').getByText('Network not supported')).toBeVisible()
  await expect(modal.dialog.locator('kw-network-item').first()).toBeVisible()
  // docs/errors.md#texts-that-are-not-errors 'Token Balance Unavailable' is said once, as the modal opens, and closes
  // itself; the view stays.
  await expect(modal.banner).toHaveText('Token Balance Unavailable')
  await expect(modal.banner).toBeHidden()
  await expectImagesSettled(demo.page)
}

/** Opens the Account view from the header's account button. */
async function openAccount({ demo, modal }: ViewContext): Promise<void> {
  await demo.header.getByRole('button', { name: /0x/i }).click()
  await modal.expectOpen('Account')
}

export const DEMO_VIEWS: readonly DemoView[] = [
  {
    name: 'connect',
    async reach(context, query) {
      await context.wallets.install([TEST_WALLET])
      await openConnect(context, query)
      await expectImagesSettled(context.demo.page)
    },
  },
  {
    // docs/limits.md#features-and-defaults legalCheckbox: the consent checkbox, wallets disabled until it is ticked.
    name: 'connect-legal',
    async reach(context, query) {
      await context.wallets.install([TEST_WALLET])
      await openConnect(context, `${query}&legal`)
      await expect(context.modal.dialog.getByRole('checkbox')).toBeVisible()
      await expectImagesSettled(context.demo.page)
    },
  },
  {
    name: 'all-wallets',
    async reach(context, query) {
      await context.wallets.install([TEST_WALLET])
      await openConnect(context, query)
      await context.modal.allWalletsEntry.click()
      await context.modal.expectOpen('All Wallets')
      await expect(context.modal.walletItems.first()).toBeVisible()
      await expectImagesSettled(context.demo.page)
    },
  },
  {
    name: 'walletconnect-qr',
    async reach(context, query) {
      await context.wallets.install([TEST_WALLET])
      await openConnect(context, query)
      await context.modal.chooseWallet('WalletConnect')
      await context.modal.expectOpen(/WalletConnect/)
      await expect(context.modal.dialog.locator('kw-qr-code[data-uri]')).toBeVisible()
      await expectImagesSettled(context.demo.page)
    },
    // The pairing uri, so the QR code's pixels, is new on every attempt.
    mask: (modal) => [modal.dialog.locator('kw-qr-code')],
  },
  {
    name: 'connecting-external',
    async reach(context, query) {
      await context.wallets.install([WAITING_WALLET])
      await openConnect(context, query)
      await context.modal.chooseWallet(WAITING_WALLET.name)
      await context.modal.expectOpen(WAITING_WALLET.name)
      await expect(
        context.modal.dialog.locator('kw-connecting-external-view [data-status="connecting"]'),
      ).toBeVisible()
      await expectImagesSettled(context.demo.page)
    },
  },
  {
    name: 'networks',
    async reach(context, query) {
      await openConnected(context, query)
      await context.demo.openNetworks()
      await context.modal.expectOpen('Choose Network')
      await expect(context.modal.dialog.locator('kw-network-item').first()).toBeVisible()
    },
  },
  {
    // docs/views.md#unsupported-chain: the wallet moved to a network the demo does not configure.
    name: 'unsupported-chain',
    async reach(context, query) {
      await reachUnsupportedChain(context, query)
    },
  },
  {
    // docs/sign-in.md#when-sign-in-starts sign-in flow (`?siwx`): once the wallet connects, it is asked to sign in.
    name: 'sign-message',
    async reach(context, query) {
      const { demo, modal, wallets } = context
      const [wallet] = await wallets.install([TEST_WALLET])
      await demo.goto(`${query}&siwx`)
      await connectInjected(demo, modal, TEST_WALLET.name, wallet!.address)
      await modal.expectOpen('Sign In')
      await expect(modal.dialog.getByRole('button', { name: 'Sign', exact: true })).toBeVisible()
    },
  },
  {
    name: 'account',
    async reach(context, query) {
      await openConnected(context, query)
      await context.demo.header.getByRole('button', { name: /0x/i }).click()
      await context.modal.expectOpen('Account')
      await expect(context.modal.dialog.locator('.profile kw-balance')).toBeVisible()
      // The token list has loaded (its skeleton is gone).
      await expect(context.modal.dialog.locator('kw-account-tokens section')).toHaveAttribute(
        'aria-busy',
        'false',
      )
      await expectImagesSettled(context.demo.page)
    },
    // The devnet account's ETH, and so its USD values, move with every transaction the
    // suite sends.
    mask: (modal) => [
      modal.dialog.locator('kw-balance'),
      modal.dialog.locator('kw-account-tokens .total'),
      modal.dialog.locator('kw-token-item .value'),
    ],
  },
  {
    // docs/limits.md#features-and-defaults wallet features: Receive, from the Account view.
    name: 'receive',
    async reach(context, query) {
      await openConnected(context, query)
      await openAccount(context)
      await context.modal.button('Receive').click()
      await context.modal.expectOpen('Receive')
      await expect(context.modal.dialog.locator('kw-qr-code[data-uri] svg')).toBeVisible()
    },
  },
  {
    // docs/account-features.md#send: the send form from the Account view, before anything is filled in.
    name: 'send',
    async reach(context, query) {
      await openConnected(context, query)
      await openAccount(context)
      await context.modal.button('Send').click()
      await context.modal.expectOpen('Send')
      await expect(context.modal.button(/^Token/)).toBeVisible()
    },
  },
  {
    // docs/account-features.md#swap: the form from the Account view, before an amount is typed.
    name: 'swap',
    async reach(context, query) {
      await openConnected(context, query)
      await openAccount(context)
      await context.modal.button('Swap').click()
      await context.modal.expectOpen('Swap')
      await expect(context.modal.dialog.locator('kw-swap-view .swap')).toHaveAttribute(
        'aria-busy',
        'false',
      )
      await expectImagesSettled(context.demo.page)
    },
    // The account's balances, and anvil's gas price, move with every transaction the suite
    // sends.
    mask: (modal) => [
      modal.dialog.locator('kw-swap-view .balance'),
      modal.dialog.locator('kw-swap-view .usd'),
      modal.dialog.locator('kw-swap-view .fee'),
    ],
  },
  {
    // docs/account-features.md#onramp: the providers with their quotes for the default amount.
    name: 'onramp',
    async reach(context, query) {
      await openConnected(context, query)
      await openAccount(context)
      await context.modal.button('Buy').click()
      await context.modal.expectOpen('Buy crypto')
      await expect(
        context.modal.dialog.locator('kw-onramp-providers-view .onramp'),
      ).toHaveAttribute('aria-busy', 'false')
      await expect(context.modal.dialog.locator('.providers li').first()).toBeVisible()
      await expectImagesSettled(context.demo.page)
    },
  },
  {
    // docs/account-features.md#names names: registering a name, from the Account view of an unnamed account.
    name: 'register-name',
    async reach(context, query) {
      await openConnected(context, query)
      await openAccount(context)
      await context.modal.dialog.locator('kw-list-item.choose-name').getByRole('button').click()
      await context.modal.expectOpen('Choose Name')
      await expect(context.modal.dialog.getByRole('textbox')).toBeFocused()
    },
  },
  {
    // docs/overview.md#features activity: the history of an account only devnet's deployment touched.
    name: 'activity',
    async reach(context, query) {
      await openConnected(context, query, QUIET_WALLET)
      await openAccount(context)
      await context.modal.dialog.locator('kw-list-item.activity').getByRole('button').click()
      await context.modal.expectOpen('Activity')
      await expect(
        context.modal.dialog.locator('kw-activity-view .transaction').first(),
      ).toBeVisible()
      await expect(context.modal.dialog.locator('kw-activity-view .activity')).toHaveAttribute(
        'aria-busy',
        'false',
      )
      await expectImagesSettled(context.demo.page)
    },
    // The month and the day are those of the run's devnet deployment.
    mask: (modal) => [
      modal.dialog.locator('kw-activity-view .month-title'),
      modal.dialog.locator('kw-activity-view time'),
    ],
  },
]
