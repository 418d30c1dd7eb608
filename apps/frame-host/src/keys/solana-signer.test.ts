import { ed25519 } from '@noble/curves/ed25519'
import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { InvalidSigningRequestError } from './errors.js'
import { createSolanaSigner } from './solana-signer.js'
import { solanaAddressOf } from './wallet-keys.js'

const SEED = new Uint8Array(32).fill(3)
const OTHER_SEED = new Uint8Array(32).fill(4)
const signer = createSolanaSigner(SEED)
const PUBLIC_KEY = ed25519.getPublicKey(SEED)
const OTHER = solanaAddressOf(OTHER_SEED)
const MEMO_PROGRAM = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')

/** A memo transaction paid by `feePayer`, also signed by `extraSigner` when given. */
function memoTransaction(feePayer: Address, extraSigner?: Address) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash('11111111111111111111111111111111'), lastValidBlockHeight: 100n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: MEMO_PROGRAM,
          accounts: extraSigner
            ? [{ address: extraSigner, role: AccountRole.READONLY_SIGNER }]
            : [],
          data: new TextEncoder().encode('keyway'),
        },
        m,
      ),
  )
  return compileTransaction(message)
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const fromB64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'))

describe('Solana signer', () => {
  it('solana_signMessage: an ed25519 signature that verifies against the wallet’s key', async () => {
    const message = new TextEncoder().encode('Sign in to Keyway')
    const { signature } = await signer.signMessage({
      message: b64(message),
      pubkey: signer.address,
    })
    expect(ed25519.verify(fromB64(signature), message, PUBLIC_KEY)).toBe(true)
    expect(ed25519.verify(fromB64(signature), new TextEncoder().encode('other'), PUBLIC_KEY)).toBe(
      false,
    )
  })

  it('solana_signMessage: refuses another account, bad params, and a transaction passed off as a message', async () => {
    await expect(
      signer.signMessage({ message: b64(new Uint8Array([1])), pubkey: OTHER }),
    ).rejects.toThrow(
      `solana_signMessage: ${OTHER} is not this wallet's account (${signer.address})`,
    )
    await expect(
      signer.signMessage({ message: 'hi', pubkey: signer.address, extra: 1 }),
    ).rejects.toThrow(InvalidSigningRequestError)
    const tx = memoTransaction(signer.address)
    await expect(
      signer.signMessage({ message: b64(new Uint8Array(tx.messageBytes)), pubkey: signer.address }),
    ).rejects.toThrow(
      'solana_signMessage: the message is a transaction; use solana_signTransaction',
    )
  })

  it('solana_signTransaction: signs the wallet’s slot and leaves other signers’ slots empty', async () => {
    const tx = memoTransaction(signer.address, OTHER)
    const { transaction } = await signer.signTransaction({
      transaction: getBase64EncodedWireTransaction(tx),
    })
    const signed = getTransactionDecoder().decode(fromB64(transaction))
    expect(signed.messageBytes).toEqual(tx.messageBytes)
    const ours = signed.signatures[signer.address]
    expect(ours).toBeTruthy()
    expect(
      ed25519.verify(new Uint8Array(ours ?? []), new Uint8Array(signed.messageBytes), PUBLIC_KEY),
    ).toBe(true)
    expect(signed.signatures[OTHER]).toBeNull()
  })

  it('solana_signTransaction: refuses a transaction this wallet does not sign, and bytes that are not one', async () => {
    const foreign = getBase64EncodedWireTransaction(memoTransaction(OTHER))
    await expect(signer.signTransaction({ transaction: foreign })).rejects.toThrow(
      `solana_signTransaction: this wallet (${signer.address}) is not a signer of the transaction`,
    )
    await expect(
      signer.signTransaction({ transaction: b64(new Uint8Array([1, 2, 3])) }),
    ).rejects.toThrow('solana_signTransaction: the transaction could not be decoded')
    await expect(signer.signTransaction({ transaction: 42 })).rejects.toThrow(
      'solana_signTransaction: invalid params at transaction',
    )
  })

  it('solana_signAllTransactions: signs each, refusing the batch if one is not the wallet’s', async () => {
    const mine = getBase64EncodedWireTransaction(memoTransaction(signer.address))
    const { transactions } = await signer.signAllTransactions({ transactions: [mine, mine] })
    expect(transactions).toHaveLength(2)
    for (const t of transactions) {
      const signed = getTransactionDecoder().decode(fromB64(t))
      expect(signed.signatures[signer.address]).toBeTruthy()
    }
    const foreign = getBase64EncodedWireTransaction(memoTransaction(OTHER))
    await expect(signer.signAllTransactions({ transactions: [mine, foreign] })).rejects.toThrow(
      'is not a signer of the transaction',
    )
  })

  it('solana_signAndSendTransaction: gives the signed transaction and the fee payer’s signature', async () => {
    const tx = memoTransaction(signer.address)
    const { transaction, signature } = await signer.signTransactionForSending({
      transaction: getBase64EncodedWireTransaction(tx),
    })
    const signed = getTransactionDecoder().decode(fromB64(transaction))
    expect(fromB64(signature)).toEqual(signed.signatures[signer.address])
    // Where this wallet signs but does not pay, the fee payer's slot is empty: nothing to send.
    const paidByOther = getBase64EncodedWireTransaction(memoTransaction(OTHER, signer.address))
    await expect(signer.signTransactionForSending({ transaction: paidByOther })).rejects.toThrow(
      'solana_signAndSendTransaction: the fee payer has not signed, so it cannot be sent',
    )
  })

  it('is the base58 address of its public key', () => {
    expect(getBase58Encoder().encode(signer.address)).toEqual(PUBLIC_KEY)
  })
})
