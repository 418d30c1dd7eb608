import { type Delegation, ROOT_AUTHORITY } from '@metamask/smart-accounts-kit'
import { decodeCaveat } from '@metamask/smart-accounts-kit/utils'
import { type Address, type Chain, getAddress, type Hex, isAddressEqual } from 'viem'

/**
 * What a smart-session permission is (docs/smart-sessions.md): a root MetaMask delegation with
 * exactly the no-ETH, ERC-20 period and timestamp caveats; and the shape `GET
 * /v1/sessions/{address}` gives it.
 */

/** A chain with the ERC-4337 stack, as the sessions routes read it. */
export type SessionChain = {
  chainId: number
  caip2: `eip155:${number}`
  rpcUrl: string
  chain: Chain
  delegationManager: Address
  valueLteEnforcer: Address
  erc20PeriodTransferEnforcer: Address
  timestampEnforcer: Address
}

/** One active permission, in the shape of `GET /v1/sessions/{address}`. */
export type SessionPermission = {
  pci: Hex
  chainId: `eip155:${number}`
  createdAt: number
  expiry: number
  signer: { type: 'account'; data: { address: Address } }
  permissions: [
    {
      type: 'erc20-token-periodic'
      data: {
        tokenAddress: Address
        periodAmount: Hex
        periodDuration: number
        startTime: number
        symbol: string
        decimals: number
      }
    },
  ]
  spentInPeriod: string
  availableInPeriod: string
  context: Hex
}

/** The terms of a delegation that is one of our permissions. */
export type PeriodicGrant = {
  tokenAddress: Address
  periodAmount: bigint
  periodDuration: number
  startTime: number
  expiry: number
}

/**
 * Decodes a delegation into our permission's terms, or undefined when it is not one: a root
 * delegation whose caveats are exactly ValueLteEnforcer with 0, ERC20PeriodTransferEnforcer
 * and TimestampEnforcer with an expiry (the doc gives that order; any order is read).
 */
export function decodePeriodicGrant(
  chain: SessionChain,
  delegation: Delegation,
): PeriodicGrant | undefined {
  if (delegation.authority.toLowerCase() !== ROOT_AUTHORITY.toLowerCase()) return undefined
  if (delegation.caveats.length !== 3) return undefined
  const caveatOf = (enforcer: Address) =>
    delegation.caveats.find((c) => isAddressEqual(c.enforcer, enforcer))
  const value = caveatOf(chain.valueLteEnforcer)
  const period = caveatOf(chain.erc20PeriodTransferEnforcer)
  const timestamp = caveatOf(chain.timestampEnforcer)
  if (!value || !period || !timestamp) return undefined
  // decodeCaveat looks the enforcer up in the environment; only these three matter here.
  const environment = {
    caveatEnforcers: {
      ValueLteEnforcer: chain.valueLteEnforcer,
      ERC20PeriodTransferEnforcer: chain.erc20PeriodTransferEnforcer,
      TimestampEnforcer: chain.timestampEnforcer,
    },
  } as unknown as Parameters<typeof decodeCaveat>[0]['environment']
  try {
    const v = decodeCaveat({ caveat: value, environment })
    const p = decodeCaveat({ caveat: period, environment })
    const t = decodeCaveat({ caveat: timestamp, environment })
    if (v.type !== 'valueLte' || p.type !== 'erc20PeriodTransfer' || t.type !== 'timestamp') {
      return undefined
    }
    // No ETH may go with a transfer; and our permissions always end.
    if (BigInt(v.maxValue) !== 0n || !t.beforeThreshold) return undefined
    return {
      tokenAddress: getAddress(p.tokenAddress),
      periodAmount: BigInt(p.periodAmount),
      periodDuration: Number(p.periodDuration),
      startTime: Number(p.startDate),
      expiry: Number(t.beforeThreshold),
    }
  } catch {
    // Terms of the wrong length or out of range: not a permission we can describe.
    return undefined
  }
}
