import { getWalletList, loadWalletList, openModal } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectNoAxeViolations, THEME_MODES } from '../../testing/a11y.test-helpers.js'
import {
  expectFocusInDialog,
  focusedHost,
  mountModal,
  removeModals,
  waitForView,
} from '../../testing/modal.test-helpers.js'
import { expectSteady, rendered } from '../../testing/wait.test-helpers.js'
import { createTestClient } from '../shared/test-client.test-helpers.js'
import { createWalletDirectory } from '../shared/wallet-directory.js'
import type { KwConnectView } from './connect-view.component.js'
import './connect-view.js'
import { WALLETCONNECT_IMAGE_URL } from './walletconnect-image.js'

afterEach(removeModals)

const items = (v: HTMLElement) => [...(v.shadowRoot?.querySelectorAll('kw-wallet-item') ?? [])]
const groups = (v: HTMLElement) => items(v).map((item) => item.getAttribute('data-group'))
const allWalletsEntry = (v: HTMLElement) => v.shadowRoot?.querySelector('kw-list-item.all-wallets')
const catalogueError = (v: HTMLElement) => v.shadowRoot?.querySelector('.catalogue-error')
const retryButton = (v: HTMLElement) =>
  catalogueError(v)?.querySelector('button') as HTMLButtonElement | null | undefined
const firstPageRequests = (requests: URL[]) =>
  requests.filter((url) => url.pathname === '/getWallets' && !url.searchParams.has('include'))
const recommendedCount = (v: HTMLElement) =>
  groups(v).filter((group) => group === 'recommended').length

/** Whether the catalogue's answer is in: its wallets with All wallets, or the error row. */
const catalogueShown = (v: HTMLElement) => Boolean(allWalletsEntry(v) ?? catalogueError(v))

/** The view on its own (no modal), once the catalogue's first page or its failure shows. */
async function mount(setup = createTestClient()) {
  const view = document.createElement('kw-connect-view') as KwConnectView
  view.client = setup.client
  document.body.append(view)
  await expect.poll(() => catalogueShown(view)).toBe(true)
  return { ...setup, view }
}

