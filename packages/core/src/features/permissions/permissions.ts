/**
 * The rules of smart-session permissions (docs/smart-sessions.md), loaded on first use
 * (entry.ts). A grant is checked (validateGrantPermissions) and completed with the active
 * eip155 chain and the connected account before the wallet is asked; the wallet's answers
 * and the sessions list are checked against the contract's schemas (schemas.ts). A wallet
 * that does not grant permissions (4200, -32601, 5700, or an adapter without the method)
 * is a PermissionsNotSupportedError; a refusal stays UserRejectedRequestError (4001).
 */
import type { AbortableParameters } from '../../adapter/types.js'
import type { BlockchainApiClient } from '../../api/blockchain-api.js'
import { BaseError } from '../../errors/base.js'
import {
  InvalidPermissionsRequestError,
  PermissionsNotSupportedError,
} from '../../errors/permissions.js'
import { toRpcError } from '../../errors/rpc.js'
import type {
  ActivePermission,
  Hex,
  WalletGrantPermissionsResult,
  WalletRevokePermissionsResult,
} from '../../types/permissions.js'
import { isEvmAddress } from '../../validate/address.js'
import type { CallsTarget } from '../calls/target.js'
import { type GrantPermissionsRequest, validateGrantPermissions, validatePci } from './request.js'
import { parseGrantAnswer, parseRevokeAnswer, parseSessionsAnswer } from './schemas.js'

export type PermissionsDeps = {
  /** The sessions list's service; undefined without the blockchain API endpoint. */
  blockchainApi: BlockchainApiClient | undefined
  /** Milliseconds since the epoch. */
  now: () => number
}

export type PermissionsRules = ReturnType<typeof createPermissionsRules>

/** The wallet's codes for "I do not grant permissions". */
const UNSUPPORTED_CODES = new Set([4200, -32601, 5700])

/**
 * A failure of the wallet as a typed error: "unsupported" codes become
 * PermissionsNotSupportedError (keeping the code and the cause); core's own errors (a
 * timeout, an abort, a refusal already typed) pass through; the rest by JSON-RPC code.
 */
export function toPermissionsError(error: unknown, method: string): Error {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'number' && UNSUPPORTED_CODES.has(code)) {
    return new PermissionsNotSupportedError({ code, cause: error, details: `${method}: ${code}` })
  }
  if (error instanceof BaseError) return error
  return toRpcError(error)
}

function chainIdOf(target: CallsTarget): number {
  const id = Number(target.network.id)
  if (!Number.isSafeInteger(id)) {
    throw new InvalidPermissionsRequestError({
      details: `The active network ${target.network.caipNetworkId} has no numeric chain id`,
    })
  }
  return id
}

type WalletTarget = Pick<CallsTarget, 'address' | 'network' | 'connectorId'>

/**
 * Asks the target's wallet through one adapter method: none on the adapter is
 * PermissionsNotSupportedError; a failure is typed (toPermissionsError).
 */
async function askWallet(
  target: CallsTarget,
  method: 'wallet_grantPermissions' | 'wallet_revokePermissions',
  send: ((base: WalletTarget) => Promise<unknown> | undefined) | undefined,
): Promise<unknown> {
  if (!send) {
    throw new PermissionsNotSupportedError({
      details: `The ${target.adapter.namespace} adapter has no ${method}`,
    })
  }
  try {
    return await send({
      address: target.address,
      network: target.network,
      connectorId: target.connectorId,
    })
  } catch (error) {
    throw toPermissionsError(error, method)
  }
}

export function createPermissionsRules(deps: PermissionsDeps) {
  async function grantPermissions(
    target: CallsTarget,
    { signal, ...request }: GrantPermissionsRequest & AbortableParameters,
  ): Promise<WalletGrantPermissionsResult> {
    const wire = validateGrantPermissions(request, {
      nowSeconds: Math.floor(deps.now() / 1000),
      chainId: chainIdOf(target),
      address: target.address,
    })
    const { adapter } = target
    const answer = await askWallet(
      target,
      'wallet_grantPermissions',
      adapter.grantPermissions &&
        ((base) => adapter.grantPermissions?.({ ...base, request: wire, signal })),
    )
    return parseGrantAnswer(answer)
  }

  async function revokePermissions(
    target: CallsTarget,
    { pci, signal }: AbortableParameters & { pci: Hex },
  ): Promise<WalletRevokePermissionsResult> {
    const checked = validatePci(pci)
    const { adapter } = target
    const answer = await askWallet(
      target,
      'wallet_revokePermissions',
      adapter.revokePermissions &&
        ((base) => adapter.revokePermissions?.({ ...base, pci: checked, signal })),
    )
    return parseRevokeAnswer(answer)
  }

  async function getPermissions({
    address,
    signal,
  }: AbortableParameters & { address: string }): Promise<ActivePermission[]> {
    if (!isEvmAddress(address)) {
      throw new InvalidPermissionsRequestError({
        details: 'address must be 0x followed by 40 hex characters',
      })
    }
    const api = deps.blockchainApi
    if (!api) {
      throw new PermissionsNotSupportedError({
        details: 'No blockchainApi endpoint: the sessions list cannot be read',
      })
    }
    return parseSessionsAnswer(await api.getSessions({ address, signal }))
  }

  return { grantPermissions, revokePermissions, getPermissions }
}
