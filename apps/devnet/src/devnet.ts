import { fileURLToPath } from 'node:url'
import type { SmartAccountsEnvironment } from '@metamask/smart-accounts-kit'
import type { Address } from 'viem'
import { type BlockchainApi, startBlockchainApi } from './blockchain-api/index.js'
import { type ConfigApi, startConfigApi } from './config-api/index.js'
import { type DevnetAccount, type EvmDevnet, startEvmChains } from './evm/index.js'
import { type Mailbox, startMailbox } from './mailbox/index.js'
import { type OAuthStandIn, startOAuth } from './oauth/index.js'
import { DEFAULT_HOST, DEFAULT_PORTS, type DevnetPorts } from './ports.js'
import { createProjectRegistry, loadProjectsFile, type ProjectRegistry } from './projects.js'
import { type Relay, startRelay } from './relay/index.js'
import {
  GENESIS_HASH,
  type SolanaDevnet,
  startSolanaRpc,
  type TestAccount,
} from './solana/index.js'

/**
 * Brings every remote service the toolkit calls up at once, so tests and the demo never
 * reach a real network: the two EVM chains and Solana in parallel, the stateless services
 * beside them, then the blockchain API that reads the chains. If anything fails half-way, whatever did start is stopped again
 * before the error is thrown, so no anvil process is left behind.
 */

export type DevnetUrls = { [K in keyof DevnetPorts]: string }

export type DevnetAccounts = { evm: DevnetAccount[]; solana: TestAccount[] }

/**
 * eip155 chain id (decimal) → the chain's ERC-4337 stack as frame-host's SMART_ACCOUNTS
 * takes it (scripts pass it on as it is): the bundler and paymaster (both devnet's
 * `/v1/bundler` route of the blockchain API, for the first project) and the smart
 * accounts' contracts. Empty without the stack.
 */
export type DevnetSmartAccounts = Record<
  string,
  { bundlerUrl: string; paymasterUrl: string; environment: SmartAccountsEnvironment }
>

/**
 * devnet's Farcaster ID registry (`custodyOf(fid)`, the stand-in's test fids registered) on
 * its first chain: the shape of frame-host's FARCASTER_ID_REGISTRY.
 */
export type DevnetFarcasterIdRegistry = { chainId: number; address: Address }

export type StartDevnetOptions = {
  /** Loopback by default; $KEYWAY_DEVNET_HOST overrides it. */
  host?: string
  /** Fixed ports to override, or 'free' for any free port (what tests use). */
  ports?: Partial<DevnetPorts> | 'free'
  /** Projects JSON (default $KEYWAY_DEVNET_PROJECTS or projects.json of this package). */
  projectsFile?: string
  /** Where KEYWAY_DEVNET_* overrides are read; default process.env. */
  env?: Readonly<Record<string, string | undefined>>
  /** Relay frame log (`--verbose`). */
  log?: (line: string) => void
  /**
   * The ERC-4337 stack on the first EVM chain (EntryPoint, smart accounts, paymaster, the
   * alto bundler); default on, off with `false` or KEYWAY_DEVNET_AA=off.
   */
  accountAbstraction?: boolean
}

/**
 * The ERC-4337 stack on devnet's first chain: `bundler` is alto's own URL (the chain-RPC
 * route of the blockchain API also reaches it, and answers the paymaster's pm_* methods).
 */
export type DevnetAccountAbstraction = {
  chainId: number
  bundler: string
  entryPoint: Address
  paymaster: Address
  smartAccountsEnvironment: SmartAccountsEnvironment
}

export type Devnet = {
  urls: DevnetUrls
  accounts: DevnetAccounts
  smartAccounts: DevnetSmartAccounts
  farcasterIdRegistry: DevnetFarcasterIdRegistry
  /** Absent when started with `accountAbstraction: false`. */
  accountAbstraction?: DevnetAccountAbstraction
  evm: EvmDevnet
  solana: SolanaDevnet
  projects: ProjectRegistry
  relay: Relay
  configApi: ConfigApi
  mailbox: Mailbox
  oauth: OAuthStandIn
  blockchainApi: BlockchainApi
  /** Stops everything (safe to call twice). */
  stop(): Promise<void>
}

