// @vitest-environment happy-dom
// PSBT signing through both wallet kinds: the adapter hands the wallet the PSBT and the
// inputs each address signs, and answers what the wallet signed (nothing is broadcast).
import { ConnectorAccountNotFoundError, UserRejectedRequestError } from '@keyway/core'
import type { BitcoinTestAccount } from '@keyway/test/bitcoin-wallet'
import { base64 } from '@scure/base'
import { TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import {
  installSatsWallet,
  localAdapter,
  registerWallet,
} from './create-bitcoin-adapter.test-helpers.js'

/** A PSBT with one input paying `from` (a made-up outpoint) and one output back to it. */
function psbtSpending(from: BitcoinTestAccount): string {
  const tx = new Transaction()
  tx.addInput({
    txid: new Uint8Array(32).fill(7),
    index: 0,
    witnessUtxo: { script: from.script, amount: 10_000n },
  })
  tx.addOutputAddress(from.address, 9_000n, TEST_NETWORK)
  return base64.encode(tx.toPSBT())
}

function signaturesOn(psbt: string): number {
  return Transaction.fromPSBT(base64.decode(psbt)).getInput(0).partialSig?.length ?? 0
}

describe('signPsbt', () => {
  it("has a Wallet Standard wallet sign the payment address's input (bitcoin:signTransaction)", async () => {
    const { testWallet } = registerWallet()
    const adapter = localAdapter()
    await adapter.connect({ connectorId: 'Keyway Test Bitcoin Wallet' })
    const payment = testWallet.keys.payment
    const psbt = psbtSpending(payment)
    expect(signaturesOn(psbt)).toBe(0)
    const signed = await adapter.signPsbt({ psbt, signInputs: { [payment.address]: [0] } })
    expect(signaturesOn(signed)).toBe(1)
  })

  it('has a sats-connect wallet sign it (signPsbt, no broadcast)', async () => {
    const { testWallet } = installSatsWallet()
    const adapter = localAdapter()
    await adapter.connect({ connectorId: 'KeywayTestBitcoin.BitcoinProvider' })
    const payment = testWallet.keys.payment
    const signed = await adapter.signPsbt({
      psbt: psbtSpending(payment),
      signInputs: { [payment.address]: [0] },
    })
    expect(signaturesOn(signed)).toBe(1)
  })

  it("refuses inputs of an address that is not the connection's, before asking the wallet", async () => {
    const { testWallet } = installSatsWallet()
    const adapter = localAdapter()
    await adapter.connect({ connectorId: 'KeywayTestBitcoin.BitcoinProvider' })
    const before = testWallet.requests.length
    await expect(
      adapter.signPsbt({
        psbt: psbtSpending(testWallet.keys.payment),
        signInputs: { tb1qother: [0] },
      }),
    ).rejects.toBeInstanceOf(ConnectorAccountNotFoundError)
    expect(testWallet.requests.length).toBe(before)
  })

  it('maps a refusal to UserRejectedRequestError', async () => {
    const { testWallet } = registerWallet()
    const adapter = localAdapter()
    await adapter.connect({ connectorId: 'Keyway Test Bitcoin Wallet' })
    testWallet.rejectNext('signPsbt')
    const payment = testWallet.keys.payment
    await expect(
      adapter.signPsbt({ psbt: psbtSpending(payment), signInputs: { [payment.address]: [0] } }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})
