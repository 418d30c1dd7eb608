/**
 * Signs a message with the connected signer (actions/sign-bytes.ts: a Wallet Standard
 * wallet's `solana:signMessage`, `solana_signMessage` over WalletConnect, the embedded
 * wallet's provider approved in its frame, or a wallet adapter's `signMessage`). Answers
 * the signature in base58 in every case.
 */
import { encodeBase58 } from '../utils/base58.js'
import { type SignBytesParameters, signMessageBytes } from './sign-bytes.js'

export type SignMessageParameters = SignBytesParameters & { message: string }

export async function signMessage(parameters: SignMessageParameters): Promise<string> {
  const message = new TextEncoder().encode(parameters.message)
  return encodeBase58(await signMessageBytes({ ...parameters, message }))
}
