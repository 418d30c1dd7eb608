import { createServer, type Server } from 'node:http'
import { type Devnet, EVM_CHAIN_ID, EVM_CHAIN_ID_2, startDevnet } from '@keyway/devnet'
import {
  Implementation,
  type SmartAccountsEnvironment,
  toMetaMaskSmartAccount,
} from '@metamask/smart-accounts-kit'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  isErc6492Signature,
  keccak256,
  numberToHex,
  parseUnits,
  toHex,
  zeroHash,
} from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import { loadPreferredAccountType } from '../store/account-types.js'
import {
  type CallResult,
  call,
  createRecordedMailer,
  signIn,
  tempKeys,
  testOrigins,
} from '../testing/frame-host.test-helpers.js'
import { frameRpc, prepareAndApprove } from './approved-rpc.test-helpers.js'
import { type SmartAccountChains, smartAccountChainsSchema } from './smart-accounts.js'

/**
 * Smart accounts on devnet's ERC-4337 stack (README "Smart accounts"): chain 31337 is in
 * SMART_ACCOUNTS (alto bundler, verifying paymaster, MetaMask's delegation framework),
 * chain 31338 is served without it. A new user's account on 31337 is their HybridDeleGator;
 * its sends are sponsored user operations; its signatures verify before deployment
 * (ERC-6492) and after (ERC-1271).
 */
const keys = tempKeys()
const strictKeys = tempKeys()
const mailer = createRecordedMailer()
let devnet: Devnet
let host: FrameHost
/** The same stack with a signing limit of 1 per window. */
let strict: FrameHost
let smartAccounts: SmartAccountChains
let usdc: Address
const withStack = `eip155:${EVM_CHAIN_ID}`
const withoutStack = `eip155:${EVM_CHAIN_ID_2}`

