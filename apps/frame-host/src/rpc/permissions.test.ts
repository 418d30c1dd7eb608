import { createServer } from 'node:http'
import { type Devnet, EVM_CHAIN_ID, EVM_CHAIN_ID_2, startDevnet } from '@keyway/devnet'
import {
  contracts,
  createExecution,
  ExecutionMode,
  Implementation,
  type MetaMaskSmartAccount,
  type SmartAccountsEnvironment,
  toMetaMaskSmartAccount,
} from '@metamask/smart-accounts-kit'
import { decodeDelegations, hashDelegation } from '@metamask/smart-accounts-kit/utils'
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  decodeErrorResult,
  decodeEventLog,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  numberToHex,
  parseAbiItem,
  parseUnits,
  toFunctionSelector,
  zeroHash,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint07Abi,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import { summarizeRequest } from '../page/approval-summary.js'
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
 * Smart sessions on devnet's ERC-4337 stack (docs/smart-sessions.md): the embedded wallet
 * grants "5 USDC per day for 1 hour" to a session account; the dapp, with viem and MetaMask's
 * kit only, redeems it through the bundler from a session smart account; the enforcers stop
 * the transfer over the limit, and every transfer after the revoke.
 */
const keys = tempKeys()
const mailer = createRecordedMailer()
let devnet: Devnet
let host: FrameHost
/** The same stack with a signing limit of 1 per window. */
let strict: FrameHost
const strictKeys = tempKeys()
let smartAccounts: SmartAccountChains
let environment: SmartAccountsEnvironment
let usdc: Address
/** The options every frame-host of this file shares (beside its keys). */
let common: Omit<Parameters<typeof createFrameHost>[0], 'keys'>
const withStack = `eip155:${EVM_CHAIN_ID}`
const withoutStack = `eip155:${EVM_CHAIN_ID_2}`

beforeAll(async () => {
  devnet = await startDevnet({ ports: 'free' })
  smartAccounts = smartAccountChainsSchema.parse(devnet.smartAccounts)
  environment = smartAccounts[withStack]?.environment as SmartAccountsEnvironment
  usdc = devnet.evm.chains[0]?.contracts.usdc as Address
  common = {
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
  strictKeys.remove()
  await devnet?.stop()
  keys.remove()
})

const chain = () =>
  defineChain({
    id: EVM_CHAIN_ID,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.urls.evmRpc] } },
  })
const client = () =>
  createPublicClient({ chain: chain(), transport: http(devnet.urls.evmRpc, { timeout: 10_000 }) })

function expectError(answer: CallResult, status: number, code: string, message: string | RegExp) {
  expect(answer.json?.error).toEqual({
    code,
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  })
  expect(answer.status).toBe(status)
}

async function newUser(email: string, on: FrameHost = host) {
  const token = await signIn(on.url, mailer, email)
  const rpc = (chainId: string, method: string, params?: unknown) =>
    frameRpc(on.url, token, { chainId, method, ...(params === undefined ? {} : { params }) })
  const me = await call(on.url, 'GET', `/v1/user?chainId=${withStack}`, { token })
  const account = me.json.user.smartAccount.address as Address
  const prefer = (type: 'eoa' | 'smartAccount') =>
    call(on.url, 'POST', '/v1/account/preferred-type', {
      token,
      body: { chainId: withStack, type },
    })
  return { token, account, rpc, prefer }
}

const mintAbi = [parseAbiItem('function mint(address to, uint256 value)')] as const

