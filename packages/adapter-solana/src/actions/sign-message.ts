/**
 * Signs a message with the connected signer: a Wallet Standard wallet's `solana:signMessage`,
 * `solana_signMessage` over WalletConnect (spec §7: the message in base58, the answer
 * `{ signature }`), or the embedded wallet's provider (approved in its frame, spec §2).
 * Answers the signature in base58 in every case.
 */
import { findAccount, signMessageWith } from '../connectors/wallet-standard.js'
import { decodeBase58, encodeBase58 } from '../utils/base58.js'
import { requireEmbeddedAccount, type TransferSigner } from './send-transfer.js'

export type SignMessageParameters = {
  signer: TransferSigner
  message: string
  address: string
  /** The CAIP-2 reference of the network in use (WalletConnect requests name it). */
  chainId: string
  /** Runs the wallet prompt with its timeout and signal. */
  inWallet: <T>(run: () => Promise<T>) => Promise<T>
  /** Also handed to the embedded wallet, which then drops the request in its frame. */
  signal?: AbortSignal | undefined
}

export async function signMessage(parameters: SignMessageParameters): Promise<string> {
  const { signer, address, inWallet } = parameters
  const bytes = new TextEncoder().encode(parameters.message)
  if (signer.kind === 'wallet-standard') {
    const { wallet } = signer
    const signature = await inWallet(() =>
      signMessageWith(wallet, findAccount(wallet, address), bytes),
    )
    return encodeBase58(signature)
  }
  if (signer.kind === 'embedded') {
    const { provider } = signer
    requireEmbeddedAccount(provider, address)
    const { signature } = await inWallet(() =>
      provider.signMessage(bytes, { signal: parameters.signal }),
    )
    return encodeBase58(signature)
  }
  const answer = await inWallet(() =>
    signer.walletConnect.request<{ signature: string }>(
      'solana_signMessage',
      { message: encodeBase58(bytes), pubkey: address },
      parameters.chainId,
    ),
  )
  decodeBase58(answer.signature) // a malformed answer fails here, not in the caller
  return answer.signature
}
