import {
  type Devnet,
  EVM_CHAIN_ID,
  EVM_CHAIN_ID_2,
  keywayAccountArtifact,
  keywayAccountFactoryArtifact,
  startDevnet,
} from 'devnet'
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  getContractAddress,
  type Hex,
  http,
  isErc6492Signature,
  numberToHex,
  parseEther,
  zeroHash,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import { createLocalFileKeyProvider, type KeyProvider } from '../keys/index.js'
import { createOriginsSource } from '../server/origins.js'
import { loadPreferredAccountType } from '../store/account-types.js'
import {
  type CallResult,
  call,
  createRecordedMailer,
  signIn,
  tempKeys,
} from '../testing/frame-host.test-helpers.js'
import { frameRpc } from './approved-rpc.test-helpers.js'

/**
 * Smart accounts on devnet's chain (README "Smart accounts"): chain 31337 has devnet's
 * KeywayAccountFactory in SMART_ACCOUNT_FACTORIES, chain 31338 is served without one. A
 * user who prefers the smart account gets it as their account, signs for it (ERC-6492 before
 * it exists, ERC-1271 after) and sends from its balance through the owner EOA.
 */
const keys = tempKeys()
const mailer = createRecordedMailer()
let devnet: Devnet
let host: FrameHost
let factory: Address
/** Data keys unwrapped so far: how many times a user's key was opened. */
let unwraps = 0
const withFactory = `eip155:${EVM_CHAIN_ID}`
const withoutFactory = `eip155:${EVM_CHAIN_ID_2}`

beforeAll(async () => {
  devnet = await startDevnet({ ports: 'free' })
  const known = devnet.smartAccountFactories[String(EVM_CHAIN_ID)]
  if (!known) throw new Error('devnet names no smart-account factory on its first chain')
  factory = known
  const files = await createLocalFileKeyProvider({ path: keys.kekFile })
  const counting: KeyProvider = {
    currentKekId: files.currentKekId,
    wrapDataKey: (...args) => files.wrapDataKey(...args),
    unwrapDataKey: (...args) => {
      unwraps++
      return files.unwrapDataKey(...args)
    },
  }
  host = await createFrameHost({
    keys: counting,
    mail: mailer,
    configApiUrl: createOriginsSource({ configApiUrl: devnet.urls.configApi }),
    chainRpcUrls: { [withFactory]: devnet.urls.evmRpc, [withoutFactory]: devnet.urls.evmRpc2 },
    smartAccountFactories: { [withFactory]: factory },
  })
}, 180_000)
afterAll(async () => {
  await host?.stop()
  await devnet?.stop()
  keys.remove()
})

const client = () =>
  createPublicClient({ transport: http(devnet.urls.evmRpc, { timeout: 10_000 }) })

function expectError(answer: CallResult, status: number, code: string, message: string | RegExp) {
  expect(answer.json?.error).toEqual({
    code,
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  })
  expect(answer.status).toBe(status)
}

async function newUser(email: string) {
  const token = await signIn(host.url, mailer, email)
  const me = await call(host.url, 'GET', '/v1/user', { token })
  const owner = me.json.user.accounts.eip155 as Address
  // As the frame asks: a not-safe method is prepared and approved first (approved-rpc).
  const rpc = (chainId: string, method: string, params?: unknown) =>
    frameRpc(host.url, token, { chainId, method, ...(params === undefined ? {} : { params }) })
  const user = (chainId?: string) =>
    call(host.url, 'GET', `/v1/user${chainId ? `?chainId=${chainId}` : ''}`, { token })
  const prefer = (chainId: string, type: 'eoa' | 'smartAccount') =>
    call(host.url, 'POST', '/v1/account/preferred-type', { token, body: { chainId, type } })
  return { token, owner, rpc, user, prefer, userId: me.json.user.id as string }
}

/** KeywayAccount's CREATE2 address computed here, from devnet's compiled creation code. */
function create2Address(owner: Address): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: zeroHash,
    bytecode: concat([
      keywayAccountArtifact.bytecode,
      encodeAbiParameters([{ type: 'address' }], [owner]),
    ]),
  })
}

async function fund(to: Address, value: bigint) {
  const funder = devnet.accounts.evm[8]
  if (!funder) throw new Error('no funded account')
  const wallet = createWalletClient({
    account: privateKeyToAccount(funder.privateKey),
    transport: http(devnet.urls.evmRpc, { timeout: 10_000 }),
  })
  const hash = await wallet.sendTransaction({ to, value, chain: null })
  await client().waitForTransactionReceipt({ hash, pollingInterval: 20 })
}

