import { SOLANA_RPC_PARAM_SCHEMAS } from '@keyway/embedded-wallet/protocol'
import {
  type Address,
  createKeyPairFromPrivateKeyBytes,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  partiallySignTransaction,
  signBytes,
  type Transaction,
} from '@solana/kit'
import type { z } from 'zod'
import { InvalidSigningRequestError } from './errors.js'
import { solanaAddressOf } from './wallet-keys.js'

/**
 * Signing with a user's ed25519 key (docs/roles.md#walletconnect-methods). Bytes travel as base64
 * (the frame protocol's Solana schemas). Transactions are signed only where this wallet
 * is one of the signers the transaction names; other signers' slots are left as they are,
 * so a dapp can collect the rest.
 */

type SolanaParams<M extends keyof typeof SOLANA_RPC_PARAM_SCHEMAS> = z.output<
  (typeof SOLANA_RPC_PARAM_SCHEMAS)[M]
>

export type SolanaSigner = {
  readonly address: Address
  signMessage(params: unknown): Promise<{ signature: string }>
  signTransaction(params: unknown): Promise<{ transaction: string }>
  signAllTransactions(params: unknown): Promise<{ transactions: string[] }>
  /**
   * The signing half of solana_signAndSendTransaction: the signed wire transaction for the
   * server to send, and its signature (the transaction id) as the dapp gets it.
   */
  signTransactionForSending(params: unknown): Promise<{ transaction: string; signature: string }>
}

function parse<M extends keyof typeof SOLANA_RPC_PARAM_SCHEMAS>(
  method: M,
  params: unknown,
): SolanaParams<M> {
  const result = SOLANA_RPC_PARAM_SCHEMAS[method].safeParse(params)
  if (result.success) return result.data as SolanaParams<M>
  const issue = result.error.issues[0]
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
  throw new InvalidSigningRequestError(`${method}: invalid params${where}: ${issue?.message}`)
}

const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'))
const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

/**
 * True when `bytes` is exactly a compiled transaction message: signing it as a "message"
 * would sign a transaction the user was never shown as one.
 */
function isTransactionMessage(bytes: Uint8Array): boolean {
  try {
    const [, end] = getCompiledTransactionMessageDecoder().read(bytes, 0)
    return end === bytes.length
  } catch {
    return false
  }
}

export function createSolanaSigner(seed: Uint8Array): SolanaSigner {
  const address = solanaAddressOf(seed)
  // Not extractable: once imported, the private key cannot be read back out of the CryptoKey.
  let keyPair: Promise<CryptoKeyPair> | undefined
  const keys = () => {
    keyPair ??= createKeyPairFromPrivateKeyBytes(seed, false)
    return keyPair
  }

  const sign = async (method: string, base64: string): Promise<Transaction> => {
    let transaction: Transaction
    try {
      transaction = getTransactionDecoder().decode(fromBase64(base64))
    } catch (error) {
      throw new InvalidSigningRequestError(`${method}: the transaction could not be decoded`, {
        cause: error,
      })
    }
    if (!(address in transaction.signatures)) {
      throw new InvalidSigningRequestError(
        `${method}: this wallet (${address}) is not a signer of the transaction`,
      )
    }
    return partiallySignTransaction([await keys()], transaction)
  }

  return {
    address,

    async signMessage(params) {
      const { message, pubkey } = parse('solana_signMessage', params)
      if (pubkey !== address) {
        throw new InvalidSigningRequestError(
          `solana_signMessage: ${pubkey} is not this wallet's account (${address})`,
        )
      }
      const bytes = fromBase64(message)
      if (isTransactionMessage(bytes)) {
        throw new InvalidSigningRequestError(
          'solana_signMessage: the message is a transaction; use solana_signTransaction',
        )
      }
      return { signature: toBase64(await signBytes((await keys()).privateKey, bytes)) }
    },

    async signTransaction(params) {
      const { transaction } = parse('solana_signTransaction', params)
      const signed = await sign('solana_signTransaction', transaction)
      return { transaction: getBase64EncodedWireTransaction(signed) }
    },

    async signAllTransactions(params) {
      const { transactions } = parse('solana_signAllTransactions', params)
      const signed: string[] = []
      for (const transaction of transactions) {
        signed.push(
          getBase64EncodedWireTransaction(await sign('solana_signAllTransactions', transaction)),
        )
      }
      return { transactions: signed }
    },

    async signTransactionForSending(params) {
      const { transaction } = parse('solana_signAndSendTransaction', params)
      const signed = await sign('solana_signAndSendTransaction', transaction)
      // The transaction id is the fee payer's signature, the first one.
      const feePayerSignature = signed.signatures[Object.keys(signed.signatures)[0] as Address]
      if (!feePayerSignature) {
        throw new InvalidSigningRequestError(
          'solana_signAndSendTransaction: the fee payer has not signed, so it cannot be sent',
        )
      }
      return {
        transaction: getBase64EncodedWireTransaction(signed),
        signature: toBase64(feePayerSignature),
      }
    },
  }
}
