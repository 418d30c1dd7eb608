import {
  DelegationManager as delegationManagerAbi,
  ERC20PeriodTransferEnforcer as periodEnforcerAbi,
} from '@metamask/delegation-abis'
import type { Delegation } from '@metamask/smart-accounts-kit'
import { encodeDelegations, toDelegation } from '@metamask/smart-accounts-kit/utils'
import {
  type Address,
  BaseError,
  createPublicClient,
  erc20Abi,
  type Hex,
  HttpRequestError,
  http,
  isAddressEqual,
  type PublicClient,
  TimeoutError,
  toHex,
} from 'viem'
import { HttpError } from '../http/server.js'
import {
  decodePeriodicGrant,
  type PeriodicGrant,
  type SessionChain,
  type SessionPermission,
} from './session-shape.js'

/**
 * Smart-session permissions read from the chain (docs/smart-sessions.md): a permission is a
 * MetaMask delegation written on chain by the user's own [disableDelegation, enableDelegation]
 * user operation, so the DelegationManager's EnabledDelegation events, its
 * `disabledDelegations` map and the ERC-20 period enforcer's state are the whole record.
 */

type EnabledLog = {
  pci: Hex
  delegation: Delegation
  blockNumber: bigint
  logIndex: number
}

export type SessionReader = {
  /** The account's active permissions on every chain with the stack, oldest first. */
  list(account: Address, nowSeconds: number, signal?: AbortSignal): Promise<SessionPermission[]>
  /**
   * Where `pci` stands: undefined when `account` never enabled a permission with that hash;
   * otherwise its chain, and the block time of the revoke when the DelegationManager has it
   * disabled.
   */
  status(
    account: Address,
    pci: Hex,
    signal?: AbortSignal,
  ): Promise<{ chain: SessionChain; revokedAt: number | undefined } | undefined>
  /** Checks `signature` of `message` by `account` (ECDSA, ERC-1271 or ERC-6492). */
  verifyMessage(
    chain: SessionChain,
    request: { account: Address; message: string; signature: Hex },
    signal?: AbortSignal,
  ): Promise<boolean>
}

export type SessionReaderOptions = {
  chains: readonly SessionChain[]
  /** Timeout of every call to a chain node. */
  timeoutMs: number
}

const enabledEvent = delegationManagerAbi.find(
  (item) => item.type === 'event' && item.name === 'EnabledDelegation',
) as Extract<(typeof delegationManagerAbi)[number], { type: 'event'; name: 'EnabledDelegation' }>
const disabledEvent = delegationManagerAbi.find(
  (item) => item.type === 'event' && item.name === 'DisabledDelegation',
) as Extract<(typeof delegationManagerAbi)[number], { type: 'event'; name: 'DisabledDelegation' }>

type TokenInfo = { symbol: string; decimals: number }

/** A failed chain read answers 502 (the node is down or slow), never a crash. */
function chainReadFailed(error: unknown): never {
  if (error instanceof HttpError) throw error
  const message = error instanceof BaseError ? error.shortMessage : String(error)
  throw new HttpError(502, `chain read failed: ${message}`, { code: 'chain_unavailable' })
}

function isTransportError(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    Boolean(error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError))
  )
}

