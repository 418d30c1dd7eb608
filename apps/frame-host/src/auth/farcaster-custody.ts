import { type Address, getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { FrameHostError } from '../errors.js'
import { createEvmChainClient } from '../rpc/evm-client.js'

/**
 * Who may sign in as a Farcaster fid: only the fid's custody address as Farcaster's ID
 * registry records it (`custodyOf(fid)`), read over RPC at the time of the sign-in. The
 * relay's word for the custody address is not enough: anyone can sign a sign-in message
 * with a key of their own and name any fid in it. Farcaster's own auth client checks the
 * same thing (README "Social and Farcaster login").
 */

/** Where the registry is: an eip155 chain frame-host reaches and the contract's address. */
export type FarcasterIdRegistry = { address: Address; rpcUrl: string }

/** FARCASTER_ID_REGISTRY: `{ "chainId": 31337, "address": "0x…" }` (chain id as number or decimal string). */
export const farcasterIdRegistrySettingSchema = z.strictObject({
  chainId: z
    .union([z.number(), z.string()])
    .refine(
      (id) => /^[1-9][0-9]{0,15}$/.test(String(id)) && Number.isSafeInteger(Number(id)),
      'chainId must be an eip155 chain id (a number such as 10 or 31337)',
    )
    .transform((id) => `eip155:${Number(id)}`),
  address: z
    .string()
    .refine((value) => isAddress(value, { strict: false }), 'address must be a 0x address')
    .transform((value) => getAddress(value)),
})

/** The one function of Farcaster's IdRegistry this server calls. */
export const farcasterIdRegistryAbi = [
  {
    type: 'function',
    name: 'custodyOf',
    stateMutability: 'view',
    inputs: [{ name: 'fid', type: 'uint256' }],
    outputs: [{ name: 'custody', type: 'address' }],
  },
] as const

/** No ID registry is configured, so no Farcaster sign-in can be checked: none is started. */
export class FarcasterUnavailableError extends FrameHostError {
  override name = 'FarcasterUnavailableError' as const
  override status = 503
  override code = 'farcaster_unavailable'
  constructor() {
    super('Farcaster sign-in is not available on this server: no Farcaster ID registry is set')
  }
}

/** The message was signed by another key than the fid's registered custody address. */
export class FarcasterCustodyMismatchError extends FrameHostError {
  override name = 'FarcasterCustodyMismatchError' as const
  override status = 401
  override code = 'farcaster_custody_mismatch'
  constructor(fid: number) {
    super(
      `The Farcaster sign-in is refused: it was not signed by the custody address of fid ${fid} on the Farcaster ID registry`,
    )
  }
}

export type VerifyFarcasterCustodyParameters = {
  fid: number
  /** The address that signed the sign-in message (already checked against the signature). */
  signer: Address
  timeoutMs: number
  signal?: AbortSignal | undefined
}

/**
 * Reads `custodyOf(fid)` and throws FarcasterCustodyMismatchError unless it is `signer`. An
 * unregistered fid (custody 0x0) never matches. The call is bounded by `timeoutMs`, not
 * retried, and stops with `signal`; a node that fails or hangs gives the chain errors of
 * `POST /v1/rpc` (502 chain_unavailable, 504 chain_timeout).
 */
export async function verifyFarcasterCustody(
  registry: FarcasterIdRegistry | undefined,
  { fid, signer, timeoutMs, signal }: VerifyFarcasterCustodyParameters,
): Promise<void> {
  if (!registry) throw new FarcasterUnavailableError()
  const chain = createEvmChainClient({
    caip2: 'the Farcaster ID registry',
    rpcUrl: registry.rpcUrl,
    timeoutMs,
    signal: signal ?? new AbortController().signal,
  })
  const custody = await chain.run((client) =>
    client.readContract({
      address: registry.address,
      abi: farcasterIdRegistryAbi,
      functionName: 'custodyOf',
      args: [BigInt(fid)],
    }),
  )
  if (getAddress(custody) !== getAddress(signer)) throw new FarcasterCustodyMismatchError(fid)
}
