// One-click auth (docs/validation.md#email-and-social-login): the request, the CACAO → session record mapping, and the
// connector against devnet's relay with a real @walletconnect/sign-client wallet.
import { randomUUID } from 'node:crypto'
import {
  type AdapterSignIn,
  isUserRejection,
  SignatureDeclinedError,
  type SiwxAuthRequest,
  type SiwxSession,
} from '@keyway/core'
import { canSignInWhileConnecting } from '@keyway/core/testing'
import { signSessionAuthenticate } from '@keyway/devnet'
import {
  createWalletConnectClosers,
  type KeyValueStorage,
  memoryKeyValueStorage,
} from '@keyway/test/walletconnect'
import { SignClient } from '@walletconnect/sign-client'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from '../create-evm-adapter.js'
import { devnetAccount, devnetNetworks, testDevnet } from '../devnet.test-helpers.js'
import { WALLET_CONNECT_CONNECTOR_ID } from './connector-ids.js'
import {
  cacaoToSession,
  type FormatAuthMessage,
  requestedChainIds,
  toAuthenticateError,
  toAuthenticateParameters,
  toSignInSessions,
} from './walletconnect-auth.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const request: SiwxAuthRequest = {
  domain: 'app.example.com',
  uri: 'https://app.example.com',
  nonce: 'nonce0123456789',
  statement: 'Sign in to Example.',
}
const eip155 = {
  chains: ['eip155:31337', 'eip155:31338'],
  methods: ['personal_sign'],
  events: ['accountsChanged'],
  rpcMap: { '31337': 'http://127.0.0.1:8545' },
}
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function cacaoFor(chain: string, overrides: Record<string, unknown> = {}) {
  return {
    h: { t: 'caip122' },
    p: {
      iss: `did:pkh:${chain}:${address}`,
      domain: 'app.example.com',
      aud: 'https://app.example.com',
      version: '1',
      nonce: 'nonce0123456789',
      iat: '2026-11-23T16:00:00.000Z',
      statement: 'Sign in to Example.',
      resources: ['urn:recap:abc'],
      ...overrides,
    },
    s: { t: 'eip191', s: '0xsignature' },
  }
}
const format: FormatAuthMessage = ({ request: p, iss }) => `${p.domain}|${iss}|${p.nonce}`

describe('the one-click auth request', () => {
  it('asks for every chain of every namespace the proposal would carry', () => {
    expect(requestedChainIds(eip155.chains, undefined)).toEqual(eip155.chains)
    const withSolana = requestedChainIds(eip155.chains, {
      solana: { chains: [SOLANA], methods: [], events: [] },
    })
    expect(withSolana).toEqual([...eip155.chains, SOLANA])
    // The choice rule over those chains: one-click auth only when all are eip155.
    expect(canSignInWhileConnecting(requestedChainIds(eip155.chains, undefined))).toBe(true)
    expect(canSignInWhileConnecting(withSolana)).toBe(false)
  })

  it("is built from the dapp's request, the eip155 chains and methods", () => {
    expect(
      toAuthenticateParameters(
        { ...request, expirationTime: '2026-11-24T00:00:00.000Z', resources: ['https://x.y'] },
        eip155,
      ),
    ).toEqual({
      chains: eip155.chains,
      domain: 'app.example.com',
      uri: 'https://app.example.com',
      nonce: 'nonce0123456789',
      statement: 'Sign in to Example.',
      methods: ['personal_sign'],
      exp: '2026-11-24T00:00:00.000Z',
      resources: ['https://x.y'],
      optionalNamespaces: { eip155 },
    })
  })
})

