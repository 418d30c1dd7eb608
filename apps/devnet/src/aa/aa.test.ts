import {
  contracts,
  createDelegation,
  createExecution,
  ExecutionMode,
  Implementation,
  ScopeType,
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
  parseUnits,
  stringToHex,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint07Abi,
  entryPoint07Address,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, readyLine, startDevnet } from '../devnet.js'
import { devnetChain } from '../evm/index.js'

/**
 * The ERC-4337 stack end to end: a MetaMask smart account that does not exist yet, with
 * 0 ETH, sends user operations through devnet's chain-RPC route; alto bundles them, the
 * verifying paymaster pays, anvil holds the effect.
 */

const PROJECT_ID = 'keyway-test'
const CHAIN_ID = 31337

let devnet: Devnet
let routeUrl: string

const erc20 = erc20Abi

beforeAll(async () => {
  // MetaMask's kit reports each of its calls to MetaMask's analytics unless DO_NOT_TRACK is
  // set; nothing of these tests leaves the machine.
  process.env.DO_NOT_TRACK = '1'
  devnet = await startDevnet({ ports: 'free' })
  routeUrl = `${devnet.urls.blockchainApi}/v1?chainId=eip155:${CHAIN_ID}&projectId=${PROJECT_ID}`
}, 120_000)

afterAll(async () => {
  await devnet?.stop()
})

function clients() {
  const chain = devnetChain(CHAIN_ID, devnet.urls.evmRpc)
  // Everything through the chain-RPC route: node calls, bundler calls and the paymaster.
  const transport = http(routeUrl, { timeout: 30_000 })
  const client = createPublicClient({ chain, transport })
  const paymaster = createPaymasterClient({ transport })
  return { chain, transport, client, paymaster }
}

/** What the paymaster has left on deposit at the EntryPoint (what sponsored gas is paid from). */
function paymasterDepositOn(client: ReturnType<typeof clients>['client']): Promise<bigint> {
  return client.readContract({
    address: entryPoint07Address,
    abi: entryPoint07Abi,
    functionName: 'balanceOf',
    args: [devnet.accountAbstraction?.paymaster as Address],
  })
}

async function newSmartAccount(salt: string) {
  const { client } = clients()
  const owner = privateKeyToAccount(generatePrivateKey())
  const aa = devnet.accountAbstraction
  if (!aa) throw new Error('devnet started without the ERC-4337 stack')
  return toMetaMaskSmartAccount({
    client,
    implementation: Implementation.Hybrid,
    deployParams: [owner.address, [], [], []],
    deploySalt: keccak256(stringToHex(salt)),
    signer: { account: owner },
    environment: aa.smartAccountsEnvironment,
  })
}

/** alto's own gas price (through the route), which it checks each operation against. */
async function estimateFeesPerGas() {
  const res = await rpc(routeUrl, {
    jsonrpc: '2.0',
    id: 1,
    method: 'pimlico_getUserOperationGasPrice',
    params: [],
  })
  const { result } = (await res.json()) as {
    result: { fast: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } }
  }
  return {
    maxFeePerGas: BigInt(result.fast.maxFeePerGas),
    maxPriorityFeePerGas: BigInt(result.fast.maxPriorityFeePerGas),
  }
}

function bundlerFor(account: Awaited<ReturnType<typeof newSmartAccount>>) {
  const { client, transport, paymaster } = clients()
  return createBundlerClient({
    account,
    client,
    transport,
    paymaster,
    pollingInterval: 100,
    userOperation: { estimateFeesPerGas },
  })
}

/** Gives `to` test USDC from test account 0 (the smart account itself never holds ETH). */
async function mintUsdc(to: Address, amount: bigint) {
  const chain = devnetChain(CHAIN_ID, devnet.urls.evmRpc)
  const funder = devnet.accounts.evm[0]
  if (!funder) throw new Error('no test account')
  const wallet = createWalletClient({
    chain,
    transport: http(devnet.urls.evmRpc),
    account: privateKeyToAccount(funder.privateKey),
  })
  const usdc = devnet.evm.chains[0]?.contracts.usdc as Address
  const hash = await wallet.writeContract({
    address: usdc,
    abi: [
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
    ],
    functionName: 'mint',
    args: [to, amount],
  })
  await createPublicClient({
    chain,
    transport: http(devnet.urls.evmRpc),
  }).waitForTransactionReceipt({ hash, pollingInterval: 50 })
  return usdc
}

