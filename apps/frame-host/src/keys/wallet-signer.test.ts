import { EMBEDDED_WALLET_RPC_METHODS } from '@keyway/embedded-wallet/protocol'
import { ed25519 } from '@noble/curves/ed25519'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidSigningRequestError, RpcMethodNotAllowedError } from './errors.js'
import { generateWalletKeys, walletAddresses } from './wallet-keys.js'
import {
  createWalletSigner,
  type DerivedAddresses,
  isSigningMethod,
  SIGNING_METHODS,
} from './wallet-signer.js'

const keys = generateWalletKeys()
const signer = createWalletSigner(keys)
const EVM = 'eip155:31337'
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

describe('wallet signer', () => {
  it('holds the addresses of the keys it was made from', () => {
    expect(signer.addresses).toEqual(walletAddresses(keys))
  })

  it("opens only the key a request signs with: an EVM signature never touches the Solana key's derivation", async () => {
    // A Solana seed of the wrong length throws once anything derives from it.
    const evmOnly = createWalletSigner({ ...keys, solana: new Uint8Array(5) })
    const result = await evmOnly.sign({
      chainId: EVM,
      method: 'personal_sign',
      params: ['hello', walletAddresses(keys).eip155],
    })
    expect(result.method).toBe('personal_sign')
    expect(() => evmOnly.addresses).toThrow()
  })

  it('records the EVM address it derives, and takes one derived before instead of deriving again', async () => {
    const derived: DerivedAddresses = {}
    const first = createWalletSigner(keys, derived)
    const request = {
      chainId: EVM,
      method: 'personal_sign',
      params: ['hello', walletAddresses(keys).eip155],
    }
    await first.sign(request)
    expect(derived).toEqual({ eip155: walletAddresses(keys).eip155 })
    // Given an address, the signer believes it (custody.ts only gives one derived from the
    // same sealed key material): a wrong one shows that nothing was derived.
    const other = generateWalletKeys()
    const told = createWalletSigner(keys, { eip155: walletAddresses(other).eip155 })
    await expect(told.sign(request)).rejects.toThrow(InvalidSigningRequestError)
  })

  it('routes an eip155 signing request to the EVM key', async () => {
    const result = await signer.sign({
      chainId: EVM,
      method: 'personal_sign',
      params: ['hello', signer.addresses.eip155],
    })
    expect(result.method).toBe('personal_sign')
    expect(
      await verifyMessage({
        address: signer.addresses.eip155,
        message: 'hello',
        signature: (result as { signature: `0x${string}` }).signature,
      }),
    ).toBe(true)
  })

  it('routes a Solana signing request to the ed25519 key', async () => {
    const message = Buffer.from('hello')
    const result = await signer.sign({
      chainId: SOLANA,
      method: 'solana_signMessage',
      params: { message: message.toString('base64'), pubkey: signer.addresses.solana },
    })
    const signature = Buffer.from((result as { signature: string }).signature, 'base64')
    expect(ed25519.verify(signature, message, ed25519.getPublicKey(keys.solana))).toBe(true)
  })

  it("refuses anything off the allow-list or not a signing method with 'method not allowed'", async () => {
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'eth_signTypedData',
      'eth_sendUserOperation',
      'eth_call',
      'eth_accounts',
      'wallet_sendCalls',
      'wallet_switchEthereumChain',
      'debug_traceTransaction',
      '__proto__',
      '',
    ]) {
      const error = await signer.sign({ chainId: EVM, method, params: [] }).catch((e: unknown) => e)
      expect(error, method).toBeInstanceOf(RpcMethodNotAllowedError)
      expect(error).toMatchObject({ message: 'method not allowed', method, status: 403 })
    }
  })

  it('signs only methods that are on the shared allow-list', () => {
    for (const method of SIGNING_METHODS) {
      expect(EMBEDDED_WALLET_RPC_METHODS).toContain(method)
      expect(isSigningMethod(method)).toBe(true)
    }
    expect(isSigningMethod('eth_getBalance')).toBe(false)
  })

  it('refuses a method sent for the other namespace', async () => {
    await expect(
      signer.sign({
        chainId: SOLANA,
        method: 'personal_sign',
        params: ['hi', signer.addresses.eip155],
      }),
    ).rejects.toThrow(`personal_sign needs an eip155 chain, got "${SOLANA}"`)
    await expect(
      signer.sign({
        chainId: EVM,
        method: 'solana_signMessage',
        params: { message: 'aGk=', pubkey: signer.addresses.solana },
      }),
    ).rejects.toThrow(`solana_signMessage needs a solana network, got "${EVM}"`)
    await expect(
      signer.sign({
        chainId: 'eip155:99999999999999999',
        method: 'personal_sign',
        params: ['hi', signer.addresses.eip155],
      }),
    ).rejects.toThrow(InvalidSigningRequestError)
  })

  it('wants eth_sendTransaction params as [transaction]', async () => {
    await expect(
      signer.sign({ chainId: EVM, method: 'eth_sendTransaction', params: {} }),
    ).rejects.toThrow(InvalidSigningRequestError)
    await expect(
      signer.sign({ chainId: EVM, method: 'eth_sendTransaction', params: [{}, {}] }),
    ).rejects.toThrow('eth_sendTransaction: params must be [transaction]')
  })
})
