/**
 * Signature checks per namespace. Each answers true only for a signature it
 * could check and found valid; anything else (bad encoding, unreachable RPC) is false or a
 * thrown error, so callers fail closed.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { createPublicClient, type Hex, http, isHex, verifyMessage } from 'viem'

export type SignatureCheck = {
  /** The signing account as the message names it. */
  address: string
  /** The exact text that was signed. */
  message: string
  signature: string
  /** The CAIP-2 reference of the message's chain (e.g. '1', '31337'). */
  chainReference: string
  signal?: AbortSignal | undefined
}

export type SignatureVerifier = (check: SignatureCheck) => Promise<boolean>

export type Eip155VerifierOptions = {
  /**
   * The JSON-RPC URL of each chain (by CAIP-2 reference) whose smart accounts may sign in.
   * With one, ERC-1271 (deployed) and ERC-6492 (counterfactual) signatures are checked on
   * that chain; without, only EOA signatures are accepted.
   */
  rpcUrls?: Readonly<Record<string, string>> | undefined
  /** Per RPC call (default 10 s). */
  timeoutMs?: number | undefined
}

/** EOA signatures (EIP-191) everywhere; ERC-1271 / ERC-6492 on chains with an RPC URL. */
export function eip155Verifier(options: Eip155VerifierOptions = {}): SignatureVerifier {
  const timeout = options.timeoutMs ?? 10_000
  return async ({ address, message, signature, chainReference, signal }) => {
    if (!isHex(signature) || !isHex(address)) return false
    const rpcUrl = options.rpcUrls?.[chainReference]
    if (!rpcUrl) {
      return verifyMessage({ address, message, signature: signature as Hex }).catch(() => false)
    }
    // A client per check: it is cheap, and each check brings its own abort signal.
    const client = createPublicClient({
      transport: http(rpcUrl, { timeout, retryCount: 1, fetchOptions: { signal: signal ?? null } }),
    })
    // viem's public verifyMessage tries EOA recovery, ERC-1271 and ERC-6492 (through its
    // deployless universal validator), all on this chain.
    return client.verifyMessage({ address, message, signature: signature as Hex })
  }
}

/** ed25519 over the UTF-8 message; the address is the base58 public key, the signature base58. */
export function solanaVerifier(): SignatureVerifier {
  return async ({ address, message, signature }) => {
    try {
      const publicKey = base58.decode(address)
      const bytes = base58.decode(signature)
      if (publicKey.length !== 32 || bytes.length !== 64) return false
      return ed25519.verify(bytes, new TextEncoder().encode(message), publicKey)
    } catch {
      return false
    }
  }
}
