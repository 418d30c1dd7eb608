import { randomBytes } from 'node:crypto'
import {
  contracts,
  createDelegation,
  createExecution,
  type Delegation,
  ExecutionMode,
  Implementation,
  ScopeType,
  type SmartAccountsEnvironment,
  type ToMetaMaskSmartAccountReturnType,
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
  keccak256,
  type PublicClient,
  stringToHex,
  toHex,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  type UserOperationReceipt,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Devnet } from '../devnet.js'
import { devnetChain } from '../evm/index.js'

/**
 * Test helpers of the smart-session routes: MetaMask smart accounts on devnet's ERC-4337
 * stack, a permission granted exactly as docs/smart-sessions.md describes (a signed
 * delegation written by the user's own [disableDelegation, enableDelegation] user
 * operation), and redemptions sent by the session account through the bundler.
 */

export const TEST_PROJECT_ID = 'keyway-test'

export type SessionTestBed = {
  environment: SmartAccountsEnvironment
  /** A client of the chain's node itself (not through the blockchain API). */
  node: PublicClient
  usdc: Address
  newSmartAccount(salt: string): Promise<SmartAccount>
  send(
    account: SmartAccount,
    calls: { to: Address; data: Hex }[],
    gas?: Partial<typeof EXPLICIT_GAS>,
  ): Promise<UserOperationReceipt>
  mintUsdc(to: Address, amount: bigint): Promise<void>
  signPermission(
    user: SmartAccount,
    session: Address,
    terms: {
      periodAmount: bigint
      periodDuration: number
      startTime: number
      expiry?: number
      /** Default the devnet's USDC. */
      token?: Address
    },
  ): Promise<Delegation>
  grant(user: SmartAccount, delegations: Delegation[]): Promise<UserOperationReceipt>
  revoke(user: SmartAccount, delegation: Delegation): Promise<UserOperationReceipt>
  redeem(
    session: SmartAccount,
    delegation: Delegation,
    recipient: Address,
    amount: bigint,
    gas?: Partial<typeof EXPLICIT_GAS>,
  ): Promise<UserOperationReceipt>
  usdcBalance(address: Address): Promise<bigint>
  chainNow(): Promise<number>
  advanceChainTime(seconds: number): Promise<void>
  /** A blockchain-API URL with the SDK query parameters (projectId, st, sv). */
  sessionsUrl(path: string): string
}
export type SmartAccount = ToMetaMaskSmartAccountReturnType<Implementation.Hybrid>

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

/** Gas limits given up front, so the bundler takes an operation it cannot estimate. */
export const EXPLICIT_GAS = {
  callGasLimit: 400_000n,
  verificationGasLimit: 400_000n,
  preVerificationGas: 120_000n,
} as const

