// One embedded-wallet frame for both namespaces (docs/embedded-wallet.md#loading-the-frame): with adapter-evm and adapter-solana
// behind one Keyway client that has `endpoints.frameHost`, both list the AUTH connector, and
// they use ONE frame client, so one email login connects the eip155 and the solana account.
// The frame client is a scripted stand-in answering as frame-host does (the requested
// namespace's address first, both accounts listed).
import { createSolanaAdapter, type SolanaAdapter } from '@keyway/adapter-solana'
import {
  type AuthProvider,
  type ChainDefinition,
  createKeyway,
  createMemoryStorage,
  type KeywayClient,
  solana,
} from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import type { CreateFrameClientParameters, FrameClient } from '@keyway/embedded-wallet'
import { afterEach, describe, expect, it } from 'vitest'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './connectors/connector-ids.js'
import { createEvmAdapter, type EvmAdapter } from './create-evm-adapter.js'
import { devnetNetworks, testDevnet } from './devnet.test-helpers.js'

const devnet = testDevnet()
const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

function userOn(chainId: string) {
  return {
    address: chainId.startsWith('solana:') ? SOLANA_ADDRESS : EVM_ADDRESS,
    chainId,
    accounts: [
      { address: EVM_ADDRESS, type: 'eoa' as const },
      { address: SOLANA_ADDRESS, type: 'eoa' as const },
    ],
  }
}

function fakeFrameClients() {
  const made: CreateFrameClientParameters[] = []
  const calls: string[] = []
  function create(parameters: CreateFrameClientParameters): FrameClient {
    made.push(parameters)
    const listeners = new Set<(state: unknown) => void>()
    let session = false
    let state = {
      status: 'idle',
      user: undefined as ReturnType<typeof userOn> | undefined,
      chainId: parameters.chainId,
    }
    const update = (patch: Partial<typeof state>) => {
      state = { ...state, ...patch }
      for (const listener of [...listeners]) listener(state)
    }
    const client = {
      get state() {
        return state
      },
      subscribe(listener: (s: unknown) => void) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      async load() {
        calls.push('load')
      },
      showFrame() {},
      hideFrame() {},
      async connectEmail() {
        calls.push('connectEmail')
        return { action: 'VERIFY_OTP' as const }
      },
      async connectOtp() {
        calls.push('connectOtp')
        session = true
        const user = userOn(state.chainId)
        update({ user })
        return user
      },
      async getUser({ chainId }: { chainId?: string } = {}) {
        calls.push(`getUser:${chainId ?? ''}`)
        if (!session) throw new Error('No user is signed in')
        const user = userOn(chainId ?? state.chainId)
        update({ user })
        return user
      },
      async isConnected() {
        return session
      },
      async switchNetwork({ chainId }: { chainId: string }) {
        update({ chainId })
        return { chainId }
      },
      async signOut() {
        calls.push('signOut')
        session = false
        update({ user: undefined })
      },
      destroy() {
        calls.push('destroy')
      },
    }
    return client as unknown as FrameClient
  }
  return { create, made, calls }
}

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

function page(fake: ReturnType<typeof fakeFrameClients>) {
  const evmNetworks = devnetNetworks(devnet)
  const storage = createMemoryStorage()
  const evm: EvmAdapter = createEvmAdapter({
    networks: evmNetworks,
    storage,
    embeddedWallet: { createFrameClient: fake.create },
  })
  const sol: SolanaAdapter = createSolanaAdapter({
    networks: [solana],
    storage,
    wallets: { get: () => [], on: () => () => undefined },
    embeddedWallet: { createFrameClient: fake.create },
  })
  const client: KeywayClient = createKeyway({
    adapters: [evm, sol],
    networks: [...evmNetworks, solana] as [ChainDefinition, ...ChainDefinition[]],
    projectId: 'project-1',
    endpoints: { frameHost: 'https://wallet.example.com' },
    storage,
    logger: { warn: () => undefined },
  })
  const destroy = () => {
    client.destroy()
    evm.destroy()
    sol.destroy()
  }
  stops.push(destroy)
  return { client, evm, sol }
}

/** The page once both adapters list the AUTH connector (its modules load first). */
async function loadedPage(fake: ReturnType<typeof fakeFrameClients>) {
  const loaded = page(fake)
  await keywayHost(loaded.client).embeddedWallet?.load()
  await expect
    .poll(() =>
      [loaded.evm, loaded.sol].every((a) => a.getConnectors().some((c) => c.type === 'AUTH')),
    )
    .toBe(true)
  return loaded
}

function authProviderOf(adapter: EvmAdapter | SolanaAdapter): AuthProvider {
  const auth = adapter.getConnectors().find((c) => c.type === 'AUTH')
  if (!auth) throw new Error('no AUTH connector')
  return auth.provider as AuthProvider
}

describe('one embedded-wallet frame for adapter-evm and adapter-solana (docs/embedded-wallet.md#loading-the-frame)', () => {
  it('lists the AUTH connector on both namespaces as one Email entry', async () => {
    const { client, evm, sol } = await loadedPage(fakeFrameClients())
    expect(authProviderOf(evm)).toBeDefined()
    expect(sol.getConnectors().find((c) => c.type === 'AUTH')?.chain).toBe('solana')
    const entries = client.state.connector.connectors.filter((c) => c.type === 'AUTH')
    expect(entries.map((c) => c.id)).toEqual([EMBEDDED_WALLET_CONNECTOR_ID])
  })

  it('makes one frame client for both; one login connects the eip155 and the solana account', async () => {
    const fake = fakeFrameClients()
    const { evm, sol } = await loadedPage(fake)
    await authProviderOf(evm).connectEmail({ email: 'me@example.com' })
    await authProviderOf(evm).connectOtp({ otp: '123456' })
    const solanaConnection = await sol.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    const evmConnection = await evm.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    expect(solanaConnection.address).toBe(SOLANA_ADDRESS)
    expect(evmConnection.address).toBe(EVM_ADDRESS)
    expect(fake.made).toHaveLength(1)
    expect(fake.calls.filter((c) => c === 'connectOtp')).toHaveLength(1)
  })

  it('signs both out when one disconnects, and removes the frame only with the last adapter', async () => {
    const fake = fakeFrameClients()
    const { evm, sol } = await loadedPage(fake)
    await authProviderOf(sol).connectOtp({ otp: '123456' })
    await sol.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    await evm.connect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    const solanaEnded: string[] = []
    sol.on('disconnect', ({ connectorId }) => solanaEnded.push(connectorId))

    await evm.disconnect({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    expect(fake.calls.filter((c) => c === 'signOut')).toHaveLength(1)
    expect(solanaEnded).toEqual([EMBEDDED_WALLET_CONNECTOR_ID])

    evm.destroy()
    expect(fake.calls).not.toContain('destroy')
    sol.destroy()
    expect(fake.calls.filter((c) => c === 'destroy')).toHaveLength(1)
  })
})
