import { describe, expect, it } from 'vitest'
import { verifyBitcoinMessage } from './message-signing.js'
import {
  installSatsConnectTestWallet,
  SATS_CONNECT_ERROR_CODES,
  type SatsConnectAddress,
  type SatsConnectEvent,
  type SatsConnectResponse,
  type SatsConnectTestProvider,
  type SatsConnectWindow,
} from './sats-connect-provider.js'

function result(response: SatsConnectResponse): unknown {
  if ('error' in response) throw new Error(`unexpected error ${JSON.stringify(response.error)}`)
  return response.result
}

describe('sats-connect-style Bitcoin test wallet', () => {
  it('announces itself in window.btc_providers, its id being its path from window', () => {
    const win: SatsConnectWindow = {}
    const { provider, info, uninstall } = installSatsConnectTestWallet(win, { secret: 'sc-0' })
    expect(win.btc_providers).toEqual([info])
    expect(info.id).toBe('KeywayTestBitcoin.BitcoinProvider')
    // What @sats-connect/core's getProviderById does: follow the dotted path from window.
    const found = info.id
      .split('.')
      .reduce<unknown>((holder, part) => (holder as Record<string, unknown>)?.[part], win)
    expect(found).toBe(provider)
    uninstall()
    expect(win.btc_providers).toEqual([])
  })

  it('wallet_connect answers both addresses, the wallet id and the network; wallet_getAccount then restores', async () => {
    const win: SatsConnectWindow = {}
    const { provider, testWallet } = installSatsConnectTestWallet(win, { secret: 'sc-1' })
    const denied = await provider.request('wallet_getAccount', null)
    expect(denied).toMatchObject({ error: { code: SATS_CONNECT_ERROR_CODES.ACCESS_DENIED } })
    const connected = result(
      await provider.request('wallet_connect', { addresses: ['payment', 'ordinals'] }),
    ) as { id: string; addresses: SatsConnectAddress[]; network: { bitcoin: { name: string } } }
    expect(connected.addresses).toEqual([
      {
        address: testWallet.keys.payment.address,
        publicKey: testWallet.keys.payment.publicKeyHex,
        purpose: 'payment',
        addressType: 'p2wpkh',
        walletType: 'software',
      },
      {
        address: testWallet.keys.ordinals.address,
        publicKey: testWallet.keys.ordinals.publicKeyHex,
        purpose: 'ordinals',
        addressType: 'p2tr',
        walletType: 'software',
      },
    ])
    expect(connected.network.bitcoin.name).toBe('Testnet')
    expect(result(await provider.request('wallet_getAccount', null))).toEqual(connected)
    // getAccounts (the older connect) answers the purposes asked, other chains' purposes left out.
    const accounts = result(
      await provider.request('getAccounts', { purposes: ['payment', 'stacks'] }),
    ) as SatsConnectAddress[]
    expect(accounts.map((a) => a.purpose)).toEqual(['payment'])
  })

  it('signMessage: BIP322 by default or when asked, ECDSA when asked; both verify', async () => {
    const { provider, testWallet } = installSatsConnectTestWallet({}, { secret: 'sc-2' })
    await provider.request('wallet_connect', null)
    const { payment, ordinals } = testWallet.keys
    for (const [address, protocol, expected] of [
      [payment.address, undefined, 'BIP322'],
      [ordinals.address, 'BIP322', 'BIP322'],
      [payment.address, 'ECDSA', 'ECDSA'],
    ] as const) {
      const signed = result(
        await provider.request('signMessage', { address, message: 'hi there', protocol }),
      ) as { signature: string; protocol: string; address: string; messageHash: string }
      expect(signed.protocol).toBe(expected)
      expect(signed.address).toBe(address)
      expect(
        verifyBitcoinMessage({
          address,
          message: 'hi there',
          signature: signed.signature,
          network: 'testnet',
        }),
      ).toEqual({ valid: true, protocol: expected === 'ECDSA' ? 'ecdsa' : 'bip322' })
    }
    // ECDSA with the taproot address is not something a wallet can do.
    expect(
      await provider.request('signMessage', {
        address: ordinals.address,
        message: 'x',
        protocol: 'ECDSA',
      }),
    ).toMatchObject({ error: { code: SATS_CONNECT_ERROR_CODES.METHOD_NOT_SUPPORTED } })
  })

  it('a legacy-only wallet answers ECDSA even when BIP322 is asked, and says so', async () => {
    const { provider, testWallet } = installSatsConnectTestWallet(
      {},
      { secret: 'sc-legacy', legacyOnly: true },
    )
    await provider.request('wallet_connect', null)
    const address = testWallet.keys.payment.address
    const signed = result(
      await provider.request('signMessage', { address, message: 'm', protocol: 'BIP322' }),
    ) as { signature: string; protocol: string }
    expect(signed.protocol).toBe('ECDSA')
    expect(
      verifyBitcoinMessage({
        address,
        message: 'm',
        signature: signed.signature,
        network: 'testnet',
      }),
    ).toEqual({ valid: true, protocol: 'ecdsa' })
  })

  it('rejections answer USER_REJECTION; signing before connecting answers ACCESS_DENIED; unknown methods METHOD_NOT_FOUND', async () => {
    const { provider, testWallet } = installSatsConnectTestWallet(
      {},
      { secret: 'sc-3', reject: ['changeNetwork'] },
    )
    const address = testWallet.keys.payment.address
    expect(await provider.request('signMessage', { address, message: 'm' })).toMatchObject({
      error: { code: SATS_CONNECT_ERROR_CODES.ACCESS_DENIED },
    })
    testWallet.rejectNext('connect')
    expect(await provider.request('wallet_connect', null)).toMatchObject({
      error: { code: SATS_CONNECT_ERROR_CODES.USER_REJECTION },
    })
    result(await provider.request('wallet_connect', null))
    expect(await provider.request('wallet_changeNetwork', { name: 'Mainnet' })).toMatchObject({
      error: { code: SATS_CONNECT_ERROR_CODES.USER_REJECTION },
    })
    expect(testWallet.network).toBe('testnet')
    expect(await provider.request('stx_transferStx', {})).toMatchObject({
      error: { code: SATS_CONNECT_ERROR_CODES.METHOD_NOT_FOUND },
    })
  })

  it('wallet_changeNetwork switches and emits networkChange with the new addresses; disconnect emits disconnect', async () => {
    const { provider, testWallet } = installSatsConnectTestWallet({}, { secret: 'sc-4' })
    const events: SatsConnectEvent[] = []
    const listen = (p: SatsConnectTestProvider, eventName: string) =>
      p.addListener({ eventName, cb: (event) => events.push(event) })
    listen(provider, 'networkChange')
    const stop = listen(provider, 'disconnect')
    await provider.request('wallet_connect', { addresses: ['payment'] })
    expect(result(await provider.request('wallet_getNetwork', null))).toMatchObject({
      bitcoin: { name: 'Testnet' },
    })
    expect(result(await provider.request('wallet_changeNetwork', { name: 'Mainnet' }))).toBeNull()
    expect(result(await provider.request('wallet_getNetwork', null))).toMatchObject({
      bitcoin: { name: 'Mainnet' },
    })
    expect(events[0]).toMatchObject({
      type: 'networkChange',
      bitcoin: { name: 'Mainnet' },
      addresses: [{ address: testWallet.keys.payment.address, purpose: 'payment' }],
    })
    expect(testWallet.keys.payment.address.startsWith('bc1q')).toBe(true)
    expect(await provider.request('wallet_changeNetwork', { name: 'Signet' })).toMatchObject({
      error: { code: SATS_CONNECT_ERROR_CODES.INVALID_PARAMS },
    })
    expect(result(await provider.request('wallet_disconnect', null))).toBeNull()
    expect(events[1]).toEqual({ type: 'disconnect' })
    stop()
    expect(await provider.request('wallet_getAccount', null)).toMatchObject({
      error: { code: SATS_CONNECT_ERROR_CODES.ACCESS_DENIED },
    })
  })
})
