import {
  type Address,
  encodeFunctionData,
  getAddress,
  type Hex,
  isAddress,
  serializeErc6492Signature,
  zeroHash,
} from 'viem'
import { z } from 'zod'
import { FrameHostError } from '../errors.js'
import type { EvmChainClient } from './evm-client.js'

/**
 * The embedded wallet's smart accounts (spec §3 preferredAccountTypes, smartAccountDeployed;
 * §9 account types): on a chain listed in SMART_ACCOUNT_FACTORIES, each user's owner EOA
 * (the stored key) controls a KeywayAccount that the chain's factory creates with CREATE2
 * at an address known before it exists. There is no ERC-4337 bundler or paymaster here:
 * the owner EOA sends each transaction (to the factory's createAccountAndExecute for the
 * first one, to the account's execute after that) and pays its gas.
 */

/** CAIP-2 id (`eip155:<n>`) → the KeywayAccountFactory on that chain. */
export type SmartAccountFactories = Readonly<Record<string, Address>>

/** One account per owner: salt 0. */
export const SMART_ACCOUNT_SALT = zeroHash

/** The same words as the frame's refusal before smart accounts existed (spec §8). */
export const SMART_ACCOUNTS_UNAVAILABLE = 'Smart accounts are not available in this wallet'

export class SmartAccountUnavailableError extends FrameHostError {
  override name = 'SmartAccountUnavailableError' as const
  override status = 400
  override code = 'smart_account_unavailable'
  constructor() {
    super(SMART_ACCOUNTS_UNAVAILABLE)
  }
}

/**
 * SMART_ACCOUNT_FACTORIES as written: `{ "<eip155 chain id>": "0xfactory" }`, read into
 * CAIP-2 keys with checksummed addresses.
 */
export const smartAccountFactoriesSchema = z
  .record(
    z.string(),
    z
      .string()
      .refine((value) => isAddress(value, { strict: false }), 'factories must be 0x addresses'),
  )
  .superRefine((factories, ctx) => {
    for (const id of Object.keys(factories)) {
      if (/^[1-9][0-9]{0,15}$/.test(id) && Number.isSafeInteger(Number(id))) continue
      ctx.addIssue({
        code: 'custom',
        path: [id],
        message: 'keys are eip155 chain ids (decimal numbers such as "31337")',
      })
    }
  })
  .transform(
    (factories): SmartAccountFactories =>
      Object.fromEntries(
        Object.entries(factories).map(([id, factory]) => [`eip155:${id}`, getAddress(factory)]),
      ),
  )

/** The chains with smart accounts, as getSmartAccountEnabledNetworks answers them. */
export function smartAccountNetworks(factories: SmartAccountFactories): number[] {
  return Object.keys(factories)
    .map((caip2) => Number(caip2.slice('eip155:'.length)))
    .sort((a, b) => a - b)
}

export const keywayAccountFactoryAbi = [
  {
    type: 'function',
    name: 'addressOf',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'bytes32' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
  {
    type: 'function',
    name: 'createAccount',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'bytes32' },
    ],
    outputs: [{ name: 'account', type: 'address' }],
  },
  {
    type: 'function',
    name: 'createAccountAndExecute',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'bytes32' },
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes' }],
  },
] as const

export const keywayAccountAbi = [
  {
    type: 'function',
    name: 'execute',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'data', type: 'bytes' },
    ],
    outputs: [{ name: '', type: 'bytes' }],
  },
] as const

/**
 * Known smart-account addresses, per factory and owner. The address is fixed by the
 * factory, the owner and the salt, so a cached one never goes stale; the bound keeps a
 * long-running process's memory flat.
 */
export type SmartAccountAddressCache = {
  get(factory: Address, owner: Address): Address | undefined
  set(factory: Address, owner: Address, account: Address): void
}

export function createSmartAccountAddressCache(limit = 10_000): SmartAccountAddressCache {
  const entries = new Map<string, Address>()
  const key = (factory: Address, owner: Address) => `${factory}:${owner}`.toLowerCase()
  return {
    get: (factory, owner) => entries.get(key(factory, owner)),
    set(factory, owner, account) {
      if (entries.size >= limit) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      entries.set(key(factory, owner), account)
    },
  }
}

export type SmartAccount = {
  /** The account's address (the factory's CREATE2 address for the owner and salt 0). */
  address: Address
  owner: Address
  factory: Address
}

export type ReadSmartAccountParameters = {
  chain: EvmChainClient
  factory: Address
  owner: Address
  cache: SmartAccountAddressCache
}

/**
 * The owner's smart account on a chain. The factory's `addressOf` is asked rather than the
 * address computed here, so frame-host follows whichever factory a chain lists; the tests
 * check it is the CREATE2 address of KeywayAccount's creation code.
 */
export async function readSmartAccount({
  chain,
  factory,
  owner,
  cache,
}: ReadSmartAccountParameters): Promise<SmartAccount> {
  const known = cache.get(factory, owner)
  if (known) return { address: known, owner, factory }
  const address = await chain.run((client) =>
    client.readContract({
      address: factory,
      abi: keywayAccountFactoryAbi,
      functionName: 'addressOf',
      args: [owner, SMART_ACCOUNT_SALT],
    }),
  )
  cache.set(factory, owner, address)
  return { address, owner, factory }
}

/** spec §3 smartAccountDeployed: whether the account has code yet. */
export async function isSmartAccountDeployed(
  chain: EvmChainClient,
  account: Address,
): Promise<boolean> {
  const code = await chain.run((client) => client.getCode({ address: account }))
  return code !== undefined && code !== '0x'
}

/**
 * The owner's signature as the smart account's: as it is once the account exists
 * (ERC-1271 checks the owner signed), and before that wrapped per ERC-6492 with the
 * factory call that would create it, so verifiers (viem's verifyMessage/verifyTypedData)
 * can simulate the deployment and then ask the account.
 */
export function smartAccountSignature(
  account: SmartAccount,
  deployed: boolean,
  signature: Hex,
): Hex {
  if (deployed) return signature
  return serializeErc6492Signature({
    address: account.factory,
    data: encodeFunctionData({
      abi: keywayAccountFactoryAbi,
      functionName: 'createAccount',
      args: [account.owner, SMART_ACCOUNT_SALT],
    }),
    signature,
  })
}

/**
 * The owner EOA's transaction that makes the account call `to` with `value` (from the
 * account's balance) and `data`: through the factory while the account does not exist
 * (created and called in one transaction), directly afterwards.
 */
export function smartAccountTransaction(
  account: SmartAccount,
  deployed: boolean,
  call: { to: Address; value: bigint; data: Hex },
): { to: Address; data: Hex } {
  if (deployed) {
    return {
      to: account.address,
      data: encodeFunctionData({
        abi: keywayAccountAbi,
        functionName: 'execute',
        args: [call.to, call.value, call.data],
      }),
    }
  }
  return {
    to: account.factory,
    data: encodeFunctionData({
      abi: keywayAccountFactoryAbi,
      functionName: 'createAccountAndExecute',
      args: [account.owner, SMART_ACCOUNT_SALT, call.to, call.value, call.data],
    }),
  }
}
