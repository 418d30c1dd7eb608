import { describe, expect, it } from 'vitest'
import { toWalletConnectLink } from './walletconnect-link.js'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=00'
const ENCODED = encodeURIComponent(URI)

describe('toWalletConnectLink', () => {
  it('appends wc?uri= to a native scheme, whatever form it is given in', () => {
    expect(toWalletConnectLink('metamask://', URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(toWalletConnectLink('metamask:', URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(toWalletConnectLink('metamask', URI)).toBe(`metamask://wc?uri=${ENCODED}`)
  })

  it('appends /wc?uri= to a universal link', () => {
    expect(toWalletConnectLink('https://wallet.example/app', URI)).toBe(
      `https://wallet.example/app/wc?uri=${ENCODED}`,
    )
    expect(toWalletConnectLink('https://wallet.example/', URI)).toBe(
      `https://wallet.example/wc?uri=${ENCODED}`,
    )
  })

  it('URL-encodes the pairing uri so its query survives', () => {
    expect(toWalletConnectLink('x://', URI)).not.toContain('&symKey')
  })
})
