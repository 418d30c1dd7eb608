import type { ProfileAccountResponse } from '../api/types.js'
import type { KeywayClient } from '../client/create-keyway.js'
import type { BaseError } from '../errors/base.js'
import { ResolveNameError } from '../errors/names.js'
import { SendAmountAndReceiverRequiredError } from '../errors/send.js'
import { coinTypeFromChainId } from '../utils/coin-type.js'

export type ResolveSendReceiverParameters = {
  /** What the user typed: an address of the active namespace, or a registered name. */
  receiver: string
  signal?: AbortSignal | undefined
}

export type ResolveSendReceiverReturnType = {
  address: string
  /** The profile name and avatar, when the receiver was given by name. */
  name?: string | undefined
  avatar?: string | undefined
}

export type ResolveSendReceiverErrorType =
  | SendAmountAndReceiverRequiredError
  | ResolveNameError
  | BaseError

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
// A base58 ed25519 public key: 32 bytes are 32 to 44 characters.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

function isAddressOf(namespace: string | undefined, receiver: string): boolean {
  if (namespace === 'eip155') return EVM_ADDRESS.test(receiver)
  if (namespace === 'solana') return SOLANA_ADDRESS.test(receiver)
  return false
}

/** The record's address for the chain (its ENSIP-11 coin type), else its Ethereum one. */
function addressFor(record: ProfileAccountResponse, chainId: number): string | undefined {
  const own = record.addresses[String(coinTypeFromChainId(chainId))]
  return (own ?? record.addresses['60'] ?? Object.values(record.addresses)[0])?.address
}

/** The avatar attribute, whether the service answers a map or a list of maps. */
function avatarOf(record: ProfileAccountResponse): string | undefined {
  const attributes = record.attributes as unknown
  const maps = Array.isArray(attributes) ? attributes : [attributes]
  for (const map of maps) {
    const avatar = (map as Record<string, unknown> | null)?.avatar
    if (typeof avatar === 'string' && avatar) return avatar
  }
  return undefined
}

/**
 * Turns the send form's receiver into an address: an address of the active namespace is
 * taken as it is; anything else is looked up as a registered name (docs/services.md#calls profile calls),
 * which gives the profile name and avatar shown beside it. Names are eip155 only and need
 * the blockchain API: otherwise, and when no address is registered, 'Error resolving name'
 * (docs/errors.md#sending-tokens). An empty receiver is 'An amount and receiver address are required' (docs/validation.md#send).
 */
export async function resolveSendReceiver(
  client: KeywayClient,
  parameters: ResolveSendReceiverParameters,
): Promise<ResolveSendReceiverReturnType> {
  const receiver = parameters.receiver.trim()
  if (!receiver) throw new SendAmountAndReceiverRequiredError()
  const { chain } = client._internal
  const namespace = chain.state.activeNamespace
  if (isAddressOf(namespace, receiver)) return { address: receiver }
  const network = chain.state.activeCaipNetwork
  const names = client._internal.getNames()
  if (namespace !== 'eip155' || !network || !names) {
    throw new ResolveNameError({ details: `No name lookup for ${receiver}` })
  }
  const record = await names.resolveName(receiver, { signal: parameters.signal })
  const address = addressFor(record, Number(network.id))
  if (!address) throw new ResolveNameError({ details: `${receiver} has no address` })
  return { address, name: record.name, avatar: avatarOf(record) }
}
