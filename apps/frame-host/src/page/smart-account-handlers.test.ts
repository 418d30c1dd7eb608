import { type Devnet, EVM_CHAIN_ID, EVM_CHAIN_ID_2, startDevnet } from '@keyway/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import { smartAccountChainsSchema } from '../rpc/smart-accounts.js'
import {
  createRecordedMailer,
  TEST_FRAME,
  tempKeys,
  testOrigins,
} from '../testing/frame-host.test-helpers.js'
import { createFrameApi } from './api.js'
import type { ApprovalCard } from './approval-card.js'
import { createRequestHandlers } from './handlers.js'
import { createFrameStorage, createMemoryStorage } from './storage.js'

/**
 * The frame's smart-account events against frame-host in this process and devnet's chains:
 * chain 31337 has devnet's ERC-4337 stack in SMART_ACCOUNTS, chain 31338 has none.
 */
const keys = tempKeys()
const mailer = createRecordedMailer()
let devnet: Devnet
let host: FrameHost
const withFactory = `eip155:${EVM_CHAIN_ID}`
const withoutFactory = `eip155:${EVM_CHAIN_ID_2}`

beforeAll(async () => {
  devnet = await startDevnet({ ports: 'free' })
  host = await createFrameHost({
    keys,
    mail: mailer,
    configApiUrl: testOrigins,
    chainRpcUrls: { [withFactory]: devnet.urls.evmRpc, [withoutFactory]: devnet.urls.evmRpc2 },
    smartAccounts: smartAccountChainsSchema.parse(devnet.smartAccounts),
  })
}, 180_000)
afterAll(async () => {
  await host?.stop()
  await devnet?.stop()
  keys.remove()
})

const approveAll: ApprovalCard = { ask: () => Promise.resolve(true) }

function frame() {
  const storage = createFrameStorage(createMemoryStorage())
  const api = createFrameApi({ baseUrl: host.url, storage, frame: TEST_FRAME })
  const handlers = createRequestHandlers({
    api,
    storage,
    card: approveAll,
    defaultChainId: withFactory,
    parentOrigin: 'https://dapp.example',
    themeRoot: undefined as unknown as HTMLElement,
  })
  let n = 0
  const request = (event: string, payload: unknown = {}) =>
    handlers.handle({
      kind: 'request',
      id: `sa-request-${String(++n).padStart(8, '0')}`,
      event,
      payload,
    } as never) as Promise<Record<string, unknown>>
  return { storage, request }
}

async function signedIn(label: string) {
  const f = frame()
  const email = `${label}-${Date.now()}@example.com`
  await f.request('connectEmail', { email })
  await f.request('connectOtp', { otp: mailer.codeFor(email) })
  return f
}

describe('the frame on a frame-host with smart accounts', () => {
  it("getSmartAccountEnabledNetworks answers SMART_ACCOUNTS' chains", async () => {
    expect(await frame().request('getSmartAccountEnabledNetworks')).toEqual({
      smartAccountEnabledNetworks: [EVM_CHAIN_ID],
    })
  })

  it('a new user is on the smart account where the chain has the stack, listed and not deployed', async () => {
    const f = await signedIn('sa-frame-new')
    const user = await f.request('getUser', {})
    const accounts = user.accounts as Array<{ address: string; type: string }>
    expect(user).toMatchObject({
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(accounts.map((a) => a.type)).toEqual(['eoa', 'smartAccount', 'eoa'])
    expect(user.address).toBe(accounts[1]?.address)
    const init = await f.request('initSmartAccount')
    expect(init).toEqual({ address: accounts[1]?.address, isDeployed: false })
  })

  it('setPreferredAccount switches between the EOA and the smart account, both addresses stable; refused where the chain has no stack', async () => {
    const f = await signedIn('sa-frame-prefer')
    const first = await f.request('getUser', {})
    const eoa = (first.accounts as Array<{ address: string }>)[0]?.address
    expect(await f.request('setPreferredAccount', { type: 'eoa' })).toEqual({
      type: 'eoa',
      address: eoa,
    })
    expect((await f.request('getUser', {})).address).toBe(eoa)
    const chosen = await f.request('setPreferredAccount', { type: 'smartAccount' })
    expect(chosen.type).toBe('smartAccount')
    expect(chosen.address).not.toBe(eoa)
    expect(chosen.address).toBe(first.address)
    expect(f.storage.preferredAccountType()).toBe('smartAccount')
    const user = await f.request('getUser', {})
    expect(user).toMatchObject({
      address: chosen.address,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    const accounts = await f.request('rpcRequest', { chainId: withFactory, method: 'eth_accounts' })
    expect(accounts).toEqual({ result: [chosen.address] })

    // The other chain has no factory: the EOA is the account there, and the switch is refused.
    expect(await f.request('switchNetwork', { chainId: withoutFactory })).toEqual({
      chainId: withoutFactory,
    })
    expect(await f.request('getUser', {})).toMatchObject({
      address: eoa,
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    await expect(f.request('setPreferredAccount', { type: 'smartAccount' })).rejects.toThrow(
      'Smart accounts are not available in this wallet',
    )
    await expect(f.request('initSmartAccount')).rejects.toThrow(
      'Smart accounts are not available in this wallet',
    )
    // The refusal changed nothing: back on the first chain, the smart account is still preferred.
    await f.request('switchNetwork', { chainId: withFactory })
    expect((await f.request('getUser', {})).address).toBe(chosen.address)

    expect(await f.request('setPreferredAccount', { type: 'eoa' })).toEqual({
      type: 'eoa',
      address: eoa,
    })
    expect((await f.request('getUser', {})).address).toBe(eoa)
  })
})
