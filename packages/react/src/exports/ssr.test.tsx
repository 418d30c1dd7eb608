// @vitest-environment node
// Server rendering (frameworks render on the server first): importing @keyway/react and
// rendering a tree with the provider, the hooks and the element wrappers must not touch
// `window` or `document`.
import { createTestAdapter, testArbitrum, testMainnet } from '@keyway/core/testing'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'navigator'] as const
/**
 * Trapped with a getter. localStorage is left absent, as on a real server: the toolkit's
 * default store checks `'localStorage' in globalThis` before reading it, which a getter
 * would answer wrongly, and an unguarded read of an absent global throws while rendering.
 */
const TRAPPED_GLOBALS = ['window', 'document', 'navigator'] as const

/**
 * Records reads of the browser globals from our own code (they do not exist here, so an
 * unguarded use would also throw while rendering).
 */
function trapBrowserGlobals(): { touched: string[]; restore: () => void } {
  const touched: string[] = []
  for (const name of BROWSER_GLOBALS) {
    if (name in globalThis && name !== 'navigator') throw new Error(`${name} exists on the server`)
  }
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'navigator')
  for (const name of TRAPPED_GLOBALS) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get: () => {
        // Libraries may feature-detect (lit-html checks `document === undefined`); our
        // packages must not read these at all. Frame 0 is the message, 1 this getter.
        const caller = new Error().stack?.split('\n')[2] ?? ''
        if (!caller.includes('/node_modules/')) touched.push(`${name} at ${caller.trim()}`)
        return undefined
      },
    })
  }
  return {
    touched,
    restore: () => {
      for (const name of BROWSER_GLOBALS) delete (globalThis as Record<string, unknown>)[name]
      if (saved) Object.defineProperty(globalThis, 'navigator', saved)
    },
  }
}

type Keyway = typeof import('./index.js')

function Panel({ keyway }: { keyway: Keyway }) {
  const account = keyway.useAccount()
  const network = keyway.useNetwork()
  const state = keyway.useKeywayState()
  const balance = keyway.useBalance()
  keyway.useTokenBalances()
  const theme = keyway.useKeywayTheme()
  const { walletInfo } = keyway.useWalletInfo()
  const events = keyway.useKeywayEvents(() => undefined)
  const walletList = keyway.useWalletList()
  keyway.useKeyway()
  keyway.useDisconnect()
  keyway.useOnramp()
  keyway.useNames({ name: 'alice' })
  return (
    <dl>
      <dt>status</dt>
      <dd>{account.status}</dd>
      <dt>network</dt>
      <dd>{network.caipNetworkId}</dd>
      <dt>open</dt>
      <dd>{String(state.open)}</dd>
      <dt>balance</dt>
      <dd>{balance.balance ?? 'none'}</dd>
      <dt>theme</dt>
      <dd>{theme.themeMode}</dd>
      <dt>wallet</dt>
      <dd>{walletInfo?.name ?? 'none'}</dd>
      <dt>events</dt>
      <dd>{events.data ? 'some' : 'none'}</dd>
      <dt>wallets</dt>
      <dd>{walletList.wallets.map((wallet) => wallet.name).join(', ')}</dd>
    </dl>
  )
}

let restore: (() => void) | undefined
afterEach(() => restore?.())

describe('server rendering', () => {
  // The first import of the whole package and its dependencies is most of the time taken;
  // on a loaded machine it can pass the default 5 s.
  it('imports the package and renders provider, hooks and wrappers without touching window or document', async () => {
    const trap = trapBrowserGlobals()
    restore = trap.restore
    const keyway = await import('./index.js')

    const html = renderToString(
      <keyway.KeywayProvider
        options={{
          adapters: [createTestAdapter({ namespace: 'eip155' })],
          networks: [testMainnet, testArbitrum],
          onAlert: () => undefined,
        }}
      >
        <Panel keyway={keyway} />
        <keyway.ConnectButton label="Connect" />
        <keyway.AccountButton />
        <keyway.NetworkButton />
        <keyway.ConnectButton.Custom>
          {({ connected, network }) => (
            <button type="button">{connected ? 'connected' : `Connect on ${network?.name}`}</button>
          )}
        </keyway.ConnectButton.Custom>
      </keyway.KeywayProvider>,
    )

    expect(trap.touched).toEqual([])
    expect(html).toContain('<dd>disconnected</dd>')
    expect(html).toContain('<dd>eip155:1</dd>')
    expect(html).toContain('<dd>light</dd>')
    expect(html).toContain('<dd>Test Wallet</dd>')
    expect(html).toContain('<kw-connect-button')
    expect(html).toContain('<kw-account-button')
    expect(html).toContain('<kw-network-button')
    expect(html).toContain('Connect on Ethereum')
  }, 20_000)
})