async function mintUsdc(to: Address, amount: bigint) {
  const funder = devnet.accounts.evm[9]
  if (!funder) throw new Error('no funded account')
  const hash = await createWalletClient({
    account: privateKeyToAccount(funder.privateKey),
    transport: http(devnet.urls.evmRpc, { timeout: 10_000 }),
  }).writeContract({
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

const newAddress = () => privateKeyToAccount(generatePrivateKey()).address

/** A grant of 1 base unit of USDC a minute, for 10 minutes, to a fresh session address. */
const smallGrant = (chainId: number) => ({
  chainId: numberToHex(chainId),
  expiry: Math.floor(Date.now() / 1000) + 600,
  signer: { type: 'account', data: { address: newAddress() } },
  permissions: [
    {
      type: 'erc20-token-periodic',
      data: { tokenAddress: usdc, periodAmount: '0x1', periodDuration: 60 },
    },
  ],
})

/** A dapp's session account: a HybridDeleGator owned by a fresh key, never deployed by us. */
async function sessionAccount(): Promise<MetaMaskSmartAccount> {
  const owner = privateKeyToAccount(generatePrivateKey())
  return toMetaMaskSmartAccount({
    client: client(),
    implementation: Implementation.Hybrid,
    deployParams: [owner.address, [], [], []],
    deploySalt: zeroHash,
    signer: { account: owner },
    environment,
  })
}

/** What a dapp does with a granted permission: one sponsored user operation of its session account. */
async function redeem(session: MetaMaskSmartAccount, context: Hex, to: Address, amount: bigint) {
  const stack = smartAccounts[withStack]
  if (!stack?.paymasterUrl) throw new Error('no paymaster')
  const bundler = createBundlerClient({
    account: session,
    client: client(),
    transport: http(stack.bundlerUrl, { timeout: 15_000 }),
    paymaster: createPaymasterClient({ transport: http(stack.paymasterUrl, { timeout: 15_000 }) }),
    userOperation: {
      estimateFeesPerGas: async () => {
        const prices = (await bundler.request({
          method: 'pimlico_getUserOperationGasPrice' as 'eth_supportedEntryPoints',
          params: [] as never,
        })) as unknown as { fast: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } }
        return {
          maxFeePerGas: BigInt(prices.fast.maxFeePerGas),
          maxPriorityFeePerGas: BigInt(prices.fast.maxPriorityFeePerGas),
        }
      },
    },
  })
  const transfer = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
  const hash = await bundler.sendUserOperation({
    calls: [
      {
        to: environment.DelegationManager,
        data: contracts.DelegationManager.encode.redeemDelegations({
          delegations: [context],
          modes: [ExecutionMode.SingleDefault],
          executions: [[createExecution({ target: usdc, callData: transfer })]],
        }),
      },
    ],
  })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 200 })
  return receipt
}

/** devnet's `GET /v1/sessions/{address}` (its blockchain API), as the dapp side asks it. */
async function listedSessions(address: Address): Promise<Array<{ pci: Hex; context: Hex }>> {
  const url = new URL(`/v1/sessions/${address}`, devnet.urls.blockchainApi)
  url.search = new URLSearchParams({
    projectId: 'keyway-test',
    st: 'keyway-test',
    sv: '0.0.0',
  }).toString()
  const res = await fetch(url)
  expect(res.status).toBe(200)
  return ((await res.json()) as { pcis: Array<{ pci: Hex; context: Hex }> }).pcis
}

const disabledDelegationSelector = toFunctionSelector('CannotUseADisabledDelegation()')

/**
 * Why a redemption failed, as the bundler's simulation reported it: the enforcer's revert
 * string decoded, or the DelegationManager's custom error by name; the message otherwise.
 */
async function redemptionFailure(attempt: Promise<unknown>): Promise<string> {
  const message = await attempt.then(
    () => 'passed',
    (error: Error) => error.message,
  )
  const reason = /0x08c379a0[0-9a-fA-F]+/.exec(message)?.[0]
  if (reason) return String(decodeErrorResult({ data: reason as Hex }).args?.[0])
  if (message.toLowerCase().includes(disabledDelegationSelector)) {
    return 'CannotUseADisabledDelegation'
  }
  return message
}

type JsonRpcAnswer = { result?: unknown; error?: { code: number; message: string } }

/**
 * A node in front of devnet's that refuses an `eth_getLogs` spanning more than `maxRange`
 * blocks, as public nodes do (their limits run from a few hundred to a few thousand blocks).
 * It keeps each refused query's range.
 */
