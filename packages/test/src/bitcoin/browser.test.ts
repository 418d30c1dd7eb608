// The browser-injected Bitcoin wallets, run in a page stand-in (a separate JS realm, as in
// ../browser/injected-script.test.ts): the page script's Wallet Standard wallet and
// sats-connect provider reach the test wallet through the bridge, with JSON-only crossings,
// and the wallet's events come back through the page's hook.
import { createContext, runInContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { installTestBitcoinWallets } from './browser-bridge.js'
import { createInjectedBitcoinWalletScript } from './browser-script.js'
import { verifyBitcoinMessage } from './message-signing.js'
import { createTestBitcoinWallet } from './test-wallet.js'

type PageAccount = { address: string; publicKey: Uint8Array; chains: readonly string[] }
type PageWallet = {
  name: string
  accounts: readonly PageAccount[]
  chains: readonly string[]
  features: Record<string, Record<string, (...args: never[]) => Promise<never>>>
}
type PageProvider = {
  request(method: string, params?: unknown): Promise<{ result?: never; error?: { code: number } }>
  addListener(info: { eventName: string; cb: (event: unknown) => void }): () => void
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5))

function createFakePage() {
  const window = new EventTarget() as EventTarget & Record<string, unknown>
  const registered: PageWallet[] = []
  window.addEventListener('wallet-standard:register-wallet', (event) => {
    const callback = (event as CustomEvent<(api: { register(w: PageWallet): void }) => void>).detail
    callback({ register: (w) => registered.push(w) })
  })
  const context = createContext({ window, CustomEvent, Uint8Array, atob, btoa })
  // Like Playwright: what crosses the bridge is copied as JSON.
  const copy = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)))
  return {
    window,
    registered,
    page: {
      async exposeFunction(name: string, callback: (request: never) => unknown) {
        window[name] = async (request: unknown) => copy(await callback(copy(request) as never))
      },
      async addInitScript({ content }: { content: string }) {
        runInContext(content, context)
      },
      async evaluate<R, A>(pageFunction: (arg: A) => R, arg: A): Promise<R> {
        return runInContext(`(${pageFunction.toString()})(${JSON.stringify(arg)})`, context)
      },
    },
  }
}

function call<T>(
  wallet: PageWallet | undefined,
  feature: string,
  method: string,
  ...args: never[]
) {
  const run = wallet?.features[feature]?.[method]
  if (!run) throw new Error(`The page wallet has no ${feature}.${method}`)
  return (run as (...a: never[]) => Promise<T>)(...args)
}

describe('installTestBitcoinWallets: Wallet Standard face', () => {
  it('registers the wallet, connects both purposes and signs a BIP-322 message that verifies', async () => {
    const { page, registered } = createFakePage()
    const wallet = createTestBitcoinWallet({ secret: 'browser-ws' })
    await installTestBitcoinWallets(page, {
      wallets: [{ id: 'ws', face: 'wallet-standard', wallet, name: 'Page Bitcoin' }],
    })
    const pageWallet = registered[0]
    expect(pageWallet?.name).toBe('Page Bitcoin')
    // Its chains are known from the start, before any call.
    expect(pageWallet?.chains).toEqual(['bitcoin:mainnet', 'bitcoin:testnet'])
    expect(pageWallet?.features).toHaveProperty('bitcoin:connect')

    const { accounts } = await call<{ accounts: PageAccount[] }>(
      pageWallet,
      'bitcoin:connect',
      'connect',
      { purposes: ['payment', 'ordinals'] } as never,
    )
    expect(accounts.map((a) => a.address)).toEqual([
      wallet.keys.payment.address,
      wallet.keys.ordinals.address,
    ])
    expect(accounts[0]?.publicKey).toEqual(wallet.keys.payment.publicKey)
    expect(pageWallet?.accounts.map((a) => a.address)).toEqual(accounts.map((a) => a.address))
    expect(accounts[0]?.chains).toEqual(['bitcoin:testnet'])

    const message = new TextEncoder().encode('hello from the page')
    const [signed] = await call<{ signature: Uint8Array }[]>(
      pageWallet,
      'bitcoin:signMessage',
      'signMessage',
      { account: accounts[0], message } as never,
    )
    const verified = verifyBitcoinMessage({
      address: wallet.keys.payment.address,
      message: 'hello from the page',
      signature: Buffer.from(signed?.signature ?? []).toString('base64'),
      network: 'testnet',
    })
    expect(verified).toMatchObject({ valid: true, protocol: 'bip322' })
  })

  it('legacy-only: the signature is the 65-byte "Bitcoin Signed Message" one', async () => {
    const { page, registered } = createFakePage()
    const wallet = createTestBitcoinWallet({ secret: 'browser-legacy', legacyOnly: true })
    await installTestBitcoinWallets(page, {
      wallets: [{ id: 'legacy', face: 'wallet-standard', wallet }],
    })
    const [account] = (
      await call<{ accounts: PageAccount[] }>(registered[0], 'bitcoin:connect', 'connect', {
        purposes: ['payment'],
      } as never)
    ).accounts
    const [signed] = await call<{ signature: Uint8Array }[]>(
      registered[0],
      'bitcoin:signMessage',
      'signMessage',
      { account, message: new TextEncoder().encode('legacy') } as never,
    )
    expect(signed?.signature).toHaveLength(65)
    expect(
      verifyBitcoinMessage({
        address: wallet.keys.payment.address,
        message: 'legacy',
        signature: Buffer.from(signed?.signature ?? []).toString('base64'),
        network: 'testnet',
      }),
    ).toMatchObject({ valid: true, protocol: 'ecdsa' })
  })

  it('a rejection keeps its code; a network switch in the wallet reaches the page as a change', async () => {
    const { page, registered } = createFakePage()
    const wallet = createTestBitcoinWallet({ secret: 'browser-events' })
    const stop = await installTestBitcoinWallets(page, {
      wallets: [{ id: 'ws', face: 'wallet-standard', wallet }],
    })
    const pageWallet = registered[0]
    wallet.rejectNext('connect')
    await expect(
      call(pageWallet, 'bitcoin:connect', 'connect', { purposes: ['payment'] } as never),
    ).rejects.toMatchObject({ code: 4001 })
    await call(pageWallet, 'bitcoin:connect', 'connect', { purposes: ['payment'] } as never)

    const changes: { accounts?: readonly PageAccount[]; chains?: readonly string[] }[] = []
    call(
      pageWallet,
      'standard:events',
      'on',
      'change' as never,
      ((p: never) => changes.push(p)) as never,
    )
    wallet.switchNetwork('mainnet')
    await settle()
    expect(changes.at(-1)?.accounts?.map((a) => a.address)).toEqual([wallet.keys.payment.address])
    expect(wallet.keys.payment.address).toMatch(/^bc1q/)
    expect(pageWallet?.accounts[0]?.chains).toEqual(['bitcoin:mainnet'])
    stop()
    wallet.switchNetwork('testnet')
    await settle()
    expect(pageWallet?.accounts[0]?.chains).toEqual(['bitcoin:mainnet'])
  })

  it('after a reload the page wallet knows the accounts already granted', async () => {
    const wallet = createTestBitcoinWallet({ secret: 'browser-reload' })
    await wallet.connect(['payment', 'ordinals'])
    const { page, registered } = createFakePage()
    await installTestBitcoinWallets(page, {
      wallets: [{ id: 'ws', face: 'wallet-standard', wallet }],
    })
    await settle()
    expect(registered[0]?.accounts.map((a) => a.address)).toEqual([
      wallet.keys.payment.address,
      wallet.keys.ordinals.address,
    ])
  })
})

