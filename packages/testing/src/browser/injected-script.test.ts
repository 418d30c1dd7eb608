import { createContext, runInContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { TestProviderRpcError } from '../eip1193/errors.js'
import type { TestEip1193Provider } from '../eip1193/provider.js'
import { testWalletIcon } from '../eip6963.js'
import { createInjectedWalletScript, type WalletBridgeRequest } from './injected-script.js'
import { installTestWallets, type WalletPage } from './install-test-wallets.js'

type PageProvider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (payload: unknown) => void): unknown
  removeListener(event: string, listener: (payload: unknown) => void): unknown
}
type Announced = { info: { rdns: string; name: string }; provider: PageProvider }

const walletA = {
  id: 'a',
  info: { uuid: 'uuid-a', name: 'Wallet A', icon: testWalletIcon('#f00', 'A'), rdns: 'dev.a' },
}
const walletB = {
  id: 'b',
  info: { uuid: 'uuid-b', name: 'Wallet B', icon: testWalletIcon('#00f', 'B'), rdns: 'dev.b' },
}

/** A page stand-in: a separate JS realm whose `window` is an EventTarget, like Chromium's. */
function createFakePage() {
  const window = new EventTarget() as EventTarget & Record<string, unknown>
  const announced: Announced[] = []
  window.addEventListener('eip6963:announceProvider', (event) => {
    announced.push((event as CustomEvent<Announced>).detail)
  })
  const context = createContext({ window, CustomEvent })
  const page: WalletPage = {
    async exposeFunction(name, callback) {
      window[name] = callback
    },
    async addInitScript({ content }) {
      runInContext(content, context)
    },
    // Like Playwright: the function is sent as source text and run in the page's realm.
    async evaluate(pageFunction, arg) {
      return runInContext(`(${pageFunction.toString()})(${JSON.stringify(arg)})`, context)
    },
  }
  return { window, announced, page, context }
}

describe('createInjectedWalletScript', () => {
  it('announces every wallet over EIP-6963 with its info', () => {
    const { announced, context } = createFakePage()
    runInContext(createInjectedWalletScript({ wallets: [walletA, walletB] }), context)
    expect(announced.map((d) => d.info.rdns)).toEqual(['dev.a', 'dev.b'])
  })

  it('answers eip6963:requestProvider again', () => {
    const { window, announced, context } = createFakePage()
    runInContext(createInjectedWalletScript({ wallets: [walletA] }), context)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toHaveLength(2)
  })

  it('forwards a request to the bridge with the wallet id and returns its result', async () => {
    const { window, announced, context } = createFakePage()
    const calls: WalletBridgeRequest[] = []
    window.__keywayTestWallet = async (request: WalletBridgeRequest) => {
      calls.push(request)
      return { result: `${request.walletId}:${request.method}` }
    }
    runInContext(createInjectedWalletScript({ wallets: [walletA, walletB] }), context)
    const second = announced[1]?.provider
    expect(await second?.request({ method: 'eth_chainId' })).toBe('b:eth_chainId')
    expect(calls).toEqual([{ walletId: 'b', method: 'eth_chainId', params: [] }])
  })

  it('rethrows a bridge error with its EIP-1193 code (4001 stays a user rejection)', async () => {
    const { window, announced, context } = createFakePage()
    window.__keywayTestWallet = async () => ({ error: { code: 4001, message: 'User rejected' } })
    runInContext(createInjectedWalletScript({ wallets: [walletA] }), context)
    await expect(announced[0]?.provider.request({ method: 'personal_sign' })).rejects.toMatchObject(
      { code: 4001, message: 'User rejected' },
    )
  })

  it('sets window.ethereum only to the wallet asked for', () => {
    const { window, announced, context } = createFakePage()
    runInContext(
      createInjectedWalletScript({ wallets: [walletA, walletB], windowEthereum: 'a' }),
      context,
    )
    expect(window.ethereum).toBe(announced[0]?.provider)
  })

  it('refuses duplicate wallet ids, an unknown windowEthereum and a bridge that is no identifier', () => {
    expect(() => createInjectedWalletScript({ wallets: [walletA, walletA] })).toThrow('unique')
    expect(() => createInjectedWalletScript({ wallets: [walletA], windowEthereum: 'x' })).toThrow()
    expect(() => createInjectedWalletScript({ wallets: [walletA], bridge: 'a-b' })).toThrow()
  })
})

describe('installTestWallets', () => {
  function fakeProvider(answer: (method: string) => unknown) {
    const listeners = new Map<string, Set<(payload: never) => void>>()
    const provider = {
      request: async ({ method }: { method: string }) => answer(method),
      on(event: string, listener: (payload: never) => void) {
        const set = listeners.get(event) ?? new Set()
        set.add(listener)
        listeners.set(event, set)
        return provider
      },
      removeListener(event: string, listener: (payload: never) => void) {
        listeners.get(event)?.delete(listener)
        return provider
      },
      emit(event: string, payload: unknown) {
        for (const l of listeners.get(event) ?? []) l(payload as never)
      },
    }
    return provider
  }

  it('routes each page provider to its own test wallet', async () => {
    const { page, announced } = createFakePage()
    const a = fakeProvider(() => 'from A')
    const b = fakeProvider(() => 'from B')
    await installTestWallets(page, {
      wallets: [
        { ...walletA, provider: a as unknown as TestEip1193Provider },
        { ...walletB, provider: b as unknown as TestEip1193Provider },
      ],
    })
    expect(await announced[1]?.provider.request({ method: 'eth_chainId' })).toBe('from B')
    expect(await announced[0]?.provider.request({ method: 'eth_chainId' })).toBe('from A')
  })

  it('serialises a wallet error with its code for the page', async () => {
    const { page, announced } = createFakePage()
    const a = fakeProvider(() => {
      throw new TestProviderRpcError(4902, 'Unrecognized chain')
    })
    await installTestWallets(page, {
      wallets: [{ ...walletA, provider: a as unknown as TestEip1193Provider }],
    })
    await expect(
      announced[0]?.provider.request({ method: 'wallet_switchEthereumChain' }),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('forwards wallet events to the page provider until stopped', async () => {
    const { page, announced } = createFakePage()
    const a = fakeProvider(() => null)
    const stop = await installTestWallets(page, {
      wallets: [{ ...walletA, provider: a as unknown as TestEip1193Provider }],
    })
    const seen: unknown[] = []
    announced[0]?.provider.on('chainChanged', (chainId) => seen.push(chainId))
    a.emit('chainChanged', '0x7a6a')
    await new Promise((resolve) => setImmediate(resolve))
    expect(seen).toEqual(['0x7a6a'])
    stop()
    a.emit('chainChanged', '0x7a69')
    await new Promise((resolve) => setImmediate(resolve))
    expect(seen).toEqual(['0x7a6a'])
  })
})
