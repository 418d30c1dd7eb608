import { SOLANA_RPC_PARAM_SCHEMAS } from '@keyway/embedded-wallet/protocol'
import {
  type Base64EncodedWireTransaction,
  createSolanaRpc,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  isSolanaError,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import type { z } from 'zod'
import { InvalidInputError } from '../errors.js'
import type { WalletSigner } from '../keys/index.js'
import { ChainRequestRejectedError, ChainTimeoutError, ChainUnavailableError } from './errors.js'

/**
 * The Solana half of `POST /v1/rpc` (the embedded-wallet README's Solana table: bytes as
 * base64). Signing is the key custody's; solana_signAndSendTransaction then sends the
 * signed wire transaction through the network's JSON-RPC `sendTransaction` (base64).
 */

export type SolanaRequestContext = {
  caip2: string
  rpcUrl: string
  timeoutMs: number
  signal: AbortSignal
  openSigner(): Promise<WalletSigner>
}

export async function handleSolanaRequest(
  ctx: SolanaRequestContext,
  method: string,
  params: unknown,
): Promise<unknown> {
  switch (method) {
    case 'solana_signMessage':
    case 'solana_signTransaction':
    case 'solana_signAllTransactions': {
      const signer = await ctx.openSigner()
      const { method: _, ...result } = await signer.sign({ chainId: ctx.caip2, method, params })
      return result
    }
    case 'solana_signAndSendTransaction': {
      const signer = await ctx.openSigner()
      const signed = await signer.sign({ chainId: ctx.caip2, method, params })
      if (!('transaction' in signed) || !('signature' in signed)) {
        throw new Error('solana_signAndSendTransaction gave no signed transaction')
      }
      // The signer parsed the params already; only the send options are read here.
      const { options } = SOLANA_RPC_PARAM_SCHEMAS.solana_signAndSendTransaction.parse(params)
      await sendWireTransaction(ctx, signed.transaction as Base64EncodedWireTransaction, options)
      return { signature: signed.signature }
    }
  }
  throw new InvalidInputError(`${method} is not a Solana method; ${ctx.caip2} is a Solana network`)
}

/**
 * `POST /v1/rpc/prepare` on Solana: the params checked against the protocol's schema
 * (strict), and the network's fee for the transactions in lamports where the node tells it
 * (`getFeeForMessage`; left out when it does not, or for a message). Solana transactions
 * carry their own fee terms, so nothing is filled or capped here.
 */
export async function prepareSolanaRequest(
  ctx: SolanaRequestContext,
  method: string,
  params: unknown,
): Promise<{ params: unknown; fee?: bigint | undefined }> {
  const schema = (SOLANA_RPC_PARAM_SCHEMAS as Record<string, z.ZodType>)[method]
  if (!schema) {
    throw new InvalidInputError(
      `${method} is not a Solana method; ${ctx.caip2} is a Solana network`,
    )
  }
  const parsed = schema.safeParse(params)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
    throw new InvalidInputError(`${method}: invalid params${where}: ${issue?.message}`)
  }
  const data = parsed.data as { transaction?: string; transactions?: string[] }
  const transactions = data.transactions ?? (data.transaction ? [data.transaction] : [])
  if (transactions.length === 0) return { params }
  const fee = await transactionsFee(ctx, transactions)
  return fee === undefined ? { params } : { params, fee }
}

async function transactionsFee(
  ctx: SolanaRequestContext,
  transactions: readonly string[],
): Promise<bigint | undefined> {
  const abortSignal = AbortSignal.any([ctx.signal, AbortSignal.timeout(ctx.timeoutMs)])
  const rpc = createSolanaRpc(ctx.rpcUrl)
  try {
    const fees = await Promise.all(
      transactions.map(async (wire) => {
        const { messageBytes } = getTransactionDecoder().decode(getBase64Encoder().encode(wire))
        const message = getBase64Decoder().decode(messageBytes) as TransactionMessageBytesBase64
        const { value } = await rpc.getFeeForMessage(message).send({ abortSignal })
        return value
      }),
    )
    if (fees.some((fee) => fee === null)) return undefined
    return fees.reduce<bigint>((sum, fee) => sum + BigInt(fee ?? 0), 0n)
  } catch (error) {
    if (ctx.signal.aborted) throw error
    // Bytes that are not a transaction are the signer's to refuse, with its own words;
    // a node that cannot tell the fee only costs the card its fee row.
    return undefined
  }
}

async function sendWireTransaction(
  ctx: SolanaRequestContext,
  transaction: Base64EncodedWireTransaction,
  options: { skipPreflight?: boolean | undefined; preflightCommitment?: string | undefined } = {},
): Promise<void> {
  const timeout = AbortSignal.timeout(ctx.timeoutMs)
  const abortSignal = AbortSignal.any([ctx.signal, timeout])
  try {
    await createSolanaRpc(ctx.rpcUrl)
      .sendTransaction(transaction, {
        encoding: 'base64',
        ...(options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
        ...(options.preflightCommitment === undefined
          ? {}
          : {
              preflightCommitment: options.preflightCommitment as
                | 'processed'
                | 'confirmed'
                | 'finalized',
            }),
      })
      .send({ abortSignal })
  } catch (error) {
    // The client is gone: nobody reads the answer, so the abort goes up as it is.
    if (ctx.signal.aborted) throw error
    if (timeout.aborted) throw new ChainTimeoutError(ctx.caip2, ctx.timeoutMs, { cause: error })
    if (isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)) {
      throw new ChainUnavailableError(
        `The RPC node of ${ctx.caip2} answered ${error.context.statusCode}`,
        { cause: error },
      )
    }
    if (isSolanaError(error)) {
      // The node's JSON-RPC error (preflight failure, blockhash not found, …).
      throw new ChainRequestRejectedError(`${ctx.caip2}: ${error.message}`, { cause: error })
    }
    throw new ChainUnavailableError(`The RPC node of ${ctx.caip2} could not be reached`, {
      cause: error,
    })
  }
}
