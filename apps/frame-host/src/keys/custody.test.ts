import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKeyCustody, MAX_DERIVED_ADDRESSES } from './custody.js'
import { openWalletKeys, sealWalletKeys } from './envelope.js'
import { KeyMaterialDecryptionError } from './errors.js'
import { createLocalFileKeyProvider } from './local-file-key-provider.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'keyway-custody-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('key custody', () => {
  it('creates a wallet whose stored material reopens, in another process, to the same addresses', async () => {
    const first = createKeyCustody(await createLocalFileKeyProvider({ path: join(dir, 'kek') }))
    const { sealed, addresses } = await first.createWallet('user-1')
    // A second frame-host instance reading the same KEK file (the same user on a new device).
    const second = createKeyCustody(await createLocalFileKeyProvider({ path: join(dir, 'kek') }))
    const signer = await second.openSigner('user-1', sealed)
    expect(signer.addresses).toEqual(addresses)
    const result = await signer.sign({
      chainId: 'eip155:31337',
      method: 'personal_sign',
      params: ['hello', addresses.eip155],
    })
    const signature = (result as { signature: `0x${string}` }).signature
    expect(await verifyMessage({ address: addresses.eip155, message: 'hello', signature })).toBe(
      true,
    )
  })

  it('gives every user their own wallet, and never opens one user’s material for another', async () => {
    const custody = createKeyCustody(await createLocalFileKeyProvider({ path: join(dir, 'kek') }))
    const a = await custody.createWallet('user-a')
    const b = await custody.createWallet('user-b')
    expect(a.addresses.eip155).not.toBe(b.addresses.eip155)
    expect(a.addresses.solana).not.toBe(b.addresses.solana)
    await expect(custody.openSigner('user-b', a.sealed)).rejects.toThrow(KeyMaterialDecryptionError)
  })

  it('keeps the address derived from an opened wallet by its sealed bytes, and still decrypts every opening', async () => {
    const custody = createKeyCustody(await createLocalFileKeyProvider({ path: join(dir, 'kek') }))
    const { sealed, addresses } = await custody.createWallet('user-c')
    const before = custody.derivedAddressCount()
    for (const message of ['first', 'second']) {
      const signer = await custody.openSigner('user-c', sealed)
      expect(signer.addresses.eip155).toBe(addresses.eip155)
      const result = await signer.sign({
        chainId: 'eip155:31337',
        method: 'personal_sign',
        params: [message, addresses.eip155],
      })
      const signature = (result as { signature: `0x${string}` }).signature
      expect(await verifyMessage({ address: addresses.eip155, message, signature })).toBe(true)
    }
    // One entry for the one wallet, however often it was opened.
    expect(custody.derivedAddressCount()).toBe(before + 1)
    // A kept address opens nothing by itself: a flipped byte still fails to decrypt, and the
    // row copied to another user too.
    const flipped = new Uint8Array(sealed.encryptedKeys)
    flipped[flipped.length - 1] = (flipped[flipped.length - 1] as number) ^ 1
    await expect(
      custody.openSigner('user-c', { ...sealed, encryptedKeys: flipped }),
    ).rejects.toThrow(KeyMaterialDecryptionError)
    await expect(custody.openSigner('user-d', sealed)).rejects.toThrow(KeyMaterialDecryptionError)
  })

  it('keeps at most MAX_DERIVED_ADDRESSES wallets, dropping the least recently opened', async () => {
    const provider = await createLocalFileKeyProvider({ path: join(dir, 'kek') })
    const custody = createKeyCustody(provider)
    const { sealed } = await custody.createWallet('user-e')
    const keys = await openWalletKeys(provider, 'user-e', sealed)
    // The same keys sealed again under a new data key each time: distinct rows that open.
    for (let i = 0; i < MAX_DERIVED_ADDRESSES + 5; i++) {
      await custody.openSigner('user-e', await sealWalletKeys(provider, 'user-e', keys))
    }
    expect(custody.derivedAddressCount()).toBe(MAX_DERIVED_ADDRESSES)
  }, 60_000)
})