beforeAll(async () => {
  devnet = await startDevnet({ ports: 'free' })
  smartAccounts = smartAccountChainsSchema.parse(devnet.smartAccounts)
  usdc = devnet.evm.chains[0]?.contracts.usdc as Address
  const common = {
    mail: mailer,
    configApiUrl: testOrigins,
    chainRpcUrls: { [withStack]: devnet.urls.evmRpc, [withoutStack]: devnet.urls.evmRpc2 },
    smartAccounts,
  }
  host = await createFrameHost({ ...common, keys })
  strict = await createFrameHost({
    ...common,
    keys: strictKeys,
    rpcLimits: { signatures: { limit: 1, windowMs: 60_000 } },
  })
}, 180_000)
afterAll(async () => {
  await host?.stop()
  await strict?.stop()
  await devnet?.stop()
  keys.remove()
  strictKeys.remove()
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

async function newUser(email: string, on: FrameHost = host) {
  const token = await signIn(on.url, mailer, email)
  const me = await call(on.url, 'GET', '/v1/user', { token })
  const owner = me.json.user.accounts.eip155 as Address
  const rpc = (chainId: string, method: string, params?: unknown) =>
    frameRpc(on.url, token, { chainId, method, ...(params === undefined ? {} : { params }) })
  const user = (chainId?: string) =>
    call(on.url, 'GET', `/v1/user${chainId ? `?chainId=${chainId}` : ''}`, { token })
  const prefer = (chainId: string, type: 'eoa' | 'smartAccount') =>
    call(on.url, 'POST', '/v1/account/preferred-type', { token, body: { chainId, type } })
  const account = (await user(withStack)).json.user.smartAccount.address as Address
  return { token, owner, account, rpc, user, prefer, userId: me.json.user.id as string }
}

/** The kit's own counterfactual address for the owner (salt 0), computed here. */
async function kitAddress(owner: Address): Promise<Address> {
  const chainClient = createPublicClient({
    chain: {
      id: EVM_CHAIN_ID,
      name: 'devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [devnet.urls.evmRpc] } },
    },
    transport: http(devnet.urls.evmRpc),
  })
  const account = await toMetaMaskSmartAccount({
    client: chainClient,
    implementation: Implementation.Hybrid,
    deployParams: [owner, [], [], []],
    deploySalt: zeroHash,
    environment: smartAccounts[withStack]?.environment as SmartAccountsEnvironment,
  })
  return account.address
}

const mintAbi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

async function mintUsdc(to: Address, amount: bigint) {
  const funder = devnet.accounts.evm[9]
  if (!funder) throw new Error('no funded account')
  const wallet = createWalletClient({
    account: privateKeyToAccount(funder.privateKey),
    transport: http(devnet.urls.evmRpc, { timeout: 10_000 }),
  })
  const hash = await wallet.writeContract({
    address: usdc,
    abi: mintAbi,
    functionName: 'mint',
    args: [to, amount],
    chain: null,
  })
  await client().waitForTransactionReceipt({ hash, pollingInterval: 20 })
}

const usdcOf = (address: Address) =>
  client().readContract({
    address: usdc,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

const transferData = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

const newAddress = () => privateKeyToAccount(generatePrivateKey()).address

describe('smart-account networks and the account type', () => {
  it('GET /v1/smart-accounts lists the chains of SMART_ACCOUNTS', async () => {
    const answer = await call(host.url, 'GET', '/v1/smart-accounts')
    expect(answer.json).toEqual({ smartAccountEnabledNetworks: [EVM_CHAIN_ID] })
  })

  it("a new user's account is the smart account where the chain has the stack (counterfactual), the EOA elsewhere", async () => {
    const u = await newUser('sa-default@example.com')
    expect(u.account).toBe(await kitAddress(u.owner))
    expect((await u.user(withStack)).json.user).toMatchObject({
      accounts: { eip155: u.owner },
      preferredAccountType: 'smartAccount',
      smartAccount: { chainId: withStack, address: u.account, deployed: false },
    })
    expect(await loadPreferredAccountType(host.db, u.userId)).toBeNull()
    expect((await u.rpc(withStack, 'eth_accounts')).json.result).toEqual([u.account])
    expect((await u.rpc(withoutStack, 'eth_requestAccounts')).json.result).toEqual([u.owner])
    const elsewhere = (await u.user(withoutStack)).json.user
    expect(elsewhere.preferredAccountType).toBe('eoa')
    expect(elsewhere.smartAccount).toBeUndefined()
    // A network frame-host does not serve (the dapp's own choice): the user, without one.
    const unserved = await u.user('eip155:999')
    expect(unserved.status).toBe(200)
    expect(unserved.json.user.smartAccount).toBeUndefined()
  })

  it('switching between eoa and smartAccount keeps both addresses; a smart account is refused on a chain without the stack', async () => {
    const u = await newUser('sa-switch@example.com')
    expect((await u.prefer(withStack, 'eoa')).json).toEqual({ type: 'eoa', address: u.owner })
    expect(await loadPreferredAccountType(host.db, u.userId)).toBe('eoa')
    expect((await u.rpc(withStack, 'eth_accounts')).json.result).toEqual([u.owner])
    expect((await u.user(withStack)).json.user).toMatchObject({
      preferredAccountType: 'eoa',
      smartAccount: { address: u.account, deployed: false },
    })
    expect((await u.prefer(withStack, 'smartAccount')).json).toEqual({
      type: 'smartAccount',
      address: u.account,
    })
    expect((await u.rpc(withStack, 'eth_accounts')).json.result).toEqual([u.account])
    expectError(
      await u.prefer(withoutStack, 'smartAccount'),
      400,
      'smart_account_unavailable',
      'Smart accounts are not available in this wallet',
    )
    expect(await loadPreferredAccountType(host.db, u.userId)).toBe('smartAccount')
  })
})

describe('a smart account on the ERC-4337 stack', () => {
  it('an email user with 0 ETH makes a first transfer: a sponsored user operation deploys the account, the receipt comes from the bundler', async () => {
    const u = await newUser('sa-first@example.com')
    await mintUsdc(u.account, parseUnits('10', 6))
    const recipient = newAddress()
    expect(await client().getBalance({ address: u.account })).toBe(0n)
    expect(await client().getBalance({ address: u.owner })).toBe(0n)

    const request = {
      chainId: withStack,
      method: 'eth_sendTransaction',
      params: [{ from: u.account, to: usdc, data: transferData(recipient, parseUnits('2.5', 6)) }],
    }
    const { prepared, body } = await prepareAndApprove({ prepare: host.url }, u.token, request)
    expect(prepared.status).toBe(200)
    // The card: the call as frame-host will encode it, sponsored, no fee for the user.
    expect(prepared.json.context).toMatchObject({
      chainId: withStack,
      gasPaidBy: 'sponsor',
      tokens: { [usdc.toLowerCase()]: { symbol: 'USDC', decimals: 6 } },
    })
    expect(prepared.json.context.fee).toBeUndefined()
    expect(prepared.json.request[0]).toMatchObject({
      from: u.account,
      to: usdc,
      data: transferData(recipient, parseUnits('2.5', 6)),
      value: '0x0',
    })
    if (!body) throw new Error('not approved')
    const started = performance.now()
    const sent = await call(host.url, 'POST', '/v1/rpc', { token: u.token, body })
    const approveToReceipt = performance.now() - started
    expect(sent.status).toBe(200)
    const receipt = await client().getTransactionReceipt({ hash: sent.json.result as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(entryPoint07Address.toLowerCase())
    expect(await usdcOf(recipient)).toBe(parseUnits('2.5', 6))
    expect(await usdcOf(u.account)).toBe(parseUnits('7.5', 6))
    expect(await client().getBalance({ address: u.account })).toBe(0n)
    expect(await client().getBalance({ address: u.owner })).toBe(0n)
    expect((await u.user(withStack)).json.user.smartAccount).toEqual({
      chainId: withStack,
      address: u.account,
      deployed: true,
    })

    // The budget figures: the operation's gas against a plain ERC-20 transfer's.
    const funder = devnet.accounts.evm[9]
    if (!funder) throw new Error('no funded account')
    await mintUsdc(funder.address, parseUnits('1', 6))
    const plainHash = await createWalletClient({
      account: privateKeyToAccount(funder.privateKey),
      transport: http(devnet.urls.evmRpc),
    }).sendTransaction({ to: usdc, data: transferData(newAddress(), 1n), chain: null })
    const plain = await client().waitForTransactionReceipt({ hash: plainHash, pollingInterval: 20 })
    const second = await u.rpc(withStack, 'eth_sendTransaction', [
      { from: u.account, to: usdc, data: transferData(recipient, 1n) },
    ])
    const deployed = await client().getTransactionReceipt({ hash: second.json.result as Hex })
    console.info(
      `[budget] user operation gas: first (deploys) ${receipt.gasUsed}, deployed ${deployed.gasUsed}; plain ERC-20 transfer ${plain.gasUsed}; Approve→receipt ${approveToReceipt.toFixed(0)} ms`,
    )
    expect(deployed.gasUsed).toBeGreaterThan(plain.gasUsed)
  })

  it('signs for the account: ERC-6492 before deployment, ERC-1271 after, and both verify', async () => {
    const u = await newUser('sa-sign@example.com')
    const message = 'Sign in with a smart account'
    const early = await u.rpc(withStack, 'personal_sign', [message, u.account])
    expect(early.status).toBe(200)
    const earlySignature = early.json.result as Hex
    expect(isErc6492Signature(earlySignature)).toBe(true)
    expect(
      await client().verifyMessage({ address: u.account, message, signature: earlySignature }),
    ).toBe(true)
    expect(
      await client().verifyMessage({ address: u.owner, message, signature: earlySignature }),
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
    const typed = await u.rpc(withStack, 'eth_signTypedData_v4', [
      u.account,
      JSON.stringify(typedData),
    ])
    expect(
      await client().verifyTypedData({
        address: u.account,
        ...typedData,
        signature: typed.json.result as Hex,
      }),
    ).toBe(true)
    // The owner's own address is not this wallet's account here.
    expectError(
      await u.rpc(withStack, 'personal_sign', [message, u.owner]),
      400,
      'invalid_signing_request',
      /is not this wallet's account/,
    )

    // Deploy with a sponsored 0-value call, then sign again: a plain ERC-1271 signature.
    await mintUsdc(u.account, 1n)
    const deploy = await u.rpc(withStack, 'eth_sendTransaction', [
      { from: u.account, to: usdc, data: transferData(u.account, 0n) },
    ])
    expect(deploy.status).toBe(200)
    const late = await u.rpc(withStack, 'personal_sign', [message, u.account])
    const lateSignature = late.json.result as Hex
    expect(isErc6492Signature(lateSignature)).toBe(false)
    expect(
      await client().verifyMessage({ address: u.account, message, signature: lateSignature }),
    ).toBe(true)
    expect(
      await client().verifyMessage({ address: u.account, message, signature: earlySignature }),
    ).toBe(true)
  })

  it('wallet_sendCalls runs a batch as one user operation; wallet_getCallsStatus and wallet_getCapabilities answer per EIP-5792', async () => {
    const u = await newUser('sa-batch@example.com')
    await mintUsdc(u.account, parseUnits('5', 6))
    const [a, b] = [newAddress(), newAddress()]
    const capabilities = await u.rpc(withStack, 'wallet_getCapabilities', [
      u.account,
      [numberToHex(EVM_CHAIN_ID)],
    ])
    expect(capabilities.json.result).toEqual({
      [numberToHex(EVM_CHAIN_ID)]: {
        atomic: { status: 'supported' },
        paymasterService: { supported: true },
      },
    })
    const batch = {
      version: '2.0.0',
      chainId: numberToHex(EVM_CHAIN_ID),
      from: u.account,
      atomicRequired: true,
      calls: [
        { to: usdc, data: transferData(a, parseUnits('1', 6)) },
        { to: usdc, data: transferData(b, parseUnits('2', 6)) },
      ],
    }
    const prepared = await call(host.url, 'POST', '/v1/rpc/prepare', {
      token: u.token,
      body: { chainId: withStack, method: 'wallet_sendCalls', params: [batch] },
    })
    expect(prepared.json.context.gasPaidBy).toBe('sponsor')
    expect(prepared.json.request[0].calls).toEqual([
      { to: usdc, value: '0x0', data: batch.calls[0]?.data },
      { to: usdc, value: '0x0', data: batch.calls[1]?.data },
    ])
    const sent = await u.rpc(withStack, 'wallet_sendCalls', [batch])
    expect(sent.status).toBe(200)
    const id = sent.json.result.id as Hex
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    const status = await u.rpc(withStack, 'wallet_getCallsStatus', [id])
    expect(status.json.result).toMatchObject({
      version: '2.0.0',
      id,
      chainId: numberToHex(EVM_CHAIN_ID),
      status: 200,
      atomic: true,
      receipts: [{ status: '0x1' }],
    })
    expect(status.json.result.receipts).toHaveLength(1)
    expect(await usdcOf(a)).toBe(parseUnits('1', 6))
    expect(await usdcOf(b)).toBe(parseUnits('2', 6))

    // Another account's batch is not this one's to report.
    const other = await newUser('sa-batch-other@example.com')
    expectError(
      await other.rpc(withStack, 'wallet_getCallsStatus', [id]),
      400,
      'unknown_calls',
      /is not a batch of this wallet's account/,
    )
    // On the EOA, a batch is not offered.
    await other.prefer(withStack, 'eoa')
    expect(
      (await other.rpc(withStack, 'wallet_getCapabilities', [other.owner])).json.result,
    ).toEqual({ [numberToHex(EVM_CHAIN_ID)]: { atomic: { status: 'unsupported' } } })
    expectError(
      await other.rpc(withStack, 'wallet_sendCalls', [{ ...batch, from: other.owner }]),
      501,
      'method_not_supported',
      'wallet_sendCalls is not supported by the embedded wallet',
    )
  })

  it('refuses a batch with an app-chosen id, or a capability it lacks that the app requires', async () => {
    const u = await newUser('sa-batch-bad@example.com')
    const batch = {
      version: '2.0.0',
      chainId: numberToHex(EVM_CHAIN_ID),
      atomicRequired: true,
      calls: [{ to: usdc, data: transferData(u.account, 0n) }],
    }
    expectError(
      await u.rpc(withStack, 'wallet_sendCalls', [{ ...batch, id: 'mine' }]),
      400,
      'invalid_input',
      /an id chosen by the app is not supported/,
    )
    expectError(
      await u.rpc(withStack, 'wallet_sendCalls', [
        { ...batch, capabilities: { auxiliaryFunds: { supported: true } } },
      ]),
      400,
      'unsupported_capability',
      'wallet_sendCalls: the capability "auxiliaryFunds" is not supported by this wallet',
    )
    expectError(
      await u.rpc(withStack, 'wallet_sendCalls', [{ ...batch, chainId: '0x1' }]),
      400,
      'unsupported_chain',
      `wallet_sendCalls: the request is for chain 1, not the connected chain ${EVM_CHAIN_ID}`,
    )
  })
})

describe('a bundler that takes the operation but does not include it', () => {
  it('answers 504 user_operation_pending naming the operation after the 20 s wait, and the wallet still serves the user', async () => {
    // In front of devnet's bundler: everything passes through but the send, which is taken
    // (answered with a hash) and dropped, so no receipt ever comes.
    const real = smartAccounts[withStack]?.bundlerUrl as string
    const dropped: Hex[] = []
    const stalledBundler: Server = createServer((req, res) => {
      let text = ''
      req.on('data', (chunk) => {
        text += chunk
      })
      req.on('end', async () => {
        const body = JSON.parse(text) as { id: number; method: string }
        const reply = (result: unknown) =>
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }))
        if (body.method === 'eth_sendUserOperation') {
          const hash = keccak256(toHex(text)) as Hex
          dropped.push(hash)
          reply(hash)
          return
        }
        if (body.method === 'eth_getUserOperationReceipt') {
          reply(null)
          return
        }
        const upstream = await fetch(real, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: text,
          signal: AbortSignal.timeout(10_000),
        })
        res.writeHead(upstream.status, { 'content-type': 'application/json' })
        res.end(await upstream.text())
      })
    })
    await new Promise<void>((done) => stalledBundler.listen(0, '127.0.0.1', done))
    const port = (stalledBundler.address() as { port: number }).port
    const stalledKeys = tempKeys()
    const stalled = await createFrameHost({
      mail: mailer,
      configApiUrl: testOrigins,
      chainRpcUrls: { [withStack]: devnet.urls.evmRpc },
      smartAccounts: {
        [withStack]: {
          ...(smartAccounts[withStack] as SmartAccountChains[string]),
          bundlerUrl: `http://127.0.0.1:${port}`,
        },
      },
      keys: stalledKeys,
    })
    try {
      const u = await newUser('sa-stalled@example.com', stalled)
      const { body } = await prepareAndApprove({ prepare: stalled.url }, u.token, {
        chainId: withStack,
        method: 'eth_sendTransaction',
        params: [{ from: u.account, to: newAddress(), value: '0x0' }],
      })
      if (!body) throw new Error('not approved')
      const started = performance.now()
      const sent = await call(stalled.url, 'POST', '/v1/rpc', { token: u.token, body })
      const waited = performance.now() - started
      expect(dropped).toHaveLength(1)
      expectError(
        sent,
        504,
        'user_operation_pending',
        `The user operation ${dropped[0]} was sent but not included within 20 s: it may still be, check the account before sending again`,
      )
      // The wait is the 20 s the frame allows for it (inside its own 25 s), no more.
      expect(waited).toBeGreaterThanOrEqual(19_000)
      expect(waited).toBeLessThan(25_000)
      // Nothing reached the chain, and the wallet goes on answering the user.
      expect(await client().getCode({ address: u.account })).toBeUndefined()
      expect((await u.rpc(withStack, 'eth_chainId')).json.result).toBe(numberToHex(EVM_CHAIN_ID))
    } finally {
      await stalled.stop()
      stalledKeys.remove()
      await new Promise((done) => stalledBundler.close(done))
    }
  }, 60_000)
})

describe('a malicious dapp against the smart account', () => {
  it("never calls a paymaster the dapp names: frame-host's own paymaster sponsors the batch", async () => {
    let hits = 0
    const dappPaymaster: Server = createServer((_req, res) => {
      hits++
      res.writeHead(500).end()
    })
    await new Promise<void>((done) => dappPaymaster.listen(0, '127.0.0.1', done))
    const address = dappPaymaster.address()
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    try {
      const u = await newUser('sa-dapp-paymaster@example.com')
      const sent = await u.rpc(withStack, 'wallet_sendCalls', [
        {
          version: '2.0.0',
          chainId: numberToHex(EVM_CHAIN_ID),
          atomicRequired: true,
          calls: [{ to: usdc, data: transferData(u.account, 0n) }],
          capabilities: { paymasterService: { url } },
        },
      ])
      expect(sent.status).toBe(200)
      expect(hits).toBe(0)
    } finally {
      await new Promise((done) => dappPaymaster.close(done))
    }
  })

  it('an approval for one batch does not send another (the calls are bound to the approval)', async () => {
    const u = await newUser('sa-swap-calls@example.com')
    await mintUsdc(u.account, parseUnits('1', 6))
    const batch = {
      version: '2.0.0',
      chainId: numberToHex(EVM_CHAIN_ID),
      atomicRequired: true,
      calls: [{ to: usdc, data: transferData(newAddress(), 1n) }],
    }
    const { body } = await prepareAndApprove({ prepare: host.url }, u.token, {
      chainId: withStack,
      method: 'wallet_sendCalls',
      params: [batch],
    })
    if (!body) throw new Error('not approved')
    const [approved] = body.params as [{ calls: Array<{ data: Hex }> }]
    const swapped = {
      ...approved,
      calls: [{ ...approved.calls[0], data: transferData(newAddress(), parseUnits('1', 6)) }],
    }
    expectError(
      await call(host.url, 'POST', '/v1/rpc', {
        token: u.token,
        body: { ...body, params: [swapped] },
      }),
      403,
      'approval_required',
      'This approval was given for a different request: approve the request again',
    )
    expect(await usdcOf(u.account)).toBe(parseUnits('1', 6))
  })

  it('a batch counts against the signing limit like any transaction', async () => {
    const u = await newUser('sa-limit@example.com', strict)
    const batch = {
      version: '2.0.0',
      chainId: numberToHex(EVM_CHAIN_ID),
      atomicRequired: true,
      calls: [{ to: usdc, data: transferData(u.account, 0n) }],
    }
    const first = await u.rpc(withStack, 'wallet_sendCalls', [batch])
    expect(first.status).toBe(200)
    expectError(
      await u.rpc(withStack, 'wallet_sendCalls', [batch]),
      429,
      'rpc_rate_limited',
      /Too many signatures in a short time/,
    )
  })
})