describe('kw-connect-view', () => {
  it.each(THEME_MODES)('in the modal, has no axe violations in %s mode', async (mode) => {
    const { modal, client } = await mountModal(mode)
    openModal(client)
    const view = await waitForView(modal, 'kw-connect-view')
    // The catalogue wallets and the "All wallets" row are in before the check.
    await expect
      .poll(() => view.shadowRoot?.querySelector('kw-list-item.all-wallets'))
      .not.toBeNull()
    await expectNoAxeViolations(modal)
  })

  it.each(THEME_MODES)(
    'with the legal checkbox, has no axe violations in %s mode',
    async (mode) => {
      const setup = createTestClient({
        features: { legalCheckbox: true },
        termsConditionsUrl: 'https://dapp.test/terms',
        privacyPolicyUrl: 'https://dapp.test/privacy',
      })
      const { modal, client } = await mountModal(mode, setup)
      openModal(client)
      await waitForView(modal, 'kw-connect-view')
      await expectNoAxeViolations(modal)
    },
  )

  it('is reached and used by keyboard: Tab to MetaMask, Enter opens its connecting view', async () => {
    const setup = createTestClient()
    // The wallet never answers, so its connecting view stays up.
    setup.evm.connect = () => new Promise(() => undefined)
    const { modal, client } = await mountModal('light', setup)
    openModal(client)
    await waitForView(modal, 'kw-connect-view')
    expectFocusInDialog(modal)
    for (let i = 0; i < 10; i++) {
      if (focusedHost()?.getAttribute('name') === 'MetaMask') break
      await userEvent.tab()
    }
    expect(focusedHost()?.getAttribute('name')).toBe('MetaMask')
    await userEvent.keyboard('{Enter}')
    await waitForView(modal, 'kw-connecting-external-view')
    expect(keywayHost(client).state.router.view).toBe('ConnectingExternal')
    expectFocusInDialog(modal)
  })

  it('lists WalletConnect first, then the installed wallet, then 4 recommended catalogue wallets', async () => {
    const { view } = await mount()
    const list = items(view)
    expect(list.map((item) => item.getAttribute('data-group'))).toEqual([
      'walletConnect',
      'injected',
      'recommended',
      'recommended',
      'recommended',
      'recommended',
    ])
    expect(list[0]?.getAttribute('tag')).toBe('QR code')
    expect(list[1]?.getAttribute('tag')).toBe('Installed')
  })

  it('gives the WalletConnect entry our QR picture when its connector has no image', async () => {
    const { view } = await mount()
    const wc = items(view).find((item) => item.getAttribute('data-group') === 'walletConnect')
    expect(wc?.getAttribute('image-src')).toBe(WALLETCONNECT_IMAGE_URL)
  })

  it('never recommends the installed wallet again (deduplicated by rdns)', async () => {
    const { view } = await mount()
    expect(items(view).filter((item) => item.getAttribute('name') === 'MetaMask')).toHaveLength(1)
  })

  it('shows recent wallets (from storage) right after WalletConnect', async () => {
    const setup = createTestClient()
    keywayHost(setup.client).addRecentWallet({
      id: 'wallet-7',
      name: 'Wallet 007',
      image_id: 'image-7',
    })
    const { view } = await mount(setup)
    const list = items(view)
    expect(list[1]?.getAttribute('name')).toBe('Wallet 007')
    expect(list[1]?.getAttribute('tag')).toBe('Recent')
  })

  it('lists the featured wallets (found by id, even past the first page) and the custom ones in docs/limits.md#features-and-defaults order', async () => {
    const setup = createTestClient({
      featuredWalletIds: ['wallet-90', 'wallet-3', 'not-in-catalogue'],
      customWallets: [
        {
          id: 'mine',
          name: 'My Wallet',
          image_url: 'https://example.com/mine.png',
          mobile_link: 'mine://',
        },
      ],
    })
    const { view, requests } = await mount(setup)
    // The featured wallets come from a request of their own, which may answer after the first page.
    await expect
      .poll(() =>
        items(view).map((item) => [item.getAttribute('name'), item.getAttribute('data-group')]),
      )
      .toEqual([
        ['WalletConnect', 'walletConnect'],
        ['MetaMask', 'injected'],
        ['Wallet 090', 'featured'],
        ['Wallet 003', 'featured'],
        ['My Wallet', 'custom'],
        // Featured wallets are not recommended again.
        ['Wallet 001', 'recommended'],
        ['Wallet 002', 'recommended'],
        ['Wallet 004', 'recommended'],
        ['Wallet 005', 'recommended'],
      ])
    expect(items(view)[4]?.getAttribute('image-src')).toBe('https://example.com/mine.png')
    const featuredRequest = requests.find((url) => url.searchParams.has('include'))
    expect(featuredRequest?.searchParams.get('include')).toBe('wallet-90,wallet-3,not-in-catalogue')
  })

  it('shows an All wallets entry with the catalogue count', async () => {
    const { view } = await mount()
    expect(allWalletsEntry(view)?.getAttribute('tag')).toBe('120+')
  })

  it('opens ConnectingExternal with the connector when an installed wallet is chosen', async () => {
    const { view, client } = await mount()
    ;(items(view)[1] as HTMLElement).click()
    expect(keywayHost(client).state.router.view).toBe('ConnectingExternal')
    expect(keywayHost(client).state.router.data?.connector?.id).toBe('io.metamask')
  })

  it('opens ConnectingWalletConnect with the wallet when a catalogue wallet is chosen', async () => {
    const { view, client } = await mount()
    ;(items(view)[2] as HTMLElement).click()
    expect(keywayHost(client).state.router.view).toBe('ConnectingWalletConnect')
    expect(keywayHost(client).state.router.data?.wallet?.id).toBe('wallet-1')
  })

  it('opens AllWallets from the All wallets entry', async () => {
    const { view, client } = await mount()
    ;(allWalletsEntry(view) as HTMLElement).click()
    expect(keywayHost(client).state.router.view).toBe('AllWallets')
  })

  it('shows a wallet announced after render (EIP-6963) without a reload', async () => {
    const { view, evm } = await mount()
    evm.setConnectors([
      ...evm.getConnectors(),
      {
        id: 'io.rabby',
        name: 'Rabby',
        chain: 'eip155',
        type: 'ANNOUNCED',
        info: { rdns: 'io.rabby' },
      },
    ])
    await expect
      .poll(() => items(view).some((item) => item.getAttribute('name') === 'Rabby'))
      .toBe(true)
  })

  it('renders the list core gives (getWalletList), with the key, group and name of each entry', async () => {
    const { view, client } = await mount()
    const { wallets } = getWalletList(client)
    expect(
      items(view).map((item) => [
        item.getAttribute('wallet-id'),
        item.getAttribute('data-group'),
        item.getAttribute('name'),
      ]),
    ).toEqual(wallets.map((entry) => [entry.key, entry.group, entry.name]))
  })

  it("renders what the modal prefetched in its first frame, and shares the client's catalogue", async () => {
    const setup = createTestClient()
    await loadWalletList(setup.client)
    const view = document.createElement('kw-connect-view')
    view.client = setup.client
    document.body.append(view)
    await view.updateComplete
    expect(recommendedCount(view)).toBe(4)
    expect(allWalletsEntry(view)?.getAttribute('tag')).toBe('120+')
    await expectSteady(() => firstPageRequests(setup.requests).length, 1)
  })

  it("shows a catalogue wallet's image once it has loaded, and its own icon for an installed one", async () => {
    const setup = createTestClient()
    const view = document.createElement('kw-connect-view')
    view.client = setup.client
    view.directory = createWalletDirectory({
      api: keywayHost(setup.client).catalogueApi,
      createObjectURL: () => 'blob:wallet-image',
    })
    document.body.append(view)
    await expect.poll(() => items(view)[2]?.getAttribute('image-src')).toBe('blob:wallet-image')
    const [, metamask] = items(view)
    expect(metamask?.getAttribute('image-src')).toBe('data:image/svg+xml,<svg/>')
  })

  it('lists the installed wallets when the catalogue fails, and asks again on the next visit', async () => {
    const failing = { value: true }
    const { view, requests } = await mount(createTestClient({ failCatalogue: failing }))
    expect(groups(view)).toEqual(['walletConnect', 'injected'])
    expect(allWalletsEntry(view)).toBeNull()
    failing.value = false
    view.remove()
    document.body.append(view)
    await expect.poll(() => recommendedCount(view)).toBe(4)
    expect(allWalletsEntry(view)?.getAttribute('tag')).toBe('120+')
    expect(firstPageRequests(requests)).toHaveLength(2)
  })

  it('shows what works and a "Couldn\'t load the wallet list" row with Retry where All wallets would be', async () => {
    const { view } = await mount(createTestClient({ failCatalogue: { value: true } }))
    expect(groups(view)).toEqual(['walletConnect', 'injected'])
    expect(allWalletsEntry(view)).toBeNull()
    const row = catalogueError(view)
    expect(row?.textContent).toContain("Couldn't load the wallet list")
    // Where All wallets would be: after the wallets, last in the list.
    expect(view.shadowRoot?.querySelector('.list')?.lastElementChild).toBe(row)
    const retry = retryButton(view)
    expect(retry?.textContent?.trim()).toBe('Retry')
    // Keyboard reachable, with a name that starts with what it shows (WCAG 2.5.3).
    expect(retry?.disabled).toBe(false)
    expect(retry?.tabIndex).toBe(0)
    expect(retry?.getAttribute('aria-label')).toBe('Retry loading the wallet list')
    expect(retry?.getAttribute('aria-busy')).toBe('false')
    // Its icon is drawn (kw-icon is defined with the view, so offline too).
    const icon = retry?.querySelector('kw-icon')
    await rendered(icon as HTMLElement)
    expect(icon?.shadowRoot?.querySelector('svg')).not.toBeNull()
  })

  it.each(THEME_MODES)(
    'in the modal, the error row with Retry has no axe violations in %s mode',
    async (mode) => {
      const { modal, client } = await mountModal(
        mode,
        createTestClient({ failCatalogue: { value: true } }),
      )
      openModal(client)
      const view = await waitForView(modal, 'kw-connect-view')
      await expect.poll(() => retryButton(view)).toBeTruthy()
      await expectNoAxeViolations(modal)
    },
  )

  it('Retry asks the catalogue again; once it answers the wallets and All wallets appear', async () => {
    const failing = { value: true }
    const { view, requests } = await mount(createTestClient({ failCatalogue: failing }))
    failing.value = false
    retryButton(view)?.click()
    await expect.poll(() => recommendedCount(view)).toBe(4)
    expect(allWalletsEntry(view)?.getAttribute('tag')).toBe('120+')
    expect(catalogueError(view)).toBeNull()
    expect(firstPageRequests(requests)).toHaveLength(2)
  })

  it('keeps the row, busy while it asks, when Retry fails again', async () => {
    const { view, requests } = await mount(createTestClient({ failCatalogue: { value: true } }))
    retryButton(view)?.click()
    await view.updateComplete
    expect(retryButton(view)?.getAttribute('aria-busy')).toBe('true')
    expect(retryButton(view)?.disabled).toBe(true)
    // The spinner covers the label, which stays the button's name.
    expect(retryButton(view)?.querySelector('kw-spinner')).not.toBeNull()
    expect(retryButton(view)?.textContent?.trim()).toBe('Retry')
    await expect.poll(() => retryButton(view)?.getAttribute('aria-busy')).toBe('false')
    expect(retryButton(view)?.disabled).toBe(false)
    expect(catalogueError(view)).not.toBeNull()
    expect(firstPageRequests(requests)).toHaveLength(2)
  })

  it('asks once per visit: re-renders of a failed list do not ask again in a loop', async () => {
    const setup = createTestClient({ failCatalogue: { value: true } })
    const { view, requests, client } = await mount(setup)
    client.state.options.features = { ...client.state.options.features }
    view.requestUpdate()
    await view.updateComplete
    await expectSteady(() => firstPageRequests(requests).length, 1)
    expect(catalogueError(view)).not.toBeNull()
    view.remove()
    document.body.append(view)
    await expect.poll(() => firstPageRequests(requests).length).toBe(2)
    await expectSteady(() => firstPageRequests(requests).length, 2)
  })

  it('leaves out the All wallets entry when the dapp turns the feature off', async () => {
    const { view, client } = await mount()
    const { features } = keywayHost(client).state.options
    keywayHost(client).state.options.features = { ...features, allWallets: false }
    await expect.poll(() => allWalletsEntry(view)).toBeNull()
    expect(recommendedCount(view)).toBe(4)
  })

  it('connects a multi-chain wallet with its connector for the active namespace', async () => {
    const evmPhantom = {
      id: 'phantom-evm',
      name: 'Phantom',
      chain: 'eip155',
      type: 'ANNOUNCED',
      info: { rdns: 'app.phantom' },
    } as const
    const solanaPhantom = { ...evmPhantom, id: 'phantom-sol', chain: 'solana' } as const
    const { view, client } = await mount(
      createTestClient({
        connectors: [
          { id: 'walletConnect', name: 'WalletConnect', chain: 'eip155', type: 'WALLET_CONNECT' },
          {
            ...evmPhantom,
            id: 'app.phantom',
            type: 'MULTI_CHAIN',
            connectors: [solanaPhantom, evmPhantom],
          },
        ],
      }),
    )
    const phantom = items(view).find((item) => item.getAttribute('name') === 'Phantom')
    ;(phantom as HTMLElement).click()
    expect(keywayHost(client).state.router.view).toBe('ConnectingExternal')
    expect(keywayHost(client).state.router.data?.connector?.id).toBe('phantom-evm')
  })
})

