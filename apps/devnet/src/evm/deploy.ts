import {
  type Abi,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevnetAccount } from './accounts.js'
import {
  collectibleArtifact,
  farcasterIdRegistryArtifact,
  nameRegistryArtifact,
  nativeSwapPoolArtifact,
  noReturnTokenArtifact,
  swapPoolArtifact,
  swapRouterArtifact,
  testTokenArtifact,
} from './artifacts.gen.js'
import {
  DEVNET_COLLECTIBLE,
  DEVNET_TOKENS,
  type EvmContracts,
  NATIVE_POOL_SEED,
  POOL_SEED_LIQUIDITY,
  TEST_ACCOUNT_TOKEN_FUNDING,
  type TokenKey,
} from './tokens.js'

/** A viem chain for a local anvil node. */
export function devnetChain(chainId: number, rpcUrl: string): Chain {
  return defineChain({
    id: chainId,
    name: `Keyway devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}

type Call = { to?: Address; data: Hex; value?: bigint }

/**
 * Deploys the devnet contracts from `operator`, funds `accounts` with every test token and
 * seeds the USDC/DAI and USDC/ETH pools. The contracts deployed before the pools' router keep
 * their nonces, so their addresses do not move when contracts are added at the end. Transactions are sent with local nonces and awaited at the end:
 * anvil mines each on arrival, so this takes one round trip per transaction.
 */
export async function deployDevnetContracts(options: {
  chainId: number
  rpcUrl: string
  operator: DevnetAccount
  accounts: readonly DevnetAccount[]
  /** fid → custody address registered on the Farcaster ID registry (the stand-in's test fids). */
  farcasterCustody?: readonly { fid: number; custody: Address }[]
}): Promise<EvmContracts> {
  const chain = devnetChain(options.chainId, options.rpcUrl)
  const transport = http(options.rpcUrl, { timeout: 10_000 })
  const account = privateKeyToAccount(options.operator.privateKey)
  const wallet = createWalletClient({ chain, transport, account })
  const client = createPublicClient({ chain, transport })
  let nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' })
  const hashes: Hex[] = []

  const send = async (call: Call): Promise<void> => {
    const gas = await client.estimateGas({ account: account.address, ...call, nonce })
    hashes.push(await wallet.sendTransaction({ ...call, nonce, gas }))
    nonce += 1
  }
  const deploy = async (abi: Abi, bytecode: Hex, args: readonly unknown[]): Promise<Address> => {
    const address = getContractAddress({ from: account.address, nonce: BigInt(nonce) })
    await send({ data: encodeDeployData({ abi, bytecode, args }) })
    return address
  }

  const tokenAddresses = {} as Record<TokenKey, Address>
  for (const token of DEVNET_TOKENS) {
    const artifact = token.noReturn ? noReturnTokenArtifact : testTokenArtifact
    tokenAddresses[token.key] = await deploy(artifact.abi, artifact.bytecode, [
      token.name,
      token.symbol,
      token.decimals,
    ])
  }
  const pool = await deploy(swapPoolArtifact.abi, swapPoolArtifact.bytecode, [
    tokenAddresses.usdc,
    tokenAddresses.dai,
  ])
  const names = await deploy(nameRegistryArtifact.abi, nameRegistryArtifact.bytecode, [])
  const nft = await deploy(collectibleArtifact.abi, collectibleArtifact.bytecode, [
    DEVNET_COLLECTIBLE.name,
    DEVNET_COLLECTIBLE.symbol,
  ])
  const nativePool = await deploy(nativeSwapPoolArtifact.abi, nativeSwapPoolArtifact.bytecode, [
    tokenAddresses.usdc,
  ])
  const router = await deploy(swapRouterArtifact.abi, swapRouterArtifact.bytecode, [
    pool,
    nativePool,
  ])

  const mint = (token: Address, to: Address, amount: bigint) =>
    send({
      to: token,
      data: encodeFunctionData({
        abi: testTokenArtifact.abi,
        functionName: 'mint',
        args: [to, amount],
      }),
    })
  for (const target of options.accounts) {
    for (const token of DEVNET_TOKENS) {
      const amount = parseUnits(String(TEST_ACCOUNT_TOKEN_FUNDING), token.decimals)
      await mint(tokenAddresses[token.key], target.address, amount)
    }
  }

  const usdcSeed = parseUnits(String(POOL_SEED_LIQUIDITY), 6)
  const daiSeed = parseUnits(String(POOL_SEED_LIQUIDITY), 18)
  await mint(tokenAddresses.usdc, account.address, usdcSeed)
  await mint(tokenAddresses.dai, account.address, daiSeed)
  for (const [token, amount] of [
    [tokenAddresses.usdc, usdcSeed],
    [tokenAddresses.dai, daiSeed],
  ] as const) {
    await send({
      to: token,
      data: encodeFunctionData({
        abi: testTokenArtifact.abi,
        functionName: 'approve',
        args: [pool, amount],
      }),
    })
  }
  await send({
    to: pool,
    data: encodeFunctionData({
      abi: swapPoolArtifact.abi,
      functionName: 'addLiquidity',
      args: [usdcSeed, daiSeed],
    }),
  })

  const nativeUsdcSeed = parseUnits(String(NATIVE_POOL_SEED.usdc), 6)
  const nativeEthSeed = parseUnits(String(NATIVE_POOL_SEED.eth), 18)
  await mint(tokenAddresses.usdc, account.address, nativeUsdcSeed)
  await send({
    to: tokenAddresses.usdc,
    data: encodeFunctionData({
      abi: testTokenArtifact.abi,
      functionName: 'approve',
      args: [nativePool, nativeUsdcSeed],
    }),
  })
  await send({
    to: nativePool,
    data: encodeFunctionData({
      abi: nativeSwapPoolArtifact.abi,
      functionName: 'addLiquidity',
      args: [nativeUsdcSeed],
    }),
    value: nativeEthSeed,
  })

  // Last, so every contract above keeps its address.
  const farcasterIdRegistry = await deploy(
    farcasterIdRegistryArtifact.abi,
    farcasterIdRegistryArtifact.bytecode,
    [],
  )
  for (const { fid, custody } of options.farcasterCustody ?? []) {
    await send({
      to: farcasterIdRegistry,
      data: encodeFunctionData({
        abi: farcasterIdRegistryArtifact.abi,
        functionName: 'register',
        args: [BigInt(fid), custody],
      }),
    })
  }

  for (const hash of hashes) {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (receipt.status !== 'success') throw new Error(`devnet set-up transaction ${hash} reverted`)
  }
  return {
    ...tokenAddresses,
    pool,
    names,
    nft,
    nativePool,
    router,
    farcasterIdRegistry,
  }
}
