import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createKeyCustody } from './custody.js'
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
})
