import { Transaction } from '@scure/btc-signer'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { verifyBitcoinMessage } from './message-signing.js'
import { registerTestBitcoinWallet } from './wallet-standard-wallet.js'

type Features = Record<string, Record<string, unknown>>
/** The wallet's `name` feature's `method`, which must be there. */
function call(wallet: Wallet, name: string, method: string) {
  const fn = (wallet.features as unknown as Features)[name]?.[method]
  if (typeof fn !== 'function') throw new Error(`${name}.${method} is missing`)
  return fn as (...args: unknown[]) => Promise<unknown>
}

/** A window that is an app already listening: it collects registered wallets. */
function appWindow() {
  const target = new EventTarget()
  const registered: Wallet[] = []
  target.addEventListener('wallet-standard:register-wallet', (event) => {
    const callback = (event as CustomEvent).detail as (api: {
      register(...w: Wallet[]): () => void
    }) => void
    callback({
      register: (...wallets) => {
        registered.push(...wallets)
        return () => registered.splice(0)
      },
    })
  })
  const win = Object.assign(target, { CustomEvent })
  return { win, registered }
}

const messageOf = (text: string) => new TextEncoder().encode(text)
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

describe('Wallet Standard Bitcoin test wallet', () => {
  it('registers with the bitcoin:* features and connects for the purposes asked, in order', async () => {
    const { win, registered } = appWindow()
    const { wallet, testWallet } = registerTestBitcoinWallet(win, { secret: 'ws-1' })
    expect(registered).toEqual([wallet])
    expect(Object.keys(wallet.features)).toEqual(
      expect.arrayContaining([
        'bitcoin:connect',
        'bitcoin:signMessage',
        'bitcoin:signTransaction',
        'standard:connect',
        'standard:disconnect',
        'standard:events',
      ]),
    )
    expect(wallet.chains).toEqual(['bitcoin:mainnet', 'bitcoin:testnet'])
    // A silent connect before any approval answers no account.
    expect(await call(wallet, 'standard:connect', 'connect')({ silent: true })).toEqual({
      accounts: [],
    })
    const { accounts } = (await call(
      wallet,
      'bitcoin:connect',
      'connect',
    )({
      purposes: ['ordinals', 'payment'],
    })) as { accounts: WalletAccount[] }
    expect(accounts.map((a) => a.address)).toEqual([
      testWallet.keys.ordinals.address,
      testWallet.keys.payment.address,
    ])
    expect(accounts[1]?.address.startsWith('tb1q')).toBe(true)
    expect(accounts[0]?.address.startsWith('tb1p')).toBe(true)
    expect(accounts[0]?.chains).toEqual(['bitcoin:testnet'])
    // wallet.accounts lists payment first.
    expect(wallet.accounts.map((a) => a.address)).toEqual([
      testWallet.keys.payment.address,
      testWallet.keys.ordinals.address,
    ])
    // Now a silent connect restores.
    const restored = (await call(wallet, 'standard:connect', 'connect')({ silent: true })) as {
      accounts: WalletAccount[]
    }
    expect(restored.accounts).toHaveLength(2)
  })

  it('signs messages BIP-322 simple with either account; the signature verifies', async () => {
    const { win } = appWindow()
    const { wallet, testWallet } = registerTestBitcoinWallet(win, { secret: 'ws-2' })
    await call(wallet, 'bitcoin:connect', 'connect')({ purposes: ['payment', 'ordinals'] })
    const [payment, ordinals] = wallet.accounts
    const outputs = (await call(
      wallet,
      'bitcoin:signMessage',
      'signMessage',
    )(
      { account: payment, message: messageOf('hello payment') },
      { account: ordinals, message: messageOf('hello ordinals') },
    )) as { signature: Uint8Array; signedMessage: Uint8Array }[]
    expect(outputs).toHaveLength(2)
    const [first, second] = outputs
    expect(
      verifyBitcoinMessage({
        address: testWallet.keys.payment.address,
        message: 'hello payment',
        signature: base64(first?.signature ?? new Uint8Array()),
        network: 'testnet',
      }),
    ).toEqual({ valid: true, protocol: 'bip322' })
    expect(
      verifyBitcoinMessage({
        address: testWallet.keys.ordinals.address,
        message: 'hello ordinals',
        signature: base64(second?.signature ?? new Uint8Array()),
        network: 'testnet',
      }),
    ).toEqual({ valid: true, protocol: 'bip322' })
  })

  it('a legacy-only wallet signs "Bitcoin Signed Message" ECDSA (65 bytes) with its payment key', async () => {
    const { win } = appWindow()
    const { wallet, testWallet } = registerTestBitcoinWallet(win, {
      secret: 'ws-legacy',
      legacyOnly: true,
      network: 'mainnet',
    })
    await call(wallet, 'bitcoin:connect', 'connect')({ purposes: ['payment'] })
    const [output] = (await call(
      wallet,
      'bitcoin:signMessage',
      'signMessage',
    )({
      account: wallet.accounts[0],
      message: messageOf('legacy please'),
    })) as { signature: Uint8Array }[]
    expect(output?.signature).toHaveLength(65)
    expect(
      verifyBitcoinMessage({
        address: testWallet.keys.payment.address,
        message: 'legacy please',
        signature: base64(output?.signature ?? new Uint8Array()),
        network: 'mainnet',
      }),
    ).toEqual({ valid: true, protocol: 'ecdsa' })
  })

  it('rejects as a user would (code 4001), once with rejectNext or always with reject', async () => {
    const { win } = appWindow()
    const { wallet, testWallet } = registerTestBitcoinWallet(win, {
      secret: 'ws-3',
      reject: ['signMessage'],
    })
    testWallet.rejectNext('connect')
    await expect(
      call(wallet, 'bitcoin:connect', 'connect')({ purposes: ['payment'] }),
    ).rejects.toMatchObject({ code: 4001 })
    await call(wallet, 'bitcoin:connect', 'connect')({ purposes: ['payment'] })
    for (let i = 0; i < 2; i++)
      await expect(
        call(
          wallet,
          'bitcoin:signMessage',
          'signMessage',
        )({
          account: wallet.accounts[0],
          message: messageOf('x'),
        }),
      ).rejects.toMatchObject({ code: 4001 })
    expect(testWallet.requests).toEqual(['connect', 'connect', 'signMessage', 'signMessage'])
  })

  it('signs a PSBT (bitcoin:signTransaction) for the inputs and accounts listed', async () => {
    const { win } = appWindow()
    const { wallet, testWallet } = registerTestBitcoinWallet(win, { secret: 'ws-4' })
    await call(wallet, 'bitcoin:connect', 'connect')({ purposes: ['payment', 'ordinals'] })
    const { payment, ordinals } = testWallet.keys
    const tx = new Transaction()
    tx.addInput({
      txid: new Uint8Array(32).fill(1),
      index: 0,
      witnessUtxo: { script: payment.script, amount: 50_000n },
    })
    tx.addInput({
      txid: new Uint8Array(32).fill(2),
      index: 1,
      witnessUtxo: { script: ordinals.script, amount: 546n },
      tapInternalKey: ordinals.publicKey,
    })
    tx.addOutput({ script: payment.script, amount: 40_000n })
    const [payAccount, ordAccount] = wallet.accounts
    const [output] = (await call(
      wallet,
      'bitcoin:signTransaction',
      'signTransaction',
    )({
      psbt: tx.toPSBT(),
      chain: 'bitcoin:testnet',
      inputsToSign: [
        { account: payAccount, signingIndexes: [0] },
        { account: ordAccount, signingIndexes: [1] },
      ],
    })) as { signedPsbt: Uint8Array }[]
    const signed = Transaction.fromPSBT(output?.signedPsbt ?? new Uint8Array())
    expect(signed.getInput(0).partialSig).toHaveLength(1)
    expect(signed.getInput(1).tapKeySig).toBeInstanceOf(Uint8Array)
    signed.finalize()
    expect(signed.isFinal).toBe(true)
    // The wrong chain is refused.
    await expect(
      call(
        wallet,
        'bitcoin:signTransaction',
        'signTransaction',
      )({
        psbt: tx.toPSBT(),
        chain: 'bitcoin:mainnet',
        inputsToSign: [{ account: payAccount, signingIndexes: [0] }],
      }),
    ).rejects.toThrow(/bitcoin:testnet/)
  })

  it('emits change with new accounts and chains when the user switches network, and on disconnect', async () => {
    const { win } = appWindow()
    const { wallet, testWallet } = registerTestBitcoinWallet(win, { secret: 'ws-5' })
    await call(wallet, 'bitcoin:connect', 'connect')({ purposes: ['payment'] })
    const changes: { accounts?: readonly WalletAccount[] }[] = []
    const events = (wallet.features as unknown as Record<string, { on: Function }>)[
      'standard:events'
    ]
    events?.on('change', (properties: { accounts?: readonly WalletAccount[] }) =>
      changes.push(properties),
    )
    testWallet.switchNetwork('mainnet')
    expect(changes[0]?.accounts?.[0]?.address.startsWith('bc1q')).toBe(true)
    expect(changes[0]?.accounts?.[0]?.chains).toEqual(['bitcoin:mainnet'])
    await call(wallet, 'standard:disconnect', 'disconnect')()
    expect(changes[1]).toEqual({ accounts: [] })
  })
})