async function rangeLimitedNode(upstream: string, maxRange: number) {
  const forward = async (body: string) => {
    const answer = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(10_000),
    })
    return (await answer.json()) as JsonRpcAnswer & { id?: unknown }
  }
  const refused: string[] = []
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    const message = JSON.parse(body) as { id?: unknown; method?: string; params?: unknown[] }
    let answer: unknown
    const filter = message.params?.[0] as { fromBlock?: string; toBlock?: string } | undefined
    if (message.method === 'eth_getLogs' && filter) {
      const latest = await forward(
        JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'eth_blockNumber', params: [] }),
      )
      const at = (tag: string | undefined) =>
        tag === undefined || tag === 'latest' ? BigInt(latest.result as string) : BigInt(tag)
      const span = at(filter.toBlock) - at(filter.fromBlock)
      if (span >= BigInt(maxRange)) {
        refused.push(`${filter.fromBlock}..${filter.toBlock}`)
        answer = {
          jsonrpc: '2.0',
          id: message.id,
          error: { code: -32005, message: `query exceeds the max block range ${maxRange}` },
        }
      }
    }
    answer ??= await forward(body)
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  const url = `http://127.0.0.1:${port}`
  return {
    url,
    refused,
    async ask(method: string, params: unknown[]): Promise<JsonRpcAnswer> {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      return (await answer.json()) as JsonRpcAnswer
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('wallet_grantPermissions and wallet_revokePermissions on the ERC-4337 stack', () => {
  it('grants 5 USDC per day for 1 hour; the session redeems three times 1.5 USDC, the fourth reverts; after the revoke nothing passes', async () => {
    const u = await newUser('session-grant@example.com')
    await mintUsdc(u.account, parseUnits('20', 6))
    const session = await sessionAccount()
    const recipient = newAddress()
    const now = Math.floor(Date.now() / 1000)
    const request = {
      chainId: numberToHex(EVM_CHAIN_ID),
      expiry: now + 3600,
      signer: { type: 'account', data: { address: session.address } },
      permissions: [
        {
          type: 'erc20-token-periodic',
          data: {
            tokenAddress: usdc,
            periodAmount: numberToHex(parseUnits('5', 6)),
            periodDuration: 86_400,
            justification: 'Tips for the game, without a prompt each time',
          },
        },
      ],
    }
    expect(await client().getCode({ address: u.account })).toBeUndefined()

    const { prepared, body } = await prepareAndApprove({ prepare: host.url }, u.token, {
      chainId: withStack,
      method: 'wallet_grantPermissions',
      params: [request],
    })
    expect(prepared.status).toBe(200)
    expect(prepared.json.context).toMatchObject({
      chainId: withStack,
      gasPaidBy: 'sponsor',
      tokens: { [usdc.toLowerCase()]: { symbol: 'USDC', decimals: 6 } },
    })
    const startTime = prepared.json.request[0].permissions[0].data.startTime as number
    expect(startTime).toBeGreaterThanOrEqual(now)
    // The card, as the frame draws it from the prepared request.
    const card = summarizeRequest('wallet_grantPermissions', prepared.json.request, {
      ...prepared.json.context,
      parentOrigin: 'https://dapp.example',
    })
    expect(card.title).toBe('Grant a spending permission')
    expect(card.rows).toEqual(
      expect.arrayContaining([
        { label: 'Token', value: `USDC (${usdc})` },
        { label: 'Allowance', value: '5 USDC per day' },
        { label: 'Session account', value: session.address },
        { label: 'May call only', value: `${usdc} (its transfer, with no ETH)` },
        { label: 'Gas paid by', value: 'sponsor' },
      ]),
    )
    if (!body) throw new Error('not approved')
    const granted = await call(host.url, 'POST', '/v1/rpc', { token: u.token, body })
    expect(granted.status).toBe(200)
    const answer = granted.json.result
    expect(answer).toEqual({
      ...request,
      address: u.account,
      permissions: [
        { ...request.permissions[0], data: { ...request.permissions[0]?.data, startTime } },
      ],
      pci: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      context: expect.stringMatching(/^0x[0-9a-f]+$/),
      signerMeta: { delegationManager: environment.DelegationManager },
    })
    const [signed] = decodeDelegations(answer.context as Hex)
    if (!signed) throw new Error('no delegation in the context')
    expect(hashDelegation(signed)).toBe(answer.pci)
    expect(getAddress(signed.delegator)).toBe(u.account)
    expect(getAddress(signed.delegate)).toBe(session.address)
    expect(signed.caveats.map((caveat) => getAddress(caveat.enforcer))).toEqual([
      environment.caveatEnforcers.ValueLteEnforcer,
      environment.caveatEnforcers.ERC20PeriodTransferEnforcer,
      environment.caveatEnforcers.TimestampEnforcer,
    ])
    // The grant deployed the account and left its record on chain.
    expect(await client().getCode({ address: u.account })).not.toBeUndefined()
    const [log] = await client().getLogs({
      address: environment.DelegationManager,
      event: parseAbiItem(
        'event EnabledDelegation(bytes32 indexed delegationHash, address indexed delegator, address indexed delegate, (address delegate, address delegator, bytes32 authority, (address enforcer, bytes terms, bytes args)[] caveats, uint256 salt, bytes signature) delegation)',
      ),
      args: { delegationHash: answer.pci as Hex },
      fromBlock: 0n,
    })
    expect(log?.args.delegator).toBe(u.account)
    const grantTx = await client().getTransactionReceipt({ hash: log?.transactionHash as Hex })
    const opEvent = grantTx.logs
      .map((entry) => {
        try {
          return decodeEventLog({ abi: entryPoint07Abi, data: entry.data, topics: entry.topics })
        } catch {
          return undefined
        }
      })
      .find((event) => event?.eventName === 'UserOperationEvent')
    console.info(
      `[budget] grant user operation (deploys the account, disable+enable): transaction gas ${grantTx.gasUsed}, user operation actualGasUsed ${(opEvent?.args as { actualGasUsed?: bigint } | undefined)?.actualGasUsed}`,
    )

    // devnet's sessions list reads the same record from the chain.
    expect(await listedSessions(u.account)).toMatchObject([
      { pci: answer.pci, context: answer.context },
    ])

    // Three redemptions of 1.5 USDC pass; the fourth would be 6 USDC in the day.
    for (let i = 0; i < 3; i++) {
      const receipt = await redeem(session, answer.context, recipient, parseUnits('1.5', 6))
      expect(receipt.success).toBe(true)
    }
    expect(await usdcOf(recipient)).toBe(parseUnits('4.5', 6))
    expect(
      await redemptionFailure(redeem(session, answer.context, recipient, parseUnits('1.5', 6))),
    ).toBe('ERC20PeriodTransferEnforcer:transfer-amount-exceeded')
    expect(await usdcOf(recipient)).toBe(parseUnits('4.5', 6))

    const revoked = await u.rpc(withStack, 'wallet_revokePermissions', [{ pci: answer.pci }])
    expect(revoked.status).toBe(200)
    expect(revoked.json.result).toEqual({
      pci: answer.pci,
      userOpHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
    expect(
      await contracts.DelegationManager.read.disabledDelegations({
        client: client(),
        contractAddress: environment.DelegationManager,
        delegationHash: answer.pci,
      }),
    ).toBe(true)
    expect(await listedSessions(u.account)).toEqual([])
    // Within the day's amount, yet refused: the delegation is disabled.
    expect(
      await redemptionFailure(redeem(session, answer.context, recipient, parseUnits('0.5', 6))),
    ).toBe('CannotUseADisabledDelegation')
    expect(await usdcOf(recipient)).toBe(parseUnits('4.5', 6))

    // Revoked once, it is no longer a permission of the account.
    expectError(
      await u.rpc(withStack, 'wallet_revokePermissions', [{ pci: answer.pci }]),
      400,
      'unknown_permission',
      `wallet_revokePermissions: unknown permission ${answer.pci} (it is already revoked)`,
    )
  })

  it('refuses a pci the account never granted, and a grant from an EOA or a chain without smart accounts (5700-style)', async () => {
    const u = await newUser('session-refusals@example.com')
    expectError(
      await u.rpc(withStack, 'wallet_revokePermissions', [{ pci: `0x${'ab'.repeat(32)}` }]),
      400,
      'unknown_permission',
      `wallet_revokePermissions: unknown permission 0x${'ab'.repeat(32)} (no grant of this account has it)`,
    )
    const grant = smallGrant(EVM_CHAIN_ID_2)
    expectError(
      await u.rpc(withoutStack, 'wallet_grantPermissions', [grant]),
      400,
      'permissions_unsupported',
      `wallet_grantPermissions: permissions need the smart account, which this wallet's account on ${withoutStack} is not`,
    )
    await u.prefer('eoa')
    expectError(
      await u.rpc(withStack, 'wallet_revokePermissions', [{ pci: zeroHash }]),
      400,
      'permissions_unsupported',
      /permissions need the smart account/,
    )
  })
  it('a grant counts against the signing limit like a send', async () => {
    const u = await newUser('session-limit@example.com', strict)
    const grant = () => smallGrant(EVM_CHAIN_ID)
    const first = await u.rpc(withStack, 'wallet_grantPermissions', [grant()])
    expect(first.status).toBe(200)
    expectError(
      await u.rpc(withStack, 'wallet_grantPermissions', [grant()]),
      429,
      'rpc_rate_limited',
      /Too many signatures in a short time/,
    )
    expectError(
      await u.rpc(withStack, 'wallet_revokePermissions', [{ pci: first.json.result.pci }]),
      429,
      'rpc_rate_limited',
      /Too many signatures in a short time/,
    )
  })
  it("revokes on a node that refuses log queries over 10 blocks: it reads the grant's own block", async () => {
    const node = await rangeLimitedNode(devnet.urls.evmRpc, 10)
    const limitedKeys = tempKeys()
    const limited = await createFrameHost({
      ...common,
      keys: limitedKeys,
      chainRpcUrls: { [withStack]: node.url, [withoutStack]: devnet.urls.evmRpc2 },
    })
    const anvil = createTestClient({ mode: 'anvil', transport: http(devnet.urls.evmRpc) })
    try {
      const u = await newUser('session-range@example.com', limited)
      const granted = await u.rpc(withStack, 'wallet_grantPermissions', [smallGrant(EVM_CHAIN_ID)])
      expect(granted.status).toBe(200)
      const pci = granted.json.result.pci as Hex
      // The grant is now more blocks back than the node answers a log query over.
      await anvil.mine({ blocks: 25 })
      const revoked = await u.rpc(withStack, 'wallet_revokePermissions', [{ pci }])
      expect(revoked.json.error).toBeUndefined()
      expect(revoked.status).toBe(200)
      expect(revoked.json.result.pci).toBe(pci)
      expect(node.refused).toEqual([])
      // The node is as strict as the test says: the whole history is refused.
      const whole = await node.ask('eth_getLogs', [{ fromBlock: '0x0', toBlock: 'latest' }])
      expect(whole.error?.message).toBe('query exceeds the max block range 10')
      expect(node.refused).toEqual(['0x0..latest'])
    } finally {
      await limited.stop()
      limitedKeys.remove()
      await node.stop()
    }
  })

  // Last: it moves the chain's clock forward.
  it('after the expiry a redemption reverts in the timestamp enforcer, and the permission can no longer be revoked', async () => {
    const u = await newUser('session-expiry@example.com')
    await mintUsdc(u.account, parseUnits('2', 6))
    const session = await sessionAccount()
    const block = await client().getBlock({ blockTag: 'latest' })
    const now = Math.max(Math.floor(Date.now() / 1000), Number(block.timestamp))
    const granted = await u.rpc(withStack, 'wallet_grantPermissions', [
      {
        chainId: numberToHex(EVM_CHAIN_ID),
        expiry: now + 120,
        signer: { type: 'account', data: { address: session.address } },
        permissions: [
          {
            type: 'erc20-token-periodic',
            data: {
              tokenAddress: usdc,
              periodAmount: numberToHex(parseUnits('1', 6)),
              periodDuration: 60,
            },
          },
        ],
      },
    ])
    expect(granted.status).toBe(200)
    const { pci, context } = granted.json.result as { pci: Hex; context: Hex }
    const recipient = newAddress()
    expect((await redeem(session, context, recipient, parseUnits('1', 6))).success).toBe(true)

    const node = createTestClient({ mode: 'anvil', transport: http(devnet.urls.evmRpc) })
    await node.increaseTime({ seconds: 300 })
    await node.mine({ blocks: 1 })
    expect(await redemptionFailure(redeem(session, context, recipient, 1n))).toBe(
      'TimestampEnforcer:expired-delegation',
    )
    expectError(
      await u.rpc(withStack, 'wallet_revokePermissions', [{ pci }]),
      400,
      'unknown_permission',
      `wallet_revokePermissions: unknown permission ${pci} (it has expired)`,
    )
    expect(await usdcOf(recipient)).toBe(parseUnits('1', 6))
  })
})