describe('CACAO → session record (docs/state.md#sign-in-session)', () => {
  it('maps the payload to the data, the formatted text to the message, and keeps the CACAO', () => {
    const cacao = cacaoFor('eip155:31337')
    expect(cacaoToSession(cacao, format)).toEqual({
      data: {
        accountAddress: address,
        chainId: 'eip155:31337',
        domain: 'app.example.com',
        uri: 'https://app.example.com',
        version: '1',
        nonce: 'nonce0123456789',
        issuedAt: '2026-11-23T16:00:00.000Z',
        statement: 'Sign in to Example.',
        resources: ['urn:recap:abc'],
      },
      message: `app.example.com|did:pkh:eip155:31337:${address}|nonce0123456789`,
      signature: '0xsignature',
      cacao,
    })
  })

  it('refuses what is no eip155 CAIP-122 CACAO', () => {
    expect(cacaoToSession(cacaoFor(SOLANA), format)).toBeUndefined()
    expect(cacaoToSession({ ...cacaoFor('eip155:1'), h: { t: 'eip4361' } }, format)).toBe(undefined)
    expect(cacaoToSession(cacaoFor('eip155:1', { iss: 'did:pkh:eip155:1:0x12' }), format)).toBe(
      undefined,
    )
    expect(cacaoToSession(cacaoFor('eip155:1', { nonce: 7 }), format)).toBeUndefined()
    expect(cacaoToSession(null, format)).toBeUndefined()
    expect(cacaoToSession('cacao', format)).toBeUndefined()
  })

  it("puts the connected chain's session first and leaves out unreadable CACAOs", () => {
    const sessions = toSignInSessions(
      [cacaoFor('eip155:31337'), { junk: true }, cacaoFor('eip155:31338')],
      31338,
      format,
    )
    expect(sessions.map((s) => s.data.chainId)).toEqual(['eip155:31338', 'eip155:31337'])
  })

  it("turns a wallet's decline (sign-client's bare text) into 'Signature declined'", () => {
    const declined = toAuthenticateError('User rejected.')
    expect(declined).toBeInstanceOf(SignatureDeclinedError)
    expect((declined as SignatureDeclinedError).shortMessage).toBe('Signature declined')
    // Still a rejection for the WalletConnect view (its words and Try again).
    expect(isUserRejection(declined)).toBe(true)
    const expired = toAuthenticateError('Request expired')
    expect(expired).toBeInstanceOf(Error)
    expect(expired).not.toBeInstanceOf(SignatureDeclinedError)
  })
})

const devnet = testDevnet()
const PROJECT_ID = 'keyway-test'
const walletAccount = privateKeyToAccount(devnetAccount(devnet, 2).privateKey)
const closers = createWalletConnectClosers()
afterAll(() => closers.closeAll())

/** WalletConnect's "user rejected" reason (getSdkError('USER_REJECTED')). */
const USER_REJECTED = { code: 5000, message: 'User rejected.' }

type WalletPeer = Awaited<ReturnType<typeof SignClient.init>>

