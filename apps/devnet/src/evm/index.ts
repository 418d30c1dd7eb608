import type { Address } from 'viem'
import { type AaChain, deriveAaKeys, prepareBundler, startAccountAbstraction } from '../aa/index.js'
import { custodyAccount, FARCASTER_USERS } from '../oauth/farcaster.js'
import { type DevnetAccount, deriveAccounts } from './accounts.js'
import { ANVIL_MNEMONIC, type AnvilNode, startAnvil } from './anvil.js'
import { deployDevnetContracts } from './deploy.js'
import type { EvmContracts } from './tokens.js'

export type { DevnetAccount } from './accounts.js'
export { ANVIL_MNEMONIC, AnvilNotFoundError, resolveAnvilBinary } from './anvil.js'
export { devnetChain } from './deploy.js'
export {
  DEVNET_COLLECTIBLE,
  DEVNET_TOKENS,
  type EvmContracts,
  type TokenInfo,
  type TokenKey,
} from './tokens.js'

/** Funded test accounts handed to tests and the demo (anvil's accounts 0..9). */
export const TEST_ACCOUNT_COUNT = 10
/** Index of the operator account that deploys contracts and acts for the blockchain API. */
const OPERATOR_INDEX = TEST_ACCOUNT_COUNT

export type EvmChain = {
  chainId: number
  rpcUrl: string
  contracts: EvmContracts & { [key: string]: Address }
  /** The ERC-4337 stack (EntryPoint, smart accounts, paymaster, bundler), where it runs. */
  aa?: AaChain
}

export type EvmDevnet = {
  chains: EvmChain[]
  accounts: DevnetAccount[]
  /**
   * Deployer of the contracts and registrar of the name registry; the blockchain API sends
   * its own transactions (name registration, onramp credits) from it, so tests that use the
   * test accounts never race it for nonces.
   */
  operator: DevnetAccount
  stop(): Promise<void>
}

export type StartEvmChainsOptions = {
  host: string
  ports: { evmRpc: number; evmRpc2: number }
  chainIds?: [number, number]
  /**
   * Chains that get the ERC-4337 stack (`src/aa/`), by RPC port name, with the port of
   * their bundler (0: any free port). Without it no chain has the stack.
   */
  bundlerPorts?: { evmRpc?: number; evmRpc2?: number }
}

/** Starts the two local EVM chains and deploys the devnet contracts on both. */
export async function startEvmChains(options: StartEvmChainsOptions): Promise<EvmDevnet> {
  const [chainId1, chainId2] = options.chainIds ?? [31337, 31338]
  const accounts = deriveAccounts(ANVIL_MNEMONIC, TEST_ACCOUNT_COUNT)
  const [operator] = deriveAccounts(ANVIL_MNEMONIC, 1, OPERATOR_INDEX)
  if (!operator) throw new Error('no operator account')
  const nodes: AnvilNode[] = []
  const stacks: AaChain[] = []
  const stacksStarting: Promise<unknown>[] = []
  const aaKeys = deriveAaKeys()
  // alto's processes start loading now, before the chains are up (most of its start-up).
  const bundler = (bundlerPort: number | undefined) =>
    bundlerPort === undefined
      ? undefined
      : { port: bundlerPort, prepared: prepareBundler({ keys: aaKeys }) }
  const specs = [
    {
      chainId: chainId1,
      port: options.ports.evmRpc,
      bundler: bundler(options.bundlerPorts?.evmRpc),
    },
    {
      chainId: chainId2,
      port: options.ports.evmRpc2,
      bundler: bundler(options.bundlerPorts?.evmRpc2),
    },
  ]
  const stop = async () => {
    // The bundlers first: they call their node until they stop.
    await Promise.all(specs.map((spec) => spec.bundler?.prepared.cancel()))
    await Promise.all(stacks.map((stack) => stack.stop()))
    await Promise.all(nodes.map((node) => node.stop()))
  }
  try {
    const chains = await Promise.all(
      specs.map(async ({ chainId, port, bundler }) => {
        const node = await startAnvil({
          host: options.host,
          port,
          chainId,
          accounts: TEST_ACCOUNT_COUNT + 1,
        })
        nodes.push(node)
        // The ERC-4337 stack deploys from its own key, beside the devnet contracts.
        const aa =
          bundler === undefined
            ? undefined
            : startAccountAbstraction({
                host: options.host,
                chainId,
                rpcUrl: node.rpcUrl,
                bundlerPort: bundler.port,
                keys: aaKeys,
                bundler: bundler.prepared,
              }).then((stack) => {
                stacks.push(stack)
                return stack
              })
        if (aa) stacksStarting.push(aa.catch(() => {}))
        const contracts = await deployDevnetContracts({
          chainId,
          rpcUrl: node.rpcUrl,
          operator,
          accounts,
          farcasterCustody: FARCASTER_USERS.map(({ fid }) => ({
            fid,
            custody: custodyAccount(fid).address,
          })),
        })
        return { chainId, rpcUrl: node.rpcUrl, contracts, ...(aa ? { aa: await aa } : {}) }
      }),
    )
    return { chains, accounts, operator, stop }
  } catch (error) {
    // A stack still starting is stopped too once it is up (or has failed).
    await Promise.all(stacksStarting)
    await stop()
    throw error
  }
}