const PORT_NAMES = Object.keys(DEFAULT_PORTS) as (keyof DevnetPorts)[]

/** `evmRpc2` → `KEYWAY_DEVNET_EVM_RPC2_PORT`. */
export function portEnvName(name: keyof DevnetPorts): string {
  return `KEYWAY_DEVNET_${name.replace(/([A-Z])/g, '_$1').toUpperCase()}_PORT`
}

function parsePort(value: string, from: string): number {
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${from}: "${value}" is not a port number (0-65535)`)
  }
  return port
}

/**
 * Ports in order of precedence: options, then KEYWAY_DEVNET_<NAME>_PORT, then the fixed
 * defaults. `'free'` (option, or KEYWAY_DEVNET_PORTS=free) makes every port 0.
 */
export function resolvePorts(
  ports: StartDevnetOptions['ports'],
  env: Readonly<Record<string, string | undefined>>,
): DevnetPorts {
  if (ports === 'free') return Object.fromEntries(PORT_NAMES.map((n) => [n, 0])) as DevnetPorts
  const allFree = env.KEYWAY_DEVNET_PORTS === 'free'
  const resolved = { ...DEFAULT_PORTS } as DevnetPorts
  for (const name of PORT_NAMES) {
    const fromEnv = env[portEnvName(name)]
    if (allFree) resolved[name] = 0
    if (fromEnv !== undefined && fromEnv !== '') {
      resolved[name] = parsePort(fromEnv, portEnvName(name))
    }
    const fromOptions = ports?.[name]
    if (fromOptions !== undefined) resolved[name] = parsePort(String(fromOptions), `ports.${name}`)
  }
  return resolved
}

/** CAIP-2 id of a Solana cluster: `solana:` + the first 32 characters of its genesis hash. */
export function solanaCaip2(genesisHash: string): string {
  return `solana:${genesisHash.slice(0, 32)}`
}

type Stoppable = { stop(): Promise<void> }

export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const env = options.env ?? process.env
  const host = options.host ?? env.KEYWAY_DEVNET_HOST ?? DEFAULT_HOST
  const ports = resolvePorts(options.ports, env)
  const projectsFile =
    options.projectsFile ??
    env.KEYWAY_DEVNET_PROJECTS ??
    fileURLToPath(new URL('../projects.json', import.meta.url))
  const projects = createProjectRegistry(loadProjectsFile(projectsFile))
  const withAa = options.accountAbstraction ?? env.KEYWAY_DEVNET_AA !== 'off'

  const started: Stoppable[] = []
  const track = <T extends Stoppable>(promise: Promise<T>): Promise<T> =>
    promise.then((service) => {
      started.push(service)
      return service
    })
  let stopping: Promise<void> | undefined
  const stopAll = () => {
    // Newest first: the blockchain API goes before the chains it reads.
    stopping ??= Promise.allSettled([...started].reverse().map((s) => s.stop())).then(() => {})
    return stopping
  }

  try {
    const first = await Promise.allSettled([
      track(
        startEvmChains({
          host,
          ports: { evmRpc: ports.evmRpc, evmRpc2: ports.evmRpc2 },
          ...(withAa ? { bundlerPorts: { evmRpc: ports.bundler } } : {}),
        }),
      ),
      track(startSolanaRpc({ host, port: ports.solanaRpc, wsPort: ports.solanaWs })),
      track(startRelay({ host, port: ports.relay, ...(options.log ? { log: options.log } : {}) })),
      track(
        startConfigApi({
          host,
          port: ports.configApi,
          projects,
          solanaChains: [solanaCaip2(GENESIS_HASH)],
        }),
      ),
      track(startMailbox({ host, port: ports.mailbox, smtpPort: ports.smtp })),
      track(startOAuth({ host, port: ports.oauth })),
    ] as const)
    const failure = first.find((r) => r.status === 'rejected')
    if (failure) throw failure.reason
    const [evm, solana, relay, configApi, mailbox, oauth] = first.map(
      (r) => (r as PromiseFulfilledResult<unknown>).value,
    ) as [EvmDevnet, SolanaDevnet, Relay, ConfigApi, Mailbox, OAuthStandIn]

    const blockchainApi = await track(
      startBlockchainApi({
        host,
        port: ports.blockchainApi,
        projects,
        evm,
        solanaRpcUrl: solana.rpcUrl,
        solanaUsdcMint: solana.usdcMint.address,
      }),
    )

    const [chain1, chain2] = evm.chains
    if (!chain1 || !chain2) throw new Error('the EVM devnet did not start two chains')
    const aa = chain1.aa
    return {
      urls: {
        evmRpc: chain1.rpcUrl,
        evmRpc2: chain2.rpcUrl,
        solanaRpc: solana.rpcUrl,
        solanaWs: solana.wsUrl,
        relay: relay.url,
        blockchainApi: blockchainApi.url,
        configApi: configApi.url,
        mailbox: mailbox.url,
        smtp: mailbox.smtpUrl,
        oauth: oauth.url,
        bundler: aa?.bundlerUrl ?? '',
      },
      accounts: { evm: evm.accounts, solana: solana.accounts },
      smartAccounts: aa ? devnetSmartAccounts(blockchainApi.url, aa, projects) : {},
      farcasterIdRegistry: {
        chainId: chain1.chainId,
        address: chain1.contracts.farcasterIdRegistry,
      },
      ...(aa
        ? {
            accountAbstraction: {
              chainId: aa.chainId,
              bundler: aa.bundlerUrl,
              entryPoint: aa.entryPoint,
              paymaster: aa.paymaster,
              smartAccountsEnvironment: aa.smartAccounts,
            },
          }
        : {}),
      evm,
      solana,
      projects,
      relay,
      configApi,
      mailbox,
      oauth,
      blockchainApi,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

function devnetSmartAccounts(
  blockchainApi: string,
  aa: { chainId: number; smartAccounts: SmartAccountsEnvironment },
  projects: ProjectRegistry,
): DevnetSmartAccounts {
  const [project] = projects.list()
  if (!project) return {}
  const route = new URL('/v1/bundler', blockchainApi)
  route.searchParams.set('chainId', `eip155:${aa.chainId}`)
  route.searchParams.set('projectId', project.id)
  return {
    [String(aa.chainId)]: {
      bundlerUrl: route.href,
      paymasterUrl: route.href,
      environment: aa.smartAccounts,
    },
  }
}

/**
 * The one line scripts wait for:
 * `DEVNET READY {"evmRpc":…,"bundler":"http://…","accounts":{…},"smartAccounts":{"31337":{…}},
 * "farcasterIdRegistry":{"chainId":31337,"address":"0x…"},"entryPoint":"0x…","paymaster":"0x…",
 * "smartAccountsEnvironment":{…}}` (the last three, and `bundler`, only with the ERC-4337 stack).
 */
export function readyLine(
  devnet: Pick<
    Devnet,
    'urls' | 'accounts' | 'smartAccounts' | 'farcasterIdRegistry' | 'accountAbstraction'
  >,
): string {
  return `DEVNET READY ${readyJson(devnet)}`
}

/** The READY line's JSON (what `keyway-devnet --json` prints alone). */
export function readyJson(
  devnet: Pick<
    Devnet,
    'urls' | 'accounts' | 'smartAccounts' | 'farcasterIdRegistry' | 'accountAbstraction'
  >,
): string {
  const aa = devnet.accountAbstraction
  const { bundler, ...urls } = devnet.urls
  return JSON.stringify({
    ...urls,
    ...(bundler ? { bundler } : {}),
    accounts: devnet.accounts,
    smartAccounts: devnet.smartAccounts,
    farcasterIdRegistry: devnet.farcasterIdRegistry,
    ...(aa
      ? {
          entryPoint: aa.entryPoint,
          paymaster: aa.paymaster,
          smartAccountsEnvironment: aa.smartAccountsEnvironment,
        }
      : {}),
  })
}