/** A wallet app: one-click auth signed (or declined) when `auth` is set; else proposals only. */
async function startWallet(auth: 'approve' | 'reject' | undefined) {
  const seen: string[] = []
  const wallet: WalletPeer = await SignClient.init({
    projectId: PROJECT_ID,
    relayUrl: devnet.urls.relay,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'auth wallet', description: 'test', url: 'http://127.0.0.1', icons: [] },
    storage: memoryKeyValueStorage(),
    customStoragePrefix: `wallet-${randomUUID()}`,
  })
  const chains = devnet.chains.map((c) => `eip155:${c.chainId}`)
  const methods = ['personal_sign', 'eth_sendTransaction']
  if (auth) {
    wallet.on('session_authenticate', ({ id, params }) => {
      seen.push('session_authenticate')
      const answer =
        auth === 'reject'
          ? wallet.rejectSessionAuthenticate({ id, reason: USER_REJECTED })
          : signSessionAuthenticate({
              client: wallet,
              authPayload: params.authPayload,
              account: walletAccount,
              chains,
              methods,
            }).then((auths) => wallet.approveSessionAuthenticate({ id, auths }))
      answer.catch(() => undefined)
    })
  }
  wallet.on('session_proposal', ({ id }) => {
    seen.push('session_proposal')
    void wallet.approve({
      id,
      namespaces: {
        eip155: {
          chains,
          accounts: chains.map((c) => `${c}:${walletAccount.address}`),
          methods,
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
  })
  closers.closeLater(wallet)
  return { wallet, seen }
}

function createAdapter(
  storage: KeyValueStorage,
  options: { solana?: boolean } = {},
): { adapter: EvmAdapter; signIn: AdapterSignIn & { sessions: SiwxSession[] } } {
  const adapter = createEvmAdapter({
    networks: devnetNetworks(devnet),
    projectId: PROJECT_ID,
    walletConnect: {
      relayUrl: devnet.urls.relay,
      metadata: { name: 'Keyway test', description: 'test', url: 'http://127.0.0.1', icons: [] },
      storage,
      customStoragePrefix: `dapp-${randomUUID()}`,
      ...(options.solana
        ? { optionalNamespaces: { solana: { chains: [SOLANA], methods: [], events: [] } } }
        : {}),
    },
  })
  const sessions: SiwxSession[] = []
  const signIn = {
    sessions,
    createRequest: vi.fn(async (chainIds: readonly string[]) =>
      canSignInWhileConnecting(chainIds) ? request : undefined,
    ),
    complete: vi.fn(async (parameters: { sessions: readonly SiwxSession[] }) => {
      sessions.push(...parameters.sessions)
    }),
    fail: vi.fn(),
  }
  adapter.setSignIn?.(signIn)
  closers.add(async () => {
    const config = await adapter.loadWagmiConfig()
    const connector = config.connectors.find((c) => c.id === 'walletConnect')
    const provider = (await connector?.getProvider()) as { client: WalletPeer } | undefined
    provider?.client.core.heartbeat.stop()
    await provider?.client.core.relayer.transportClose().catch(() => undefined)
    adapter.destroy()
  })
  return { adapter, signIn }
}

function pairOnDisplay(adapter: EvmAdapter, wallet: WalletPeer) {
  let paired = false
  adapter.on('displayUri', ({ uri }) => {
    if (paired) return
    paired = true
    void wallet.pair({ uri })
  })
}

describe('WalletConnect one-click auth over devnet relay', () => {
  it('signs in while connecting when every chain is eip155: one request, a verifiable session', async () => {
    const { wallet, seen } = await startWallet('approve')
    const { adapter, signIn } = createAdapter(memoryKeyValueStorage())
    pairOnDisplay(adapter, wallet)
    const connection = await adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(connection).toMatchObject({ address: walletAccount.address, chainId: 31337 })
    expect(seen).toEqual(['session_authenticate'])
    expect(signIn.createRequest).toHaveBeenCalledWith(['eip155:31337', 'eip155:31338'])
    expect(signIn.complete).toHaveBeenCalledTimes(1)
    // One CACAO per chain the wallet signed for; the connected chain's first.
    expect(signIn.sessions.map((s) => s.data.chainId)).toEqual(['eip155:31337', 'eip155:31338'])
    const [session] = signIn.sessions
    if (!session) throw new Error('no session')
    expect(session.data).toMatchObject({
      accountAddress: walletAccount.address,
      domain: request.domain,
      uri: request.uri,
      nonce: request.nonce,
    })
    expect(session.message.split('\n').slice(0, 2)).toEqual([
      'app.example.com wants you to sign in with your Ethereum account:',
      walletAccount.address,
    ])
    expect(session.message).toContain(`Nonce: ${request.nonce}`)
    expect(session.cacao?.s.s).toBe(session.signature)
    const valid = await verifyMessage({
      address: walletAccount.address,
      message: session.message,
      signature: session.signature as Hex,
    })
    expect(valid).toBe(true)
    // The session's reads still go to the configured RPC (offline: only devnet answers).
    const provider = connection.provider as { request(a: { method: string }): Promise<unknown> }
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toMatch(/^0x/)
  })

  it('proposes a plain session when another namespace is asked for too: no sign-in while connecting', async () => {
    const { wallet, seen } = await startWallet('approve')
    const { adapter, signIn } = createAdapter(memoryKeyValueStorage(), { solana: true })
    pairOnDisplay(adapter, wallet)
    await adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(signIn.createRequest).toHaveBeenCalledWith(['eip155:31337', 'eip155:31338', SOLANA])
    expect(seen).toEqual(['session_proposal'])
    expect(signIn.complete).not.toHaveBeenCalled()
  })

  it('connects through the fallback proposal when the wallet has no one-click auth', async () => {
    const { wallet, seen } = await startWallet(undefined)
    const { adapter, signIn } = createAdapter(memoryKeyValueStorage())
    pairOnDisplay(adapter, wallet)
    const connection = await adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(connection.address).toBe(walletAccount.address)
    expect(seen).toEqual(['session_proposal'])
    expect(signIn.complete).not.toHaveBeenCalled()
    expect(signIn.fail).not.toHaveBeenCalled()
  })

  it("fails with 'Signature declined' when the wallet declines, and reports it once", async () => {
    const { wallet, seen } = await startWallet('reject')
    const { adapter, signIn } = createAdapter(memoryKeyValueStorage())
    pairOnDisplay(adapter, wallet)
    const error = await adapter
      .connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SignatureDeclinedError)
    expect(isUserRejection(error)).toBe(true)
    expect(seen).toEqual(['session_authenticate'])
    expect(signIn.fail).toHaveBeenCalledTimes(1)
    expect(signIn.fail).toHaveBeenCalledWith(error)
    expect(signIn.complete).not.toHaveBeenCalled()
  })
})
