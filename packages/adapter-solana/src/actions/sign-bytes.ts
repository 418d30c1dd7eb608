/**
 * Signing bytes with the connected signer, whichever kind it is: a message (the signature)
 * or a serialized transaction (the transaction with the signer's signature in place). What
 * `signMessage` and transfers use, and what the wallet-adapter bridge hands a dapp's
 * `signTransaction` / `signMessage` (any transaction the dapp built, not only transfers).
 *   - Wallet Standard: `solana:signMessage` / `solana:signTransaction`;
 *   - WalletConnect: `solana_signMessage` / `solana_signTransaction` (message and signature
 *     in base58; the answer may hold the signed transaction, or only the signature, which is
 *     then placed in the signer's slot);
 *   - the embedded wallet: its provider, approved in its frame;
 *   - a wallet adapter: its `signMessage` / `signTransaction`.
 */
import { ConnectorAccountNotFoundError } from '@keyway/core'
import {
  requireWalletAdapterAccount,
  signMessageWithAdapter,
  signTransactionWithAdapter,
} from '../connectors/wallet-adapter.js'
import { findAccount, signMessageWith, signTransactionWith } from '../connectors/wallet-standard.js'
import type { SolanaNetwork } from '../networks.js'
import {
  fromBase64,
  messageAccountKeys,
  splitTransaction,
  toBase64,
  withSignature,
} from '../transactions/wire.js'
import { decodeBase58, encodeBase58 } from '../utils/base58.js'
import { requireEmbeddedAccount, type TransferSigner } from './signer.js'

export type SignBytesParameters = {
  signer: TransferSigner
  /** The connected account that signs. */
  address: string
  /** The CAIP-2 reference of the network in use (WalletConnect requests name it). */
  chainId: string
  /** The network in use, named to a Wallet Standard wallet that knows it. */
  network?: SolanaNetwork | undefined
  /** Runs the wallet prompt with its timeout and signal. */
  inWallet: <T>(run: () => Promise<T>) => Promise<T>
  /** Also handed to the embedded wallet, which then drops the request in its frame. */
  signal?: AbortSignal | undefined
}

/** WalletConnect answers `solana_signTransaction` with the signature, the transaction, or both. */
type SignTransactionAnswer = { signature?: string; transaction?: string }

export async function signMessageBytes(
  parameters: SignBytesParameters & { message: Uint8Array },
): Promise<Uint8Array> {
  const { signer, address, inWallet, message } = parameters
  switch (signer.kind) {
    case 'wallet-standard': {
      const { wallet } = signer
      return inWallet(() => signMessageWith(wallet, findAccount(wallet, address), message))
    }
    case 'embedded': {
      const { provider } = signer
      requireEmbeddedAccount(provider, address)
      const { signature } = await inWallet(() =>
        provider.signMessage(message, { signal: parameters.signal }),
      )
      return signature
    }
    case 'wallet-adapter': {
      requireWalletAdapterAccount(signer.adapter, address)
      return inWallet(() => signMessageWithAdapter(signer.adapter, message))
    }
    case 'walletconnect': {
      const answer = await inWallet(() =>
        signer.walletConnect.request<{ signature: string }>(
          'solana_signMessage',
          { message: encodeBase58(message), pubkey: address },
          parameters.chainId,
        ),
      )
      return decodeBase58(answer.signature) // a malformed answer fails here, not in the caller
    }
  }
}

/** The slot of `address` among the transaction's signers. */
function signerSlot(transaction: Uint8Array, address: string): number {
  const { message, signatureCount } = splitTransaction(transaction)
  const slot = messageAccountKeys(message)
    .slice(0, signatureCount)
    .findIndex((key) => encodeBase58(key) === address)
  if (slot < 0) {
    throw new ConnectorAccountNotFoundError({
      details: `${address} does not sign this transaction`,
    })
  }
  return slot
}

export async function signTransactionBytes(
  parameters: SignBytesParameters & { transaction: Uint8Array },
): Promise<Uint8Array> {
  const { signer, address, inWallet, transaction } = parameters
  switch (signer.kind) {
    case 'wallet-standard': {
      const { wallet } = signer
      return inWallet(() =>
        signTransactionWith(wallet, findAccount(wallet, address), transaction, parameters.network),
      )
    }
    case 'embedded': {
      const { provider } = signer
      requireEmbeddedAccount(provider, address)
      const { signedTransaction } = await inWallet(() =>
        provider.signTransaction(transaction, { signal: parameters.signal }),
      )
      return signedTransaction
    }
    case 'wallet-adapter': {
      requireWalletAdapterAccount(signer.adapter, address)
      return inWallet(() => signTransactionWithAdapter(signer.adapter, transaction))
    }
    case 'walletconnect': {
      const slot = signerSlot(transaction, address)
      const answer = await inWallet(() =>
        signer.walletConnect.request<SignTransactionAnswer>(
          'solana_signTransaction',
          { transaction: toBase64(transaction) },
          parameters.chainId,
        ),
      )
      return answer.transaction
        ? fromBase64(answer.transaction)
        : withSignature(transaction, slot, decodeBase58(answer.signature ?? ''))
    }
  }
}
