import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Encoder,
  getSignatureFromTransaction,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SolanaDevnet, startSolanaRpc } from './index.js'

/** @solana/kit's RPC and RPC-subscriptions clients, unmodified, against devnet. */

let devnet: SolanaDevnet

beforeAll(async () => {
  devnet = await startSolanaRpc({ host: '127.0.0.1', port: 0, wsPort: 0, slotIntervalMs: 50 })
})

afterAll(async () => {
  await devnet?.stop()
})

const SYSTEM_PROGRAM = address('11111111111111111111111111111111')

/** System program Transfer: u32 index 2, then u64 lamports, little-endian. */
function transferData(amount: bigint): Uint8Array {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, amount, true)
  return data
}

describe('startSolanaRpc with @solana/kit', () => {
  it('answers getBalance with a context slot and the lamports as bigint', async () => {
    const rpc = createSolanaRpc(devnet.rpcUrl)
    const owner = devnet.accounts[1]?.publicKey ?? ''
    const { context, value } = await rpc.getBalance(address(owner)).send()
    expect(value).toBe(100_000_000_000n)
    expect(context.slot).toBeGreaterThan(0n)
  })

  it('answers getLatestBlockhash with a blockhash valid for 150 more block heights', async () => {
    const rpc = createSolanaRpc(devnet.rpcUrl)
    const { value } = await rpc.getLatestBlockhash().send()
    const height = await rpc.getBlockHeight().send()
    expect(value.lastValidBlockHeight - height).toBeGreaterThan(140n)
    expect(value.lastValidBlockHeight - height).toBeLessThanOrEqual(150n)
    expect((await rpc.isBlockhashValid(value.blockhash).send()).value).toBe(true)
  })

  it('streams slot notifications over slotSubscribe with increasing slots', async () => {
    const subscriptions = createSolanaRpcSubscriptions(devnet.wsUrl)
    const abort = new AbortController()
    const stream = await subscriptions.slotNotifications().subscribe({ abortSignal: abort.signal })
    const slots: bigint[] = []
    for await (const note of stream) {
      expect(note.parent).toBe(note.slot - 1n)
      slots.push(note.slot)
      if (slots.length === 3) break
    }
    abort.abort()
    expect(slots[1]).toBeGreaterThan(slots[0] ?? 0n)
    expect(slots[2]).toBeGreaterThan(slots[1] ?? 0n)
  })

  it('confirms a v0 transfer through signatureSubscribe, notifies the recipient account and returns it base64-encoded', async () => {
    const rpc = createSolanaRpc(devnet.rpcUrl)
    const rpcSubscriptions = createSolanaRpcSubscriptions(devnet.wsUrl)
    const secret = devnet.accounts[2]?.secretKey ?? ''
    const payer = await createKeyPairSignerFromBytes(
      Uint8Array.from(getBase58Encoder().encode(secret)),
    )
    const recipient = await generateKeyPairSigner()

    const abort = new AbortController()
    const accountStream = await rpcSubscriptions
      .accountNotifications(recipient.address, { commitment: 'confirmed', encoding: 'base64' })
      .subscribe({ abortSignal: abort.signal })
    // kit's iterator only queues notifications once it is being read, so read from now on.
    const firstChange = (async () => {
      for await (const note of accountStream) return note.value.lamports
      return undefined
    })()

    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) =>
        appendTransactionMessageInstruction(
          {
            programAddress: SYSTEM_PROGRAM,
            accounts: [
              { address: payer.address, role: AccountRole.WRITABLE_SIGNER, signer: payer },
              { address: recipient.address, role: AccountRole.WRITABLE },
            ],
            data: transferData(1_000_000_000n),
          },
          m,
        ),
    )
    const signed = await signTransactionMessageWithSigners(message)
    const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })
    await sendAndConfirm(signed as Parameters<typeof sendAndConfirm>[0], {
      commitment: 'confirmed',
    })

    expect(await firstChange).toBe(lamports(1_000_000_000n))
    abort.abort()

    const signature = getSignatureFromTransaction(signed)
    const tx = await rpc
      .getTransaction(signature, {
        commitment: 'confirmed',
        encoding: 'base64',
        maxSupportedTransactionVersion: 0,
      })
      .send()
    expect(tx?.version).toBe(0)
    expect(tx?.transaction[1]).toBe('base64')
    expect(tx?.meta?.err).toBeNull()
  })
})
