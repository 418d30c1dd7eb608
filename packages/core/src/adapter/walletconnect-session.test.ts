import { describe, expect, it, vi } from 'vitest'
import { toUniversalProviderInitOptions } from './universal-provider-options.js'
import {
  createWalletConnectSession,
  sessionAddresses,
  sessionChainReferences,
  type WalletConnectNamespaceRequest,
  type WalletConnectSessionLike,
} from './walletconnect-session.js'

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

const session: WalletConnectSessionLike = {
  namespaces: {
    eip155: {
      chains: ['eip155:1'],
      accounts: ['eip155:1:0xabc', 'eip155:10:0xabc', 'eip155:10:0xdef'],
    },
    solana: { accounts: [`${SOLANA_MAINNET}:So1ana`] },
  },
}

describe('sessionAddresses', () => {
  it("gives the unique addresses of one namespace's accounts, in order", () => {
    expect(sessionAddresses(session, 'eip155')).toEqual(['0xabc', '0xdef'])
    expect(sessionAddresses(session, 'solana')).toEqual(['So1ana'])
  })

  it('is empty without a session or without the namespace', () => {
    expect(sessionAddresses(undefined, 'eip155')).toEqual([])
    expect(sessionAddresses(session, 'bip122')).toEqual([])
  })
})