describe('installTestBitcoinWallets: sats-connect face', () => {
  it('sets the provider at its path, lists it in btc_providers, answers JSON-RPC and forwards events', async () => {
    const { page, window } = createFakePage()
    const wallet = createTestBitcoinWallet({ secret: 'browser-sats' })
    await installTestBitcoinWallets(page, {
      wallets: [
        { id: 'sats', face: 'sats-connect', wallet, name: 'Sats', providerId: 'Sats.Provider' },
      ],
    })
    expect(window.btc_providers).toEqual([
      expect.objectContaining({ id: 'Sats.Provider', name: 'Sats' }),
    ])
    const provider = (window.Sats as { Provider: PageProvider }).Provider
    const events: unknown[] = []
    provider.addListener({ eventName: 'networkChange', cb: (event) => events.push(event) })

    const connected = await provider.request('wallet_connect', { addresses: ['payment'] })
    expect(connected).toMatchObject({
      jsonrpc: '2.0',
      result: { addresses: [{ address: wallet.keys.payment.address, purpose: 'payment' }] },
    })
    const signed = (await provider.request('signMessage', {
      address: wallet.keys.payment.address,
      message: 'sats',
      protocol: 'BIP322',
    })) as { result: { signature: string; protocol: string } }
    expect(signed.result.protocol).toBe('BIP322')
    expect(
      verifyBitcoinMessage({
        address: wallet.keys.payment.address,
        message: 'sats',
        signature: signed.result.signature,
        network: 'testnet',
      }),
    ).toMatchObject({ valid: true })

    wallet.rejectNext('signMessage')
    expect(
      await provider.request('signMessage', {
        address: wallet.keys.payment.address,
        message: 'no',
      }),
    ).toMatchObject({ error: { code: -32000 } })

    wallet.switchNetwork('mainnet')
    await settle()
    expect(events).toEqual([expect.objectContaining({ type: 'networkChange' })])
  })

  it('gives each sats-connect wallet its own default path, and refuses a bad one', async () => {
    const { page, window } = createFakePage()
    await installTestBitcoinWallets(page, {
      wallets: [
        { id: 'a', face: 'sats-connect', wallet: createTestBitcoinWallet() },
        { id: 'b', face: 'sats-connect', wallet: createTestBitcoinWallet() },
      ],
    })
    expect((window.btc_providers as { id: string }[]).map((p) => p.id)).toEqual([
      'KeywayTestBitcoin0.BitcoinProvider',
      'KeywayTestBitcoin1.BitcoinProvider',
    ])
    expect(() =>
      createInjectedBitcoinWalletScript({
        wallets: [{ id: 'x', face: 'sats-connect', name: 'X', icon: '', providerId: 'a..b' }],
      }),
    ).toThrow('providerId')
    expect(() =>
      createInjectedBitcoinWalletScript({
        wallets: [
          { id: 'x', face: 'wallet-standard', name: 'X', icon: '' },
          { id: 'x', face: 'wallet-standard', name: 'Y', icon: '' },
        ],
      }),
    ).toThrow('unique')
  })
})
