import { bitcoin, bitcoinTestnet } from '@keyway/core'
import { formatSiwxMessage } from '@keyway/siwx'
import {
  type BitcoinTestAccount,
  createBitcoinTestKeys,
  signBip322Simple,
  signLegacyMessage,
} from '@keyway/test/bitcoin-wallet'
import { describe, expect, it } from 'vitest'
import { createSiwxRouteServer, siwxRouteChainIds } from './siwx-route-server.js'

const DOMAIN = '127.0.0.1:5173'

function messageFor(nonce: string, address: string, chainId: string = bitcoin.caipNetworkId) {
  return formatSiwxMessage({
    domain: DOMAIN,
    scheme: 'http',
    address,
    statement: 'Sign in to the Keyway demo.',
    uri: `http://${DOMAIN}`,
    version: '1',
    chainId: chainId as `bip122:${string}`,
    nonce,
    issuedAt: new Date().toISOString(),
  })
}

const bip322 = (account: BitcoinTestAccount, message: string) =>
  signBip322Simple({
    message,
    secretKey: account.secretKey,
    addressType: account.addressType,
    script: account.script,
  })

describe("the demo's sign-in route server", () => {
  it("accepts the demo's networks and Bitcoin mainnet and testnet, each once", () => {
    const ids = siwxRouteChainIds(['eip155:31337', bitcoin.caipNetworkId])
    expect(ids).toEqual(['eip155:31337', bitcoin.caipNetworkId, bitcoinTestnet.caipNetworkId])
  })

  it("signs the test wallet's Bitcoin accounts in and refuses each replayed message", async () => {
    const server = createSiwxRouteServer(DOMAIN, ['eip155:31337'])
    const keys = createBitcoinTestKeys('siwx-route', 'mainnet')
    const testnet = createBitcoinTestKeys('siwx-route', 'testnet')
    const signers: Array<[string, (message: string) => string, string]> = [
      [keys.payment.address, (message) => bip322(keys.payment, message), bitcoin.caipNetworkId],
      [keys.ordinals.address, (message) => bip322(keys.ordinals, message), bitcoin.caipNetworkId],
      [
        keys.payment.address,
        (message) => signLegacyMessage({ message, secretKey: keys.payment.secretKey }),
        bitcoin.caipNetworkId,
      ],
      [
        testnet.payment.address,
        (message) => bip322(testnet.payment, message),
        bitcoinTestnet.caipNetworkId,
      ],
    ]
    for (const [address, sign, chainId] of signers) {
      const message = messageFor(await server.issueNonce(), address, chainId)
      const signed = { message, signature: sign(message) }
      const session = await server.verify(signed)
      expect(session.data).toMatchObject({ address, chainId })
      await expect(server.verify(signed)).rejects.toMatchObject({ reason: 'nonce' })
    }
  })

  it('refuses a tampered message, another address and another domain', async () => {
    const server = createSiwxRouteServer(DOMAIN, ['eip155:31337'])
    const { payment } = createBitcoinTestKeys('siwx-route', 'mainnet')
    const other = createBitcoinTestKeys('someone-else', 'mainnet').payment
    const tampered = messageFor(await server.issueNonce(), payment.address)
    await expect(
      server.verify({
        message: tampered.replace('Keyway demo', 'evil demo'),
        signature: bip322(payment, tampered),
      }),
    ).rejects.toMatchObject({ reason: 'signature' })
    const forOther = messageFor(await server.issueNonce(), other.address)
    await expect(
      server.verify({ message: forOther, signature: bip322(payment, forOther) }),
    ).rejects.toMatchObject({ reason: 'signature' })
    const elsewhere = messageFor(await server.issueNonce(), payment.address).replace(
      DOMAIN,
      'evil.example',
    )
    await expect(
      server.verify({ message: elsewhere, signature: bip322(payment, elsewhere) }),
    ).rejects.toMatchObject({ reason: 'domain' })
  })
})