describe('sessionChainReferences', () => {
  it("gives the namespace's chains, then the chains of its accounts, once each", () => {
    expect(sessionChainReferences(session, 'eip155')).toEqual(['1', '10'])
  })

  it('reads the chains from the accounts when the wallet lists none', () => {
    expect(sessionChainReferences(session, 'solana')).toEqual(['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
  })

  it('skips malformed ids and is empty without a session', () => {
    const odd = { namespaces: { eip155: { chains: ['eip155'], accounts: [] } } }
    expect(sessionChainReferences(odd, 'eip155')).toEqual([])
    expect(sessionChainReferences(undefined, 'eip155')).toEqual([])
  })
})

describe('toUniversalProviderInitOptions', () => {
  const metadata = { name: 'Dapp', description: 'd', url: 'https://dapp.example', icons: [] }

  it('turns telemetry off and the logger silent, and leaves out what is not given', () => {
    expect(toUniversalProviderInitOptions({ projectId: 'p', metadata })).toEqual({
      projectId: 'p',
      metadata,
      telemetryEnabled: false,
      logger: 'silent',
    })
  })

  it('passes the relay URL, storage and storage prefix on when given', () => {
    const storage = { getItem: async () => undefined }
    expect(
      toUniversalProviderInitOptions({
        projectId: 'p',
        metadata,
        relayUrl: 'ws://127.0.0.1:1',
        storage,
        customStoragePrefix: 'dapp',
      }),
    ).toMatchObject({ relayUrl: 'ws://127.0.0.1:1', storage, customStoragePrefix: 'dapp' })
  })
})

type ConnectCall = { optionalNamespaces: Record<string, WalletConnectNamespaceRequest> }

/** A universal provider stand-in: records proposals; the test emits its events. */
function fakeProvider(options: { session?: WalletConnectSessionLike } = {}) {
  const listeners = new Map<string, ((payload: unknown) => void)[]>()
  const proposals: ConnectCall[] = []
  let disconnects = 0
  let proposalMade = () => {}
  const whenProposed = new Promise<void>((resolve) => {
    proposalMade = resolve
  })
  const provider = {
    session: options.session,
    on(event: string, listener: (payload: never) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener as (p: unknown) => void])
    },
    emit(event: string, payload?: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
    /** Set while a proposal waits for the wallet: the test ends it. */
    approve: (_: WalletConnectSessionLike) => {},
    async connect(call: ConnectCall) {
      proposals.push(call)
      // The provider shows the pairing uri while the proposal waits for the wallet.
      provider.emit('display_uri', 'wc:own')
      await new Promise<void>((resolve) => {
        provider.approve = (approved) => {
          provider.session = approved
          resolve()
        }
        proposalMade()
      })
    },
    async disconnect() {
      disconnects += 1
      provider.session = undefined
      throw new Error('relay gone')
    },
  }
  return {
    provider,
    proposals,
    whenProposed,
    get disconnects() {
      return disconnects
    },
  }
}

const solanaRequest: WalletConnectNamespaceRequest = {
  chains: [SOLANA_MAINNET],
  methods: ['solana_signMessage'],
  events: [],
}

describe('createWalletConnectSession', () => {
  it('loads the provider once, listens once, and loads again after a failed load', async () => {
    const { provider } = fakeProvider()
    let loads = 0
    let listened = 0
    const wc = createWalletConnectSession({
      load: async () => {
        loads += 1
        if (loads === 1) throw new Error('offline')
        return provider
      },
      listen: () => {
        listened += 1
      },
      onDisplayUri: () => {},
      onSessionEnded: () => {},
    })
    await expect(wc.getProvider()).rejects.toThrow('offline')
    expect(await wc.getProvider()).toBe(provider)
    expect(await wc.getProvider()).toBe(provider)
    expect([loads, listened]).toEqual([2, 1])
  })

  it('proposes its namespace beside the others in one proposal, and shows only its own pairing uri', async () => {
    const fake = fakeProvider()
    const uris: string[] = []
    const wc = createWalletConnectSession({
      load: async () => fake.provider,
      onDisplayUri: (uri) => uris.push(uri),
      onSessionEnded: () => {},
    })
    const eip155 = { chains: ['eip155:1'], methods: ['personal_sign'], events: [] }
    // The provider's types take no explicit `rpcMap: undefined`: it is left out.
    const proposed = wc.propose('solana', solanaRequest, {
      eip155: { ...eip155, rpcMap: undefined },
    })
    await fake.whenProposed
    fake.provider.approve(session)
    expect(await proposed).toBe(fake.provider)
    expect(fake.proposals).toStrictEqual([
      { optionalNamespaces: { eip155, solana: solanaRequest } },
    ])
    // Another adapter's pairing on the same provider: not this adapter's uri to show.
    fake.provider.emit('display_uri', 'wc:other')
    expect(uris).toEqual(['wc:own'])
  })

  it('reuses an existing session instead of proposing', async () => {
    const fake = fakeProvider({ session })
    const wc = createWalletConnectSession({
      load: async () => fake.provider,
      onDisplayUri: () => {},
      onSessionEnded: () => {},
    })
    expect(await wc.propose('solana', solanaRequest, undefined)).toBe(fake.provider)
    expect(fake.proposals).toEqual([])
  })

  it("authenticates through the caller's call, shows its own uri and gives the wallet's CACAOs", async () => {
    const fake = fakeProvider()
    const uris: string[] = []
    const wc = createWalletConnectSession({
      load: async () => fake.provider,
      onDisplayUri: (uri) => uris.push(uri),
      onSessionEnded: () => {},
    })
    const cacao = { h: { t: 'caip122' }, p: {}, s: { t: 'eip191', s: '0x' } }
    let settle: (auths?: unknown[]) => void = () => {}
    const authenticated = wc.authenticate(async (provider) => {
      expect(provider).toBe(fake.provider)
      provider.emit('display_uri', 'wc:auth')
      return new Promise((resolve) => {
        settle = (auths) => {
          provider.session = session
          resolve({ auths })
        }
      })
    })
    await vi.waitFor(() => expect(uris).toEqual(['wc:auth']))
    settle([cacao])
    expect(await authenticated).toEqual({ provider: fake.provider, auths: [cacao] })
    expect(fake.proposals).toEqual([])
    // The pairing is done: a later uri on the shared provider is another adapter's.
    fake.provider.emit('display_uri', 'wc:other')
    expect(uris).toEqual(['wc:auth'])
  })

  it('authenticates nothing when there is a session, and passes a failure on', async () => {
    const withSession = fakeProvider({ session })
    const run = vi.fn(async () => ({ auths: [] }))
    const reused = createWalletConnectSession({
      load: async () => withSession.provider,
      onDisplayUri: () => {},
      onSessionEnded: () => {},
    })
    expect(await reused.authenticate(run)).toEqual({ provider: withSession.provider })
    expect(run).not.toHaveBeenCalled()
    const fresh = createWalletConnectSession({
      load: async () => fakeProvider().provider,
      onDisplayUri: () => {},
      onSessionEnded: () => {},
    })
    await expect(fresh.authenticate(() => Promise.reject('User rejected.'))).rejects.toBe(
      'User rejected.',
    )
  })

  it('reports the end of the session by the wallet or the relay', async () => {
    const fake = fakeProvider({ session })
    const ended: string[] = []
    const wc = createWalletConnectSession({
      load: async () => fake.provider,
      onDisplayUri: () => {},
      onSessionEnded: () => ended.push('ended'),
    })
    await wc.getProvider()
    fake.provider.emit('session_delete')
    fake.provider.emit('disconnect')
    expect(ended).toEqual(['ended', 'ended'])
  })

  it('disconnect drops the session even when the relay fails, and does nothing without one', async () => {
    const fake = fakeProvider({ session })
    const wc = createWalletConnectSession({
      load: async () => fake.provider,
      onDisplayUri: () => {},
      onSessionEnded: () => {},
    })
    await expect(wc.disconnect()).resolves.toBeUndefined()
    await wc.disconnect()
    expect(fake.disconnects).toBe(1)
  })
})

describe('createWalletConnectSession while the relay is unreachable', () => {
  /** A provider whose proposals wait until the test publishes or approves one. */
  function stuckRelayProvider() {
    const proposals: { approve: () => void; fail: (error: Error) => void }[] = []
    const listeners = new Map<string, (payload: unknown) => void>()
    const provider = {
      session: undefined as WalletConnectSessionLike | undefined,
      on(event: string, listener: (payload: never) => void) {
        listeners.set(event, listener as (payload: unknown) => void)
      },
      emit: (event: string, payload: unknown) => listeners.get(event)?.(payload),
      connect(_: ConnectCall) {
        return new Promise<void>((resolve, reject) => {
          proposals.push({
            approve: () => {
              provider.session = session
              resolve()
            },
            fail: reject,
          })
        })
      },
      async disconnect() {},
    }
    return { provider, proposals }
  }
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('proposes again on a retry, and settles when the wallet approves the stuck proposal', async () => {
    const fake = stuckRelayProvider()
    const wc = createWalletConnectSession({
      load: async () => fake.provider,
      onDisplayUri: () => {},
      onSessionEnded: () => {},
    })
    void wc.propose('solana', solanaRequest, undefined).catch(() => undefined)
    await tick()
    const retry = wc.propose('solana', solanaRequest, undefined)
    await tick()
    expect(fake.proposals).toHaveLength(2)
    // The relay came back and published the first proposal; the wallet approved it.
    fake.proposals[0]?.approve()
    expect(await retry).toBe(fake.provider)
  })

  it('fails with the newest error once every proposal has failed', async () => {
    const fake = stuckRelayProvider()
    const wc = createWalletConnectSession({
      load: async () => fake.provider,
      onDisplayUri: () => {},
      onSessionEnded: () => {},
    })
    void wc.propose('solana', solanaRequest, undefined).catch(() => undefined)
    await tick()
    const retry = wc.propose('solana', solanaRequest, undefined)
    await tick()
    fake.proposals[0]?.fail(new Error('Failed to publish custom payload'))
    fake.proposals[1]?.fail(new Error('Proposal expired'))
    await expect(retry).rejects.toThrow('Proposal expired')
  })

  it('does not carry a proposal that showed its uri into the next one (a renewal)', async () => {
    const fake = stuckRelayProvider()
    const uris: string[] = []
    const wc = createWalletConnectSession({
      load: async () => fake.provider,
      onDisplayUri: (uri) => uris.push(uri),
      onSessionEnded: () => {},
    })
    void wc.propose('solana', solanaRequest, undefined).catch(() => undefined)
    await tick()
    fake.provider.emit('display_uri', 'wc:first')
    const renewed = wc.propose('solana', solanaRequest, undefined)
    await tick()
    fake.proposals[0]?.fail(new Error('Proposal expired'))
    fake.provider.emit('display_uri', 'wc:second')
    fake.proposals[1]?.approve()
    expect(await renewed).toBe(fake.provider)
    expect(uris).toEqual(['wc:first', 'wc:second'])
  })
})
