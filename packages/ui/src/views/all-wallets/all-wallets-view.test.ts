import { loadWalletList } from '@keyway/core'
import { RangeChangedEvent } from '@lit-labs/virtualizer/events.js'
import { afterEach, describe, expect, it } from 'vitest'
import { lightTheme } from '../../theme/theme.js'
import { applyThemeTokens } from '../../theme/theme-to-css.js'
import { createTestClient, settle } from '../shared/test-client.test-helpers.js'
import type { KwAllWalletsView } from './all-wallets-view.component.js'
import './all-wallets-view.js'

// happy-dom leaves Element.assignedSlot undefined (browsers give null), which the
// virtualizer's ancestor walk does not expect.
if (
  !('assignedSlot' in Element.prototype) ||
  document.createElement('div').assignedSlot === undefined
) {
  Object.defineProperty(Element.prototype, 'assignedSlot', { configurable: true, get: () => null })
}

let view: KwAllWalletsView | undefined
afterEach(() => view?.remove())

type Scheduled = { callback: () => void; ms: number }

async function mount(setup = createTestClient()) {
  const scheduled: Scheduled[] = []
  let clock = 0
  view = document.createElement('kw-all-wallets-view')
  view.client = setup.client
  // Rows sized as in the modal (their height is a theme token), so a real browser's
  // virtualizer renders only the first rows of a page, not all 40 at once.
  applyThemeTokens(view, lightTheme())
  view.now = () => clock
  view.timers = {
    setTimeout: (callback, ms) => {
      scheduled.push({ callback, ms })
      return scheduled.length
    },
    clearTimeout: (handle) => {
      const entry = scheduled[(handle as number) - 1]
      if (entry) entry.callback = () => undefined
    },
  }
  document.body.append(view)
  await settle(8)
  const runTimers = async (advance: number) => {
    clock += advance
    for (const entry of scheduled.splice(0)) entry.callback()
    await settle(8)
  }
  return { ...setup, view, scheduled, runTimers }
}

const walletRequests = (requests: URL[]) => requests.filter((url) => url.pathname === '/getWallets')

describe('kw-all-wallets-view', () => {
  it('loads the first page of 40 from the configuration service', async () => {
    const { view, requests } = await mount()
    expect(view.pager?.state.wallets).toHaveLength(40)
    expect(walletRequests(requests)[0]?.searchParams.get('entries')).toBe('40')
  })

  it("shows the first page Connect loaded from the client's catalogue, without asking again", async () => {
    const setup = createTestClient()
    await loadWalletList(setup.client)
    const { view, requests } = await mount(setup)
    expect(view.pager?.state).toMatchObject({ count: 120, page: 1 })
    expect(view.pager?.state.wallets).toHaveLength(40)
    expect(walletRequests(requests)).toHaveLength(1)
  })

  it('loads the next page when the visible range nears the end of what is loaded', async () => {
    const { view, requests } = await mount()
    const virtualizer = view.shadowRoot?.querySelector('.scroller') as HTMLElement
    virtualizer.dispatchEvent(new RangeChangedEvent({ first: 0, last: 10 }))
    await settle()
    expect(walletRequests(requests)).toHaveLength(1)
    virtualizer.dispatchEvent(new RangeChangedEvent({ first: 20, last: 32 }))
    await settle(8)
    expect(walletRequests(requests).map((url) => url.searchParams.get('page'))).toEqual(['1', '2'])
    expect(view.pager?.state.wallets).toHaveLength(80)
  })

  it('prefetches the images of the first 20 wallets', async () => {
    const { requests } = await mount()
    const images = requests.filter((url) => url.pathname.startsWith('/getWalletImage/'))
    const ids = new Set(images.map((url) => url.pathname.split('/').pop()))
    for (let i = 0; i < 20; i++) expect(ids.has(`image-${i}`)).toBe(true)
  })

  it('searches with 100 entries after the 300 ms wait and shows the matches', async () => {
    const { view, requests, scheduled, runTimers } = await mount()
    const input = view.shadowRoot?.querySelector('kw-input') as HTMLElement & { value: string }
    input.value = 'Wallet 10'
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
    await settle()
    expect(scheduled.at(-1)?.ms).toBe(300)
    expect(view.shadowRoot?.querySelector('[data-state="loading"]')).not.toBeNull()
    await runTimers(300)
    const search = walletRequests(requests).at(-1)
    expect(search?.searchParams.get('search')).toBe('Wallet 10')
    expect(search?.searchParams.get('entries')).toBe('100')
    await runTimers(300)
    expect(view.pager?.state.wallets.map((w) => w.name)).toEqual(
      [
        'Wallet 010',
        'Wallet 100',
        'Wallet 101',
        'Wallet 102',
        'Wallet 103',
        'Wallet 104',
        'Wallet 105',
        'Wallet 106',
        'Wallet 107',
        'Wallet 108',
        'Wallet 109',
      ].filter((n) => n.includes('Wallet 10')),
    )
  })

  it('shows the empty state when the search matches nothing', async () => {
    const { view, runTimers } = await mount()
    const input = view.shadowRoot?.querySelector('kw-input') as HTMLElement & { value: string }
    input.value = 'zzz'
    input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
    await runTimers(300)
    await runTimers(300)
    expect(view.shadowRoot?.querySelector('[data-state="empty"]')?.textContent).toContain(
      'No wallet found',
    )
  })

  it('shows an error state with a retry that loads the page again', async () => {
    const failing = { value: true }
    const { view, requests } = await mount(createTestClient({ failCatalogue: failing }))
    expect(view.shadowRoot?.querySelector('[data-state="error"]')).not.toBeNull()
    failing.value = false
    ;(view.shadowRoot!.querySelector('[data-state="error"] kw-button') as HTMLElement).click()
    await settle(8)
    expect(view.pager?.state.wallets).toHaveLength(40)
    expect(walletRequests(requests).length).toBeGreaterThan(1)
  })

  it('opens ConnectingExternal for an installed catalogue wallet and WalletConnect otherwise', async () => {
    const { view, client } = await mount()
    ;(view as unknown as { choose: (c: unknown, w: unknown) => void }).choose(
      client,
      view.pager?.state.wallets[0],
    )
    expect(client._internal.router.state.view).toBe('ConnectingExternal')
    client._internal.router.reset('AllWallets')
    ;(view as unknown as { choose: (c: unknown, w: unknown) => void }).choose(
      client,
      view.pager?.state.wallets[5],
    )
    expect(client._internal.router.state.view).toBe('ConnectingWalletConnect')
  })
})
