/**
 * Sends a SOL or SPL transfer through the connected wallet: the transaction is built here
 * (transactions/build-transfer.ts, lazily loaded), the wallet signs — and sends, when it
 * knows the cluster — and anything only signed is submitted through the configured RPC.
 * Returns the transaction signature (base58), Solana's transaction id.
 */
import { sendWithAdapter } from '../connectors/wallet-adapter.js'
import { findAccount, signOrSendWith } from '../connectors/wallet-standard.js'
import { rpcUrlOf, type SolanaNetwork } from '../networks.js'
import type { SolanaRpc } from '../rpc/solana-rpc.js'
import { buildTransfer } from '../transactions/build-transfer.js'
import { toBase64 } from '../transactions/wire.js'
import { encodeBase58 } from '../utils/base58.js'
import { signTransactionBytes } from './sign-bytes.js'
import type { TransferSigner } from './signer.js'

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

  if (signer.kind === 'wallet-adapter' && !signer.adapter.signTransaction) {
    // An adapter that only sends: it submits through the network's RPC itself.
    const { adapter } = signer
    const url = rpcUrlOf(parameters.network)
    return parameters.inWallet(() => sendWithAdapter(adapter, built.transaction, url))
  }

  // The embedded wallet's frame, WalletConnect and wallet adapters sign (the embedded
  // wallet after the user approves in its frame); the dapp's RPC submits, as it reads, so
  // the transfer lands on the network the dapp configured.
  const signed = await signTransactionBytes({
    signer,
    address: parameters.from,
    chainId: String(parameters.network.id),
    inWallet: parameters.inWallet,
    signal,
    transaction: built.transaction,
  })
  return rpc.sendTransaction(toBase64(signed), { signal })
}
