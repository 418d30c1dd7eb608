/**
 * Builds the unsigned transaction of a SOL or SPL token transfer. @solana/web3.js is
 * loaded with a dynamic `import()` here and nowhere else, so a dapp's
 * initial bundle holds none of its code: it is fetched the first time someone sends.
 * An SPL transfer creates the recipient's associated token account when it does not exist
 * yet (the sender pays its rent), then moves the tokens with TransferChecked.
 */
import { InvalidParamsRpcError } from '@keyway/core'
import type { TransactionInstructionCtorFields } from '@solana/web3.js'
import type { RpcCallOptions, SolanaRpc } from '../rpc/solana-rpc.js'
import { toBase64 } from './wire.js'

export type BuildTransferParameters = RpcCallOptions & {
  rpc: SolanaRpc
  from: string
  to: string
  /** Lamports, or the token's smallest unit for an SPL transfer. */
  amount: bigint
  /** The mint, for an SPL token transfer. */
  mint?: string | undefined
}

export type BuiltTransfer = {
  /** The serialized transaction, without signatures (wire format). */
  transaction: Uint8Array
  /** The serialized message, base64 (what getFeeForMessage takes). */
  message: string
  /** Whether the recipient's associated token account is created by this transaction. */
  createsRecipientAccount: boolean
}

const loadWeb3 = () => import('@solana/web3.js')

/*
 * The token instructions are written here with web3.js alone rather than with
 * @solana/spl-token: its code (instruction builders, its layout helpers) calls the global
 * `Buffer`, which browsers do not have, so a dapp would need a Node polyfill for a few
 * bytes (the demo's SPL send failed with 'Buffer is not defined'). What is used of it is
 * small and fixed by the programs: the associated token account address (a program-derived
 * address of owner, token program and mint), the Token program's TransferChecked
 * (instruction 12, u64 amount little-endian, u8 decimals) and the Associated Token Account
 * program's CreateIdempotent (instruction 1).
 */
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
type TransactionInstructionData = NonNullable<TransactionInstructionCtorFields['data']>

const TRANSFER_CHECKED = 12
const CREATE_IDEMPOTENT = 1

/** Instruction data as web3.js takes it (it only reads the bytes). */
function instructionData(bytes: readonly number[] | Uint8Array): TransactionInstructionData {
  return Uint8Array.from(bytes) as unknown as TransactionInstructionData
}

function transferCheckedData(amount: bigint, decimals: number): TransactionInstructionData {
  const bytes = new Uint8Array(10)
  const view = new DataView(bytes.buffer)
  view.setUint8(0, TRANSFER_CHECKED)
  view.setBigUint64(1, amount, true)
  view.setUint8(9, decimals)
  return instructionData(bytes)
}

export async function buildTransfer(parameters: BuildTransferParameters): Promise<BuiltTransfer> {
  const { rpc, signal } = parameters
  const [web3, blockhash] = await Promise.all([loadWeb3(), rpc.getLatestBlockhash({ signal })])
  const from = new web3.PublicKey(parameters.from)
  const to = new web3.PublicKey(parameters.to)
  const transaction = new web3.Transaction({
    feePayer: from,
    blockhash: blockhash.blockhash,
    lastValidBlockHeight: blockhash.lastValidBlockHeight,
  })
  let createsRecipientAccount = false

  if (parameters.mint === undefined) {
    transaction.add(
      web3.SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: parameters.amount }),
    )
  } else {
    const mintInfo = await rpc.getMint(parameters.mint, { signal })
    if (!mintInfo) throw new InvalidParamsRpcError({ details: `No mint ${parameters.mint}` })
    const mint = new web3.PublicKey(parameters.mint)
    const programId = new web3.PublicKey(mintInfo.programId)
    const associatedTokenProgram = new web3.PublicKey(ASSOCIATED_TOKEN_PROGRAM)
    // The recipient may be off the curve (a program-derived address, e.g. a vault).
    const tokenAccountOf = (owner: InstanceType<typeof web3.PublicKey>) =>
      web3.PublicKey.findProgramAddressSync(
        [owner.toBytes(), programId.toBytes(), mint.toBytes()],
        associatedTokenProgram,
      )[0]
    const source = tokenAccountOf(from)
    const destination = tokenAccountOf(to)
    if (!(await rpc.getAccountExists(destination.toBase58(), { signal }))) {
      createsRecipientAccount = true
      transaction.add(
        new web3.TransactionInstruction({
          programId: associatedTokenProgram,
          keys: [
            { pubkey: from, isSigner: true, isWritable: true },
            { pubkey: destination, isSigner: false, isWritable: true },
            { pubkey: to, isSigner: false, isWritable: false },
            { pubkey: mint, isSigner: false, isWritable: false },
            { pubkey: web3.SystemProgram.programId, isSigner: false, isWritable: false },
            { pubkey: programId, isSigner: false, isWritable: false },
          ],
          data: instructionData([CREATE_IDEMPOTENT]),
        }),
      )
    }
    transaction.add(
      new web3.TransactionInstruction({
        programId,
        keys: [
          { pubkey: source, isSigner: false, isWritable: true },
          { pubkey: mint, isSigner: false, isWritable: false },
          { pubkey: destination, isSigner: false, isWritable: true },
          { pubkey: from, isSigner: true, isWritable: false },
        ],
        data: transferCheckedData(parameters.amount, mintInfo.decimals),
      }),
    )
  }

  const message = transaction.serializeMessage()
  return {
    transaction: Uint8Array.from(
      transaction.serialize({ requireAllSignatures: false, verifySignatures: false }),
    ),
    message: toBase64(Uint8Array.from(message)),
    createsRecipientAccount,
  }
}