describe('smart-account networks and preference', () => {
  it('GET /v1/smart-accounts lists the chains of SMART_ACCOUNT_FACTORIES', async () => {
    const answer = await call(host.url, 'GET', '/v1/smart-accounts')
    expect(answer.json).toEqual({ smartAccountEnabledNetworks: [EVM_CHAIN_ID] })
  })

  it("the smart account is the factory's CREATE2 address for the owner and salt 0 (computed and addressOf agree)", async () => {
    const u = await newUser('sa-address@example.com')
    const answer = await u.user(withFactory)
    const onChain = await client().readContract({
      address: factory,
      abi: keywayAccountFactoryArtifact.abi,
      functionName: 'addressOf',
      args: [u.owner, zeroHash],
    })
    expect(answer.json.user).toMatchObject({
      accounts: { eip155: u.owner },
      preferredAccountType: 'eoa',
      smartAccount: { chainId: withFactory, address: onChain, deployed: false },
    })
    expect(onChain).toBe(create2Address(u.owner))
    // No chain named, or a chain without a factory: the preference only.
    expect((await u.user()).json.user.smartAccount).toBeUndefined()
    expect((await u.user(withoutFactory)).json.user).toMatchObject({ preferredAccountType: 'eoa' })
    expect((await u.user(withoutFactory)).json.user.smartAccount).toBeUndefined()
    // A network frame-host does not serve (the dapp's own choice): the user, without one.
    const unserved = await u.user('eip155:999')
    expect(unserved.status).toBe(200)
    expect(unserved.json.user).toMatchObject({ preferredAccountType: 'eoa' })
    expect(unserved.json.user.smartAccount).toBeUndefined()
  })

  it('stores the preference per user; a smart account is refused on a chain without a factory', async () => {
    const u = await newUser('sa-prefer@example.com')
    const other = await newUser('sa-prefer-other@example.com')
    expectError(
      await u.prefer(withoutFactory, 'smartAccount'),
      400,
      'smart_account_unavailable',
      'Smart accounts are not available in this wallet',
    )
    expectError(
      await u.prefer('eip155:999', 'smartAccount'),
      400,
      'smart_account_unavailable',
      'Smart accounts are not available in this wallet',
    )
    expect(await loadPreferredAccountType(host.db, u.userId)).toBe('eoa')

    const chosen = await u.prefer(withFactory, 'smartAccount')
    expect(chosen.json).toEqual({ type: 'smartAccount', address: create2Address(u.owner) })
    expect(await loadPreferredAccountType(host.db, u.userId)).toBe('smartAccount')
    expect(await loadPreferredAccountType(host.db, other.userId)).toBe('eoa')
    expect((await u.user(withFactory)).json.user.preferredAccountType).toBe('smartAccount')
    expect((await u.rpc(withFactory, 'eth_accounts')).json.result).toEqual([
      create2Address(u.owner),
    ])
    // Where there is no factory, the EOA stays the account.
    expect((await u.rpc(withoutFactory, 'eth_requestAccounts')).json.result).toEqual([u.owner])
    expect((await other.rpc(withFactory, 'eth_accounts')).json.result).toEqual([other.owner])

    // The EOA can be chosen from any network, one frame-host does not serve included.
    const back = await u.prefer('eip155:1', 'eoa')
    expect(back.json).toEqual({ type: 'eoa', address: u.owner })
    expect((await u.rpc(withFactory, 'eth_accounts')).json.result).toEqual([u.owner])
  })

  it('refuses a preference without a session or with a bad type', async () => {
    const none = await call(host.url, 'POST', '/v1/account/preferred-type', {
      body: { chainId: withFactory, type: 'smartAccount' },
    })
    expect(none.status).toBe(401)
    const u = await newUser('sa-bad@example.com')
    const bad = await call(host.url, 'POST', '/v1/account/preferred-type', {
      token: u.token,
      body: { chainId: withFactory, type: 'contract' },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.error.code).toBe('invalid_input')
  })
})

describe('a smart-account user on the chain with a factory', () => {
  it('signs for the account (ERC-6492 before it exists), sends ETH from its balance through the owner, and signs plainly once deployed', async () => {
    const u = await newUser('sa-send@example.com')
    const account = (await u.prefer(withFactory, 'smartAccount')).json.address as Address
    const publicClient = client()

    // Before deployment: the owner's signature wrapped per ERC-6492, valid for the account.
    const message = 'Sign in with a smart account'
    const early = await u.rpc(withFactory, 'personal_sign', [message, account])
    expect(early.status).toBe(200)
    const earlySignature = early.json.result as Hex
    expect(isErc6492Signature(earlySignature)).toBe(true)
    expect(
      await publicClient.verifyMessage({ address: account, message, signature: earlySignature }),
    ).toBe(true)
    expect(
      await publicClient.verifyMessage({ address: u.owner, message, signature: earlySignature }),
    ).toBe(false)

    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      domain: { name: 'Keyway', chainId: EVM_CHAIN_ID },
      message: { text: 'hello' },
    } as const
    const typed = await u.rpc(withFactory, 'eth_signTypedData_v4', [
      account,
      JSON.stringify(typedData),
    ])
    expect(typed.status).toBe(200)
    expect(
      await publicClient.verifyTypedData({
        address: account,
        ...typedData,
        signature: typed.json.result as Hex,
      }),
    ).toBe(true)

    // The owner's own address is not an account of this wallet while the smart account is,
    // and asking for it opens no key.
    const opened = unwraps
    expectError(
      await u.rpc(withFactory, 'personal_sign', [message, u.owner]),
      400,
      'invalid_signing_request',
      /is not this wallet's account/,
    )
    expect(unwraps).toBe(opened)
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    expectError(
      await u.rpc(withFactory, 'eth_sendTransaction', [
        { from: u.owner, to: recipient, value: numberToHex(1n) },
      ]),
      400,
      'invalid_signing_request',
      `eth_sendTransaction: ${u.owner} is not this wallet's account (${account})`,
    )

    // The account holds the value; the owner EOA holds the gas.
    await fund(account, parseEther('1'))
    await fund(u.owner, parseEther('0.1'))
    const sent = await u.rpc(withFactory, 'eth_sendTransaction', [
      { from: account, to: recipient, value: numberToHex(parseEther('0.25')) },
    ])
    expect(sent.status).toBe(200)
    const first = await publicClient.waitForTransactionReceipt({
      hash: sent.json.result as Hex,
      pollingInterval: 20,
    })
    expect(first.status).toBe('success')
    expect(first.from.toLowerCase()).toBe(u.owner.toLowerCase())
    expect(first.to?.toLowerCase()).toBe(factory.toLowerCase())
    expect(await publicClient.getBalance({ address: recipient })).toBe(parseEther('0.25'))
    expect(await publicClient.getBalance({ address: account })).toBe(parseEther('0.75'))
    const ownerBalance = await publicClient.getBalance({ address: u.owner })
    expect(ownerBalance).toBeLessThan(parseEther('0.1'))
    expect(ownerBalance).toBeGreaterThan(parseEther('0.09'))
    expect((await u.user(withFactory)).json.user.smartAccount).toEqual({
      chainId: withFactory,
      address: account,
      deployed: true,
    })

    // Deployed: the next send calls the account itself.
    const again = await u.rpc(withFactory, 'eth_sendTransaction', [
      { from: account, to: recipient, value: numberToHex(parseEther('0.05')), data: '0x' },
    ])
    const second = await publicClient.waitForTransactionReceipt({
      hash: again.json.result as Hex,
      pollingInterval: 20,
    })
    expect(second.status).toBe('success')
    expect(second.to?.toLowerCase()).toBe(account.toLowerCase())
    expect(await publicClient.getBalance({ address: recipient })).toBe(parseEther('0.3'))

    // After deployment: a plain ERC-1271 signature, and the early one still verifies.
    const late = await u.rpc(withFactory, 'personal_sign', [message, account])
    const lateSignature = late.json.result as Hex
    expect(isErc6492Signature(lateSignature)).toBe(false)
    expect(lateSignature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(
      await publicClient.verifyMessage({ address: account, message, signature: lateSignature }),
    ).toBe(true)
    expect(
      await publicClient.verifyMessage({ address: account, message, signature: earlySignature }),
    ).toBe(true)
  })

  it('a send the account cannot pay for is refused by the chain, and nothing is mined', async () => {
    const u = await newUser('sa-poor@example.com')
    const account = (await u.prefer(withFactory, 'smartAccount')).json.address as Address
    await fund(u.owner, parseEther('0.1'))
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const answer = await u.rpc(withFactory, 'eth_sendTransaction', [
      { from: account, to: recipient, value: numberToHex(parseEther('1')) },
    ])
    expectError(answer, 400, 'chain_rejected', /balance too low for value/)
    expect(await client().getCode({ address: account })).toBeUndefined()
  })

  it('a contract creation from the smart account is refused with a clear message', async () => {
    const u = await newUser('sa-create@example.com')
    const account = (await u.prefer(withFactory, 'smartAccount')).json.address as Address
    const answer = await u.rpc(withFactory, 'eth_sendTransaction', [
      { from: account, data: '0x6000' },
    ])
    expectError(
      answer,
      400,
      'invalid_input',
      'eth_sendTransaction: a smart account cannot deploy a contract (the request has no "to")',
    )
  })
})
