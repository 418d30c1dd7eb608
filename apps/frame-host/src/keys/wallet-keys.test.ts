import { ed25519 } from '@noble/curves/ed25519'
import { isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  evmAddressOf,
  generateWalletKeys,
  solanaAddressOf,
  solanaPublicKeyOf,
  walletAddresses,
} from './wallet-keys.js'

const hex = (text: string) => new Uint8Array(Buffer.from(text, 'hex'))

// anvil's first account: the best-known secp256k1 vector in this repository.
const ANVIL_KEY = hex('ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
// RFC 8032 §7.1, TEST 1.
const RFC8032_SEED = hex('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60')
const RFC8032_PUBLIC = 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a'
const RFC8032_EMPTY_SIGNATURE =
  'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b'

describe('wallet keys', () => {
  it('derives the known EVM address of a secp256k1 key', () => {
    expect(evmAddressOf(ANVIL_KEY)).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  })

  it('derives the RFC 8032 public key and its base58 Solana address from an ed25519 seed', () => {
    expect(Buffer.from(solanaPublicKeyOf(RFC8032_SEED)).toString('hex')).toBe(RFC8032_PUBLIC)
    expect(Buffer.from(ed25519.sign(new Uint8Array(), RFC8032_SEED)).toString('hex')).toBe(
      RFC8032_EMPTY_SIGNATURE,
    )
    expect(solanaAddressOf(RFC8032_SEED)).toBe('FVen3X669xLzsi6N2V91DoiyzHzg1uAgqiT8jZ9nS96Z')
  })

  it('generates fresh 32-byte keys for both namespaces, with valid addresses', () => {
    const a = generateWalletKeys()
    const b = generateWalletKeys()
    expect(a.eip155).toHaveLength(32)
    expect(a.solana).toHaveLength(32)
    expect(Buffer.from(a.eip155).equals(Buffer.from(b.eip155))).toBe(false)
    expect(Buffer.from(a.solana).equals(Buffer.from(b.solana))).toBe(false)
    const addresses = walletAddresses(a)
    expect(isAddress(addresses.eip155)).toBe(true)
    expect(addresses.solana).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(addresses).not.toEqual(walletAddresses(b))
  })
})