export function createSessionReader(options: SessionReaderOptions): SessionReader {
  /** Symbol and decimals of a token never change: read once per chain and address. */
  const tokenInfoCache = new Map<string, TokenInfo>()

  /** A client of one request: each call times out, and all stop when the request does. */
  const connect = (chain: SessionChain, signal: AbortSignal | undefined): PublicClient =>
    createPublicClient({
      chain: chain.chain,
      transport: http(chain.rpcUrl, {
        timeout: options.timeoutMs,
        retryCount: 0,
        ...(signal ? { fetchOptions: { signal } } : {}),
      }),
    })

  async function enabledLogs(
    client: PublicClient,
    chain: SessionChain,
    args: { delegator: Address; delegationHash?: Hex },
  ): Promise<EnabledLog[]> {
    const logs = await client.getLogs({
      address: chain.delegationManager,
      event: enabledEvent,
      args,
      fromBlock: 0n,
      toBlock: 'latest',
    })
    return logs.flatMap((log) =>
      log.args.delegationHash && log.args.delegation && log.blockNumber !== null
        ? [
            {
              pci: log.args.delegationHash,
              delegation: toDelegation({
                ...log.args.delegation,
                caveats: [...log.args.delegation.caveats],
              }),
              blockNumber: log.blockNumber,
              logIndex: log.logIndex ?? 0,
            },
          ]
        : [],
    )
  }

  async function blockTime(client: PublicClient, blockNumber: bigint): Promise<number> {
    return Number((await client.getBlock({ blockNumber })).timestamp)
  }

  async function tokenInfo(
    client: PublicClient,
    chain: SessionChain,
    token: Address,
  ): Promise<TokenInfo | undefined> {
    const key = `${chain.chainId}:${token.toLowerCase()}`
    const cached = tokenInfoCache.get(key)
    if (cached) return cached
    try {
      const [symbol, decimals] = await Promise.all([
        client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
        client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
      ])
      const info = { symbol, decimals }
      tokenInfoCache.set(key, info)
      return info
    } catch (error) {
      if (isTransportError(error)) throw error
      // Not an ERC-20 that names itself (or no contract there): the wallet never grants
      // over such a token, and the permission could not be put in words.
      return undefined
    }
  }

  async function describe(
    client: PublicClient,
    chain: SessionChain,
    entry: EnabledLog,
    grant: PeriodicGrant,
  ): Promise<SessionPermission | undefined> {
    const terms = entry.delegation.caveats.find((c) =>
      isAddressEqual(c.enforcer, chain.erc20PeriodTransferEnforcer),
    )?.terms as Hex
    const [[available, , currentPeriod], token, createdAt] = await Promise.all([
      client.readContract({
        address: chain.erc20PeriodTransferEnforcer,
        abi: periodEnforcerAbi,
        functionName: 'getAvailableAmount',
        args: [entry.pci, chain.delegationManager, terms],
      }),
      tokenInfo(client, chain, grant.tokenAddress),
      blockTime(client, entry.blockNumber),
    ])
    if (!token) return undefined
    // Before the start time the enforcer reports period 0 and nothing available.
    const spent = currentPeriod === 0n ? 0n : grant.periodAmount - available
    return {
      pci: entry.pci,
      chainId: chain.caip2,
      createdAt,
      expiry: grant.expiry,
      signer: { type: 'account', data: { address: entry.delegation.delegate } },
      permissions: [
        {
          type: 'erc20-token-periodic',
          data: {
            tokenAddress: grant.tokenAddress,
            periodAmount: toHex(grant.periodAmount),
            periodDuration: grant.periodDuration,
            startTime: grant.startTime,
            symbol: token.symbol,
            decimals: token.decimals,
          },
        },
      ],
      spentInPeriod: spent.toString(),
      availableInPeriod: available.toString(),
      context: encodeDelegations([entry.delegation]),
    }
  }

  async function listOn(
    chain: SessionChain,
    account: Address,
    nowSeconds: number,
    signal: AbortSignal | undefined,
  ): Promise<SessionPermission[]> {
    const client = connect(chain, signal)
    const [logs, latest] = await Promise.all([
      enabledLogs(client, chain, { delegator: account }),
      client.getBlock({ blockTag: 'latest' }),
    ])
    // The enforcers judge by the chain's clock, which may run ahead of ours (evm_increaseTime).
    const now = Math.max(nowSeconds, Number(latest.timestamp))
    // A delegation enabled again after a revoke has several events: the latest one counts.
    const byPci = new Map<string, EnabledLog>()
    for (const log of logs) byPci.set(log.pci.toLowerCase(), log)
    const candidates = [...byPci.values()].flatMap((entry) => {
      const grant = decodePeriodicGrant(chain, entry.delegation)
      return grant && grant.expiry > now ? [{ entry, grant }] : []
    })
    const disabled = await Promise.all(
      candidates.map(({ entry }) =>
        client.readContract({
          address: chain.delegationManager,
          abi: delegationManagerAbi,
          functionName: 'disabledDelegations',
          args: [entry.pci],
        }),
      ),
    )
    const active = candidates.filter((_, i) => !disabled[i])
    const described = await Promise.all(
      active.map(({ entry, grant }) => describe(client, chain, entry, grant)),
    )
    return described.filter((p): p is SessionPermission => p !== undefined)
  }

  async function statusOn(chain: SessionChain, account: Address, pci: Hex, signal?: AbortSignal) {
    const client = connect(chain, signal)
    const last = (await enabledLogs(client, chain, { delegator: account, delegationHash: pci })).at(
      -1,
    )
    if (!last || !decodePeriodicGrant(chain, last.delegation)) return undefined
    const isDisabled = await client.readContract({
      address: chain.delegationManager,
      abi: delegationManagerAbi,
      functionName: 'disabledDelegations',
      args: [pci],
    })
    if (!isDisabled) return { chain, revokedAt: undefined }
    // The grant's own pair emits a DisabledDelegation just before its EnabledDelegation:
    // the revoke is the first one after that.
    const disables = await client.getLogs({
      address: chain.delegationManager,
      event: disabledEvent,
      args: { delegationHash: pci, delegator: account },
      fromBlock: last.blockNumber,
      toBlock: 'latest',
    })
    const revoke = disables.find(
      (log) =>
        log.blockNumber !== null &&
        (log.blockNumber > last.blockNumber ||
          (log.blockNumber === last.blockNumber && (log.logIndex ?? 0) > last.logIndex)),
    )
    return { chain, revokedAt: await blockTime(client, revoke?.blockNumber ?? last.blockNumber) }
  }

  return {
    async list(account, nowSeconds, signal) {
      try {
        const lists = await Promise.all(
          options.chains.map((chain) => listOn(chain, account, nowSeconds, signal)),
        )
        return lists.flat().sort((a, b) => a.createdAt - b.createdAt)
      } catch (error) {
        return chainReadFailed(error)
      }
    },

    async status(account, pci, signal) {
      try {
        for (const chain of options.chains) {
          const found = await statusOn(chain, account, pci, signal)
          if (found) return found
        }
        return undefined
      } catch (error) {
        return chainReadFailed(error)
      }
    },

    async verifyMessage(chain, { account, message, signature }, signal) {
      try {
        return await connect(chain, signal).verifyMessage({ address: account, message, signature })
      } catch (error) {
        if (isTransportError(error)) return chainReadFailed(error)
        // A malformed signature, or a contract that reverts in isValidSignature.
        return false
      }
    },
  }
}