export function sessionTestBed(devnet: Devnet): SessionTestBed {
  const aa = devnet.accountAbstraction
  if (!aa) throw new Error('devnet started without the ERC-4337 stack')
  const environment = aa.smartAccountsEnvironment
  const chain = devnetChain(aa.chainId, devnet.urls.evmRpc)
  // Node, bundler and paymaster calls all through devnet's chain-RPC route.
  const routeUrl = `${devnet.urls.blockchainApi}/v1?chainId=eip155:${aa.chainId}&projectId=${TEST_PROJECT_ID}`
  const transport = http(routeUrl, { timeout: 30_000 })
  const client = createPublicClient({ chain, transport, pollingInterval: 100 })
  const node: PublicClient = createPublicClient({ chain, transport: http(devnet.urls.evmRpc) })
  const paymaster = createPaymasterClient({ transport })
  const usdc = devnet.evm.chains[0]?.contracts.usdc as Address

  /** alto's own gas price, which it checks each operation against. */
  async function estimateFeesPerGas() {
    const prices = (await client.request({
      method: 'pimlico_getUserOperationGasPrice' as 'eth_chainId',
    })) as unknown as { fast: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } }
    return {
      maxFeePerGas: BigInt(prices.fast.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(prices.fast.maxPriorityFeePerGas),
    }
  }

  async function newSmartAccount(salt: string): Promise<SmartAccount> {
    const owner = privateKeyToAccount(generatePrivateKey())
    return toMetaMaskSmartAccount({
      client,
      implementation: Implementation.Hybrid,
      deployParams: [owner.address, [], [], []],
      deploySalt: keccak256(stringToHex(salt)),
      signer: { account: owner },
      environment,
    })
  }

  /** One sponsored user operation of `account`; resolves with its receipt once mined. */
  async function send(
    account: SmartAccount,
    calls: { to: Address; data: Hex }[],
    gas: Partial<typeof EXPLICIT_GAS> = {},
  ): Promise<UserOperationReceipt> {
    const bundler = createBundlerClient({
      account,
      client,
      transport,
      paymaster,
      pollingInterval: 100,
      userOperation: { estimateFeesPerGas },
    })
    const hash = await bundler.sendUserOperation({ calls, ...gas })
    return bundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })
  }

  /** Gives `to` test USDC from test account 0. */
  async function mintUsdc(to: Address, amount: bigint) {
    const funder = devnet.accounts.evm[0]
    if (!funder) throw new Error('no test account')
    const wallet = createWalletClient({
      chain,
      transport: http(devnet.urls.evmRpc),
      account: privateKeyToAccount(funder.privateKey),
    })
    const hash = await wallet.writeContract({
      address: usdc,
      abi: mintAbi,
      functionName: 'mint',
      args: [to, amount],
    })
    await node.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  }

  /** A delegation signed by `user`: `periodAmount` of the token per period, until `expiry`. */
  async function signPermission(
    user: SmartAccount,
    session: Address,
    terms: {
      periodAmount: bigint
      periodDuration: number
      startTime: number
      expiry?: number
      /** Default the devnet's USDC. */
      token?: Address
    },
  ): Promise<Delegation> {
    const delegation = createDelegation({
      environment,
      from: user.address,
      to: session,
      salt: toHex(randomBytes(32)),
      scope: {
        type: ScopeType.Erc20PeriodTransfer,
        tokenAddress: terms.token ?? usdc,
        periodAmount: terms.periodAmount,
        periodDuration: terms.periodDuration,
        startDate: terms.startTime,
      },
      caveats:
        terms.expiry === undefined
          ? []
          : [{ type: 'timestamp', afterThreshold: 0, beforeThreshold: terms.expiry }],
    })
    return { ...delegation, signature: await user.signDelegation({ delegation }) }
  }

  const toDelegationManager = (data: Hex) => ({ to: environment.DelegationManager, data })

  /** The grant: [disableDelegation, enableDelegation] of each, in one user operation. */
  function grant(user: SmartAccount, delegations: Delegation[]) {
    return send(
      user,
      delegations.flatMap((delegation) => [
        toDelegationManager(contracts.DelegationManager.encode.disableDelegation({ delegation })),
        toDelegationManager(contracts.DelegationManager.encode.enableDelegation({ delegation })),
      ]),
    )
  }

  function revoke(user: SmartAccount, delegation: Delegation) {
    return send(user, [
      toDelegationManager(contracts.DelegationManager.encode.disableDelegation({ delegation })),
    ])
  }

  /** The session account moves `amount` USDC of the delegator to `recipient`. */
  function redeem(
    session: SmartAccount,
    delegation: Delegation,
    recipient: Address,
    amount: bigint,
    gas: Partial<typeof EXPLICIT_GAS> = {},
  ) {
    const data = contracts.DelegationManager.encode.redeemDelegations({
      delegations: [[delegation]],
      modes: [ExecutionMode.SingleDefault],
      executions: [
        [
          createExecution({
            target: usdc,
            callData: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [recipient, amount],
            }),
          }),
        ],
      ],
    })
    return send(session, [toDelegationManager(data)], gas)
  }

  function usdcBalance(address: Address) {
    return node.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  }

  /** The chain's clock (the enforcers judge by it). */
  async function chainNow(): Promise<number> {
    return Number((await node.getBlock()).timestamp)
  }

  /** Moves the chain's clock ahead and mines a block at the new time. */
  async function advanceChainTime(seconds: number) {
    await node.request({ method: 'evm_increaseTime' as 'eth_chainId', params: [seconds] as never })
    await node.request({ method: 'evm_mine' as 'eth_chainId', params: [] as never })
  }

  /** GET /v1/sessions/{address} with the SDK query parameters. */
  function sessionsUrl(path: string) {
    const url = new URL(path, devnet.urls.blockchainApi)
    url.searchParams.set('projectId', TEST_PROJECT_ID)
    url.searchParams.set('st', 'keyway-test')
    url.searchParams.set('sv', '0.0.0')
    return url.toString()
  }

  return {
    environment,
    node,
    usdc,
    newSmartAccount,
    send,
    mintUsdc,
    signPermission,
    grant,
    revoke,
    redeem,
    usdcBalance,
    chainNow,
    advanceChainTime,
    sessionsUrl,
  }
}

export async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
