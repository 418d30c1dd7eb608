import type { SmartAccountsEnvironment } from '@metamask/smart-accounts-kit'
import { type Address, getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { FrameHostError } from '../errors.js'
import type { EvmChainClient } from './evm-client.js'

/**
 * The embedded wallet's smart accounts (README "Smart accounts"): on a chain listed in
 * SMART_ACCOUNTS, each user's owner EOA (the stored key) owns a MetaMask HybridDeleGator
 * account (delegation framework 1.3.0) at an address known before it exists. Its calls go
 * as ERC-4337 user operations through the chain's bundler; the chain's paymaster, when one
 * is configured, pays their gas.
 */

/** What one chain needs for smart accounts: its ERC-4337 services and contracts. */
export type SmartAccountChain = {
  /** The bundler's JSON-RPC URL (eth_sendUserOperation, eth_getUserOperationReceipt, …). */
  bundlerUrl: string
  /** An ERC-7677 paymaster service (pm_getPaymasterStubData / pm_getPaymasterData); none: the account pays. */
  paymasterUrl?: string | undefined
  /** The delegation framework's addresses on the chain (the kit's SmartAccountsEnvironment). */
  environment: SmartAccountsEnvironment
}

/** CAIP-2 id (`eip155:<n>`) → that chain's smart-account stack. */
export type SmartAccountChains = Readonly<Record<string, SmartAccountChain>>

/** The same words as the frame's refusal before smart accounts existed. */
export const SMART_ACCOUNTS_UNAVAILABLE = 'Smart accounts are not available in this wallet'

export class SmartAccountUnavailableError extends FrameHostError {
  override name = 'SmartAccountUnavailableError' as const
  override status = 400
  override code = 'smart_account_unavailable'
  constructor() {
    super(SMART_ACCOUNTS_UNAVAILABLE)
  }
}

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'must be a 0x address')
  .transform((value) => getAddress(value))

const httpUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')

/**
 * The environment as devnet's READY line and the kit name it. Only the parts frame-host
 * uses are required; the rest (the caveat enforcers, the other implementations) is kept as
 * given, addresses checked.
 */
const environmentSchema = z
  .looseObject({
    EntryPoint: address,
    SimpleFactory: address,
    DelegationManager: address,
    implementations: z.looseObject({ HybridDeleGatorImpl: address }),
    caveatEnforcers: z.record(z.string(), address).optional(),
  })
  .transform((environment) => environment as unknown as SmartAccountsEnvironment)

const chainSchema = z.strictObject({
  bundlerUrl: httpUrl,
  paymasterUrl: httpUrl.optional(),
  environment: environmentSchema,
})

/**
 * SMART_ACCOUNTS as written: `{ "<eip155 chain id>": { "bundlerUrl", "paymasterUrl"?,
 * "environment" } }`, read into CAIP-2 keys.
 */
export const smartAccountChainsSchema = z
  .record(z.string(), chainSchema)
  .superRefine((chains, ctx) => {
    for (const id of Object.keys(chains)) {
      if (/^[1-9][0-9]{0,15}$/.test(id) && Number.isSafeInteger(Number(id))) continue
      ctx.addIssue({
        code: 'custom',
        path: [id],
        message: 'keys are eip155 chain ids (decimal numbers such as "31337")',
      })
    }
  })
  .transform(
    (chains): SmartAccountChains =>
      Object.fromEntries(Object.entries(chains).map(([id, chain]) => [`eip155:${id}`, chain])),
  )

/** The chains with smart accounts, as getSmartAccountEnabledNetworks answers them. */
export function smartAccountNetworks(chains: SmartAccountChains): number[] {
  return Object.keys(chains)
    .map((caip2) => Number(caip2.slice('eip155:'.length)))
    .sort((a, b) => a - b)
}

export function smartAccountChainOf(
  chains: SmartAccountChains,
  caip2: string,
): SmartAccountChain | undefined {
  return Object.hasOwn(chains, caip2) ? chains[caip2] : undefined
}

/** The user's smart account on one chain: its address, its owner, the chain's stack. */
export type SmartAccount = {
  address: Address
  owner: Address
  chain: SmartAccountChain
}

/** Whether the account has code yet (the user's `smartAccountDeployed`). */
export async function isSmartAccountDeployed(
  chain: EvmChainClient,
  account: Address,
): Promise<boolean> {
  const code = await chain.run((client) => client.getCode({ address: account }))
  return code !== undefined && code !== '0x'
}
