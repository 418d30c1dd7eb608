/**
 * Sends a SOL or SPL transfer through the connected wallet: the transaction is built here
 * (transactions/build-transfer.ts, lazily loaded), the wallet signs — and sends, when it
 * knows the cluster — and anything only signed is submitted through the configured RPC.
 * Returns the transaction signature (base58), Solana's transaction id.
 */
import { ConnectorAccountNotFoundError } from '@keyway/core'
import type { Wallet } from '@wallet-standard/base'
import type { EmbeddedSolanaSigner } from '../connectors/embedded-wallet.js'
import { findAccount, signOrSendWith } from '../connectors/wallet-standard.js'
import type { SolanaWalletConnect } from '../connectors/walletconnect.js'
import type { SolanaNetwork } from '../networks.js'
import type { SolanaRpc } from '../rpc/solana-rpc.js'
import { buildTransfer } from '../transactions/build-transfer.js'
import { fromBase64, toBase64, withSignature } from '../transactions/wire.js'
import { decodeBase58, encodeBase58 } from '../utils/base58.js'

export type TransferSigner =
  | { kind: 'wallet-standard'; wallet: Wallet }
  | { kind: 'walletconnect'; walletConnect: SolanaWalletConnect }
  | { kind: 'embedded'; provider: EmbeddedSolanaSigner }

/** The embedded wallet signs only for its own account. */
export function requireEmbeddedAccount(provider: EmbeddedSolanaSigner, address: string): void {
  if (provider.publicKey !== address) {
    throw new ConnectorAccountNotFoundError({ details: `embedded wallet: ${address}` })
  }
}

export type SendTransferParameters = {
  signer: TransferSigner
  rpc: SolanaRpc
  network: SolanaNetwork
  from: string
  to: string
  amount: bigint
  mint?: string | undefined
  signal?: AbortSignal | undefined
  /** Bounds the wallet's part (its prompt) in time (core's withTimeout). */
  inWallet<T>(run: () => Promise<T>): Promise<T>
}

/** WalletConnect answers `solana_signTransaction` with the signature, the transaction, or both. */
type SignTransactionAnswer = { signature?: string; transaction?: string }

export async function sendTransfer(parameters: SendTransferParameters): Promise<string> {
  const { signer, rpc, signal } = parameters
  const built = await buildTransfer({
    rpc,
    from: parameters.from,
    to: parameters.to,
    amount: parameters.amount,
    mint: parameters.mint,
    signal,
  })

  if (signer.kind === 'wallet-standard') {
    const account = findAccount(signer.wallet, parameters.from)
    const result = await parameters.inWallet(() =>
      signOrSendWith(signer.wallet, account, built.transaction, parameters.network),
    )
    if (result.kind === 'sent') return encodeBase58(result.signature)
    return rpc.sendTransaction(toBase64(result.signedTransaction), { signal })
  }

  if (signer.kind === 'embedded') {
    requireEmbeddedAccount(signer.provider, parameters.from)
    // The frame signs after the user approves (spec §2); the dapp's RPC submits, as it
    // reads, so the transfer lands on the network the dapp configured.
    const { signedTransaction } = await parameters.inWallet(() =>
      signer.provider.signTransaction(built.transaction, { signal }),
    )
    return rpc.sendTransaction(toBase64(signedTransaction), { signal })
  }

  const answer = await parameters.inWallet(() =>
    signer.walletConnect.request<SignTransactionAnswer>(
      'solana_signTransaction',
      { transaction: toBase64(built.transaction) },
      String(parameters.network.id),
    ),
  )
  const signed = answer.transaction
    ? fromBase64(answer.transaction)
    : // The fee payer (the sender) signs in slot 0.
      withSignature(built.transaction, 0, decodeBase58(answer.signature ?? ''))
  return rpc.sendTransaction(toBase64(signed), { signal })
}