describe('kw-connect-view: the legal checkbox (docs/limits.md#features-and-defaults legalCheckbox)', () => {
  const legalSetup = () =>
    createTestClient({
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://dapp.test/terms',
      privacyPolicyUrl: 'https://dapp.test/privacy',
    })

  it('is not shown by default', async () => {
    const { view } = await mount()
    expect(view.shadowRoot?.querySelector('.legal')).toBeNull()
    expect(items(view).every((item) => !item.hasAttribute('disabled'))).toBe(true)
  })

  it('links the terms and privacy policy, and keeps every wallet disabled, saying why, until ticked', async () => {
    const { view, client } = await mount(legalSetup())
    const links = [...(view.shadowRoot?.querySelectorAll('.legal a') ?? [])].map((a) =>
      a.getAttribute('href'),
    )
    expect(links).toEqual(['https://dapp.test/terms', 'https://dapp.test/privacy'])
    expect(items(view).length).toBeGreaterThan(0)
    expect(items(view).every((item) => item.hasAttribute('disabled'))).toBe(true)
    expect(view.shadowRoot?.querySelector('.legal-hint')?.textContent).toContain('Tick the box')
    ;(items(view)[0] as HTMLElement).click()
    expect(keywayHost(client).state.router.view).toBe('Connect')

    const box = view.shadowRoot?.querySelector('.legal input') as HTMLInputElement
    box.click()
    expect(client.state.options.legal.accepted).toBe(true)
    await expect.poll(() => view.shadowRoot?.querySelector('.legal-hint')).toBeNull()
    expect(items(view).every((item) => !item.hasAttribute('disabled'))).toBe(true)
  })

  it('remembers the consent when the view is shown again', async () => {
    const setup = legalSetup()
    keywayHost(setup.client).setLegalAccepted(true)
    const { view } = await mount(setup)
    expect((view.shadowRoot!.querySelector('.legal input') as HTMLInputElement).checked).toBe(true)
    expect(items(view).every((item) => !item.hasAttribute('disabled'))).toBe(true)
  })
})