async function rpc(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

describe('devnet ERC-4337 stack', () => {
  it('names the bundler, EntryPoint and paymaster in READY, and the bundler supports the EntryPoint', async () => {
    const ready = JSON.parse(readyLine(devnet).slice('DEVNET READY '.length)) as Record<
      string,
      unknown
    >
    expect(ready.bundler).toBe(devnet.accountAbstraction?.bundler)
    expect(ready.entryPoint).toBe(entryPoint07Address)
    expect(ready.paymaster).toBe(devnet.accountAbstraction?.paymaster)
    const res = await rpc(routeUrl, {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_supportedEntryPoints',
      params: [],
    })
    expect(await res.json()).toEqual({ jsonrpc: '2.0', id: 1, result: [entryPoint07Address] })
  })

  it('sends the first user operation of a counterfactual account with 0 ETH, sponsored by the paymaster', async () => {
    const { client } = clients()
    const account = await newSmartAccount('first-op')
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    const usdc = await mintUsdc(account.address, parseUnits('5', 6))
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const paymasterDeposit = await paymasterDepositOn(client)

    const bundler = bundlerFor(account)
    const hash = await bundler.sendUserOperation({
      calls: [
        {
          to: usdc,
          abi: erc20,
          functionName: 'transfer',
          args: [recipient, parseUnits('2', 6)],
        },
      ],
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    expect(receipt.userOpHash).toBe(hash)
    expect(receipt.paymaster?.toLowerCase()).toBe(
      devnet.accountAbstraction?.paymaster.toLowerCase(),
    )
    // The account exists now, never held ETH, and the transfer is on the chain.
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{2,}/)
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    expect(
      await client.readContract({
        address: usdc,
        abi: erc20,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(parseUnits('2', 6))
    // The paymaster's deposit paid for it.
    const after = await paymasterDepositOn(client)
    expect(after).toBeLessThan(paymasterDeposit)
    // The operation itself is known to the bundler.
    const byHash = await bundler.getUserOperation({ hash })
    expect(byHash.userOperation.sender.toLowerCase()).toBe(account.address.toLowerCase())
  })

  it('runs a batch of two calls in one user operation', async () => {
    const { client } = clients()
    const account = await newSmartAccount('batch')
    const usdc = await mintUsdc(account.address, parseUnits('10', 6))
    const [a, b] = [generatePrivateKey(), generatePrivateKey()].map(
      (k) => privateKeyToAccount(k).address,
    ) as [Address, Address]
    const bundler = bundlerFor(account)
    const hash = await bundler.sendUserOperation({
      calls: [
        { to: usdc, abi: erc20, functionName: 'transfer', args: [a, parseUnits('1', 6)] },
        { to: usdc, abi: erc20, functionName: 'transfer', args: [b, parseUnits('3', 6)] },
      ],
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    const balance = (address: Address) =>
      client.readContract({ address: usdc, abi: erc20, functionName: 'balanceOf', args: [address] })
    expect(await balance(a)).toBe(parseUnits('1', 6))
    expect(await balance(b)).toBe(parseUnits('3', 6))
    // Both transfers in the one transaction that carried the operation.
    const tx = await client.getTransactionReceipt({ hash: receipt.receipt.transactionHash })
    const transfers = tx.logs.filter((log) => log.address.toLowerCase() === usdc.toLowerCase())
    expect(transfers).toHaveLength(2)
  })

  it('refuses an operation whose sponsorship is not signed by the paymaster signer', async () => {
    const account = await newSmartAccount('forged-sponsorship')
    const usdc = await mintUsdc(account.address, parseUnits('1', 6))
    const { client, transport, paymaster } = clients()
    const forger = privateKeyToAccount(generatePrivateKey())
    const bundler = createBundlerClient({
      account,
      client,
      transport,
      paymaster: {
        getPaymasterStubData: (parameters) => paymaster.getPaymasterStubData(parameters),
        // The real answer's validity window, signed by another key.
        getPaymasterData: async (parameters) => {
          const real = await paymaster.getPaymasterData(parameters)
          if (!real.paymaster || !real.paymasterData) throw new Error('expected v0.7 data')
          const data = real.paymasterData
          const forged = await forger.signMessage({ message: { raw: keccak256(data) } })
          return {
            paymaster: real.paymaster,
            paymasterData: `${data.slice(0, 2 + 128)}${forged.slice(2)}` as Hex,
          }
        },
      },
      userOperation: { estimateFeesPerGas },
    })
    await expect(
      bundler.sendUserOperation({
        calls: [{ to: usdc, abi: erc20, functionName: 'transfer', args: [account.address, 1n] }],
      }),
    ).rejects.toThrow(/AA34/)
    expect(await client.getCode({ address: account.address })).toBeUndefined()
  })

  it('answers bad input with JSON-RPC errors (400 for malformed HTTP) and stays up', async () => {
    const bad = await rpc(routeUrl, {
      jsonrpc: '2.0',
      id: 2,
      method: 'eth_sendUserOperation',
      params: [{ sender: 'nope' }, entryPoint07Address],
    })
    expect(bad.status).toBe(200)
    const badBody = (await bad.json()) as { id: number; error?: { code: number } }
    expect(badBody.id).toBe(2)
    expect(badBody.error?.code).toEqual(expect.any(Number))

    const badPaymaster = await rpc(routeUrl, {
      jsonrpc: '2.0',
      id: 3,
      method: 'pm_getPaymasterData',
      params: [{ sender: '0x1' }, entryPoint07Address, '0x7a69', {}],
    })
    expect(((await badPaymaster.json()) as { error?: { code: number } }).error?.code).toBe(-32602)

    const otherEntryPoint = await rpc(routeUrl, {
      jsonrpc: '2.0',
      id: 4,
      method: 'pm_getPaymasterStubData',
      params: [
        {
          sender: devnet.accounts.evm[0]?.address,
          nonce: '0x0',
          callData: '0x',
          callGasLimit: '0x0',
          verificationGasLimit: '0x0',
          preVerificationGas: '0x0',
          maxFeePerGas: '0x0',
          maxPriorityFeePerGas: '0x0',
        },
        '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789',
        '0x7a69',
      ],
    })
    const otherBody = (await otherEntryPoint.json()) as { error?: { message: string } }
    expect(otherBody.error?.message).toMatch(/not sponsored here/)

    const malformed = await rpc(routeUrl, '{"jsonrpc":"2.0","method":')
    expect(malformed.status).toBe(400)

    const bundlerPath = routeUrl.replace('/v1?', '/v1/bundler?')
    const batch = await rpc(bundlerPath, [
      { jsonrpc: '2.0', id: 5, method: 'eth_supportedEntryPoints', params: [] },
      {
        jsonrpc: '2.0',
        id: 6,
        method: 'eth_getUserOperationReceipt',
        params: [`0x${'ab'.repeat(32)}`],
      },
      { jsonrpc: '2.0', id: 7, method: 'eth_sendRawTransaction', params: ['0x00'] },
    ])
    const answers = (await batch.json()) as {
      id: number
      result?: unknown
      error?: { code: number }
    }[]
    expect(answers[0]).toEqual({ jsonrpc: '2.0', id: 5, result: [entryPoint07Address] })
    expect(answers[1]).toEqual({ jsonrpc: '2.0', id: 6, result: null })
    expect(answers[2]?.error?.code).toBe(-32601)

    // Still up: the node and the bundler both answer.
    const chainId = await rpc(routeUrl, {
      jsonrpc: '2.0',
      id: 8,
      method: 'eth_chainId',
      params: [],
    })
    expect(await chainId.json()).toEqual({ jsonrpc: '2.0', id: 8, result: '0x7a69' })
    const supported = await rpc(routeUrl, {
      jsonrpc: '2.0',
      id: 9,
      method: 'eth_supportedEntryPoints',
      params: [],
    })
    expect(((await supported.json()) as { result: unknown }).result).toEqual([entryPoint07Address])
  })

  it("enforces a session key's ERC-20 periodic limit and its named token on chain", async () => {
    const { client, chain } = clients()
    const aa = devnet.accountAbstraction
    if (!aa) throw new Error('no ERC-4337 stack')
    const account = await newSmartAccount('session')
    const usdc = await mintUsdc(account.address, parseUnits('20', 6))
    const dai = devnet.evm.chains[0]?.contracts.dai as Address
    // The account's first (sponsored) operation deploys it; a delegation is checked
    // against the deployed account's ERC-1271 signature check.
    const bundler = bundlerFor(account)
    const deploy = await bundler.sendUserOperation({
      calls: [{ to: usdc, abi: erc20, functionName: 'transfer', args: [account.address, 0n] }],
    })
    expect((await bundler.waitForUserOperationReceipt({ hash: deploy })).success).toBe(true)

    // A session key (an EOA with gas of its own) may move up to 5 USDC a day for an hour.
    const sessionKey = privateKeyToAccount(generatePrivateKey())
    await createPublicClient({ chain, transport: http(devnet.urls.evmRpc) }).request({
      method: 'anvil_setBalance' as 'eth_chainId',
      params: [sessionKey.address, '0xde0b6b3a7640000'] as never,
    })
    const now = Number((await client.getBlock()).timestamp)
    const delegation = createDelegation({
      environment: aa.smartAccountsEnvironment,
      from: account.address,
      to: sessionKey.address,
      scope: {
        type: ScopeType.Erc20PeriodTransfer,
        tokenAddress: usdc,
        periodAmount: parseUnits('5', 6),
        periodDuration: 86_400,
        startDate: now,
      },
      caveats: [{ type: 'timestamp', afterThreshold: 0, beforeThreshold: now + 3600 }],
    })
    const signed = { ...delegation, signature: await account.signDelegation({ delegation }) }

    const session = createWalletClient({
      chain,
      transport: http(devnet.urls.evmRpc),
      account: sessionKey,
    })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const redeem = (token: Address, amount: bigint) =>
      session.sendTransaction({
        to: aa.smartAccountsEnvironment.DelegationManager,
        data: contracts.DelegationManager.encode.redeemDelegations({
          delegations: [[signed]],
          modes: [ExecutionMode.SingleDefault],
          executions: [
            [
              createExecution({
                target: token,
                callData: encodeFunctionData({
                  abi: erc20,
                  functionName: 'transfer',
                  args: [recipient, amount],
                }),
              }),
            ],
          ],
        }),
      })
    const balance = (token: Address) =>
      client.readContract({
        address: token,
        abi: erc20,
        functionName: 'balanceOf',
        args: [recipient],
      })

    const first = await redeem(usdc, parseUnits('3', 6))
    expect((await client.waitForTransactionReceipt({ hash: first })).status).toBe('success')
    expect(await balance(usdc)).toBe(parseUnits('3', 6))
    // 3 more would make 6 in this period: the enforcer reverts it.
    await expect(redeem(usdc, parseUnits('3', 6))).rejects.toThrow(
      /ERC20PeriodTransferEnforcer:transfer-amount-exceeded/,
    )
    // Another token than the one named: reverted too.
    await expect(redeem(dai, 1n)).rejects.toThrow(/ERC20PeriodTransferEnforcer:invalid-contract/)
    expect(await balance(usdc)).toBe(parseUnits('3', 6))
    // What is left of the period still goes through.
    const rest = await redeem(usdc, parseUnits('2', 6))
    expect((await client.waitForTransactionReceipt({ hash: rest })).status).toBe('success')
    expect(await balance(usdc)).toBe(parseUnits('5', 6))
    // A day later the period allows 5 again, but the session ended after its hour.
    const node = createPublicClient({ chain, transport: http(devnet.urls.evmRpc) })
    await node.request({ method: 'evm_increaseTime' as 'eth_chainId', params: [86_400] as never })
    await node.request({ method: 'evm_mine' as 'eth_chainId', params: [] as never })
    await expect(redeem(usdc, 1n)).rejects.toThrow(/TimestampEnforcer:expired-delegation/)
    // The sponsorship window follows the chain's clock (a day ahead now), so the account's
    // own operations are still sponsored.
    const later = await bundler.sendUserOperation({
      calls: [{ to: usdc, abi: erc20, functionName: 'transfer', args: [recipient, 1n] }],
    })
    expect((await bundler.waitForUserOperationReceipt({ hash: later })).success).toBe(true)
  })

  it('stops the bundler with devnet', async () => {
    const pid = devnet.evm.chains[0]?.aa?.bundlerPid
    expect(pid).toBeGreaterThan(0)
    await devnet.stop()
    expect(() => process.kill(pid as number, 0)).toThrow()
  })
})
