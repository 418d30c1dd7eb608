import type { SmartAccountsEnvironment } from '@metamask/smart-accounts-kit'
import { type Address, createPublicClient, http, parseEther } from 'viem'
import { type PreparedBundler, prepareBundler, startBundler } from './bundler.js'
import { deployAaContracts, deployBundlerContracts } from './contracts.js'
import { type AaKeys, deriveAaKeys } from './keys.js'
import { createPaymasterService, type PaymasterService } from './paymaster.js'

export { BundlerStartError, type PreparedBundler, prepareBundler } from './bundler.js'
export { type AaKeys, deriveAaKeys } from './keys.js'
export { type AaRouter, BUNDLER_METHODS, createAaRouter, PAYMASTER_METHODS } from './rpc.js'

/**
 * devnet's ERC-4337 stack on one anvil chain: the v0.7 EntryPoint, MetaMask's delegation
 * framework (smart accounts and caveat enforcers), a verifying paymaster with devnet's
 * sponsorship service, and the alto bundler (see the README's "Account abstraction").
 */
export type AaChain = {
  chainId: number
  entryPoint: Address
  /** The VerifyingPaymaster contract. */
  paymaster: Address
  /** The delegation framework, for the smart-accounts kit's `environment` option. */
  smartAccounts: SmartAccountsEnvironment
  /** alto's own URL (bundler methods only; devnet's chain-RPC route also reaches it). */
  bundlerUrl: string
  /** alto's process id (it is stopped with devnet). */
  bundlerPid: number
  /** Answers pm_getPaymasterStubData / pm_getPaymasterData for this chain. */
  paymasterService: PaymasterService
  stop(): Promise<void>
}

export type StartAccountAbstractionOptions = {
  host: string
  chainId: number
  rpcUrl: string
  /** alto's port; 0 picks a free one. */
  bundlerPort: number
  keys?: AaKeys
  /**
   * alto's process, spawned as early as the caller could (prepareBundler with the same
   * keys), so it loads meanwhile; without it one is spawned here.
   */
  bundler?: PreparedBundler
}

/**
 * Deploys the contracts and starts the bundler: first what alto checks for when it starts
 * (the EntryPoint, its simulation contracts), then alto, while the smart-account framework
 * and the paymaster are deployed. alto's process loads its modules from the start.
 */
export async function startAccountAbstraction(
  options: StartAccountAbstractionOptions,
): Promise<AaChain> {
  const keys = options.keys ?? deriveAaKeys()
  const prepared = options.bundler ?? prepareBundler({ keys })
  try {
    return await deployAndStart(options, keys, prepared)
  } catch (error) {
    await prepared.cancel()
    throw error
  }
}

async function deployAndStart(
  options: StartAccountAbstractionOptions,
  keys: AaKeys,
  prepared: PreparedBundler,
): Promise<AaChain> {
  const client = createPublicClient({ transport: http(options.rpcUrl, { timeout: 10_000 }) })
  await Promise.all(
    [keys.deployer, keys.bundlerExecutor].map(({ address }) =>
      client.request({
        method: 'anvil_setBalance' as 'eth_chainId',
        params: [address, `0x${parseEther('100000').toString(16)}`] as never,
      }),
    ),
  )
  const chain = { chainId: options.chainId, rpcUrl: options.rpcUrl, keys }
  const { entryPoint, pimlicoSimulations, entryPointSimulations } =
    await deployBundlerContracts(chain)
  const abort = new AbortController()
  const [contracts, bundler] = await Promise.allSettled([
    deployAaContracts(chain),
    startBundler(
      {
        rpcUrl: options.rpcUrl,
        entryPoint,
        simulations: { pimlico: pimlicoSimulations, entryPointV07: entryPointSimulations },
        keys,
        port: options.bundlerPort,
        host: options.host,
        signal: abort.signal,
      },
      prepared,
    ),
  ])
  if (contracts.status === 'rejected' || bundler.status === 'rejected') {
    abort.abort()
    if (bundler.status === 'fulfilled') await bundler.value.stop()
    throw contracts.status === 'rejected'
      ? contracts.reason
      : (bundler as PromiseRejectedResult).reason
  }
  const { verifyingPaymaster, smartAccounts } = contracts.value
  return {
    chainId: options.chainId,
    entryPoint,
    paymaster: verifyingPaymaster,
    smartAccounts,
    bundlerUrl: bundler.value.url,
    bundlerPid: bundler.value.pid,
    paymasterService: createPaymasterService({
      chainId: options.chainId,
      rpcUrl: options.rpcUrl,
      entryPoint,
      paymaster: verifyingPaymaster,
      signer: keys.paymasterSigner,
    }),
    stop: () => bundler.value.stop(),
  }
}
