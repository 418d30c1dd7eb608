import { describe, expect, it } from 'vitest'
import {
  formatWalletConnectLink,
  getWalletConnectLinks,
  isUniversalLink,
} from './wallet-connect-links.js'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=f00d'
const encoded = encodeURIComponent(uri)

describe('formatWalletConnectLink (<link>wc?uri=<encoded>)', () => {
  it('appends wc?uri= with the encoded pairing uri to a native scheme', () => {
    expect(formatWalletConnectLink('rainbow://', uri)).toBe(`rainbow://wc?uri=${encoded}`)
  })

  it('completes a bare scheme with :// before the path', () => {
    expect(formatWalletConnectLink('rainbow:', uri)).toBe(`rainbow://wc?uri=${encoded}`)
    expect(formatWalletConnectLink('rainbow', uri)).toBe(`rainbow://wc?uri=${encoded}`)
  })

  it('adds a slash before wc on a universal link without one', () => {
    expect(formatWalletConnectLink('https://rnbwapp.com', uri)).toBe(
      `https://rnbwapp.com/wc?uri=${encoded}`,
    )
    expect(formatWalletConnectLink('https://rnbwapp.com/', uri)).toBe(
      `https://rnbwapp.com/wc?uri=${encoded}`,
    )
  })

  it('encodes the whole uri so its own query survives', () => {
    const link = formatWalletConnectLink('rainbow://', uri) ?? ''
    expect(new URL(link.replace('rainbow://', 'https://x/')).searchParams.get('uri')).toBe(uri)
  })

  it('gives no link for a scheme that runs code or reads local data, however it is written', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:%0aalert(1)',
      ' java\tscript:alert(1)',
      'javascript',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(formatWalletConnectLink(link, 'wc:abc@2'), link).toBeUndefined()
    }
    expect(formatWalletConnectLink('javascriptwallet://', 'wc:abc@2')).toBe(
      'javascriptwallet://wc?uri=wc%3Aabc%402',
    )
  })

  it('gives no link when the wallet has none', () => {
    expect(formatWalletConnectLink(null, uri)).toBeUndefined()
    expect(formatWalletConnectLink(undefined, uri)).toBeUndefined()
    expect(formatWalletConnectLink('  ', uri)).toBeUndefined()
  })
})

describe('getWalletConnectLinks (mobile, desktop and web app)', () => {
  it("formats each of the wallet's links the same way", () => {
    expect(
      getWalletConnectLinks(
        {
          mobile_link: 'rainbow://',
          desktop_link: 'rainbow-desktop:',
          webapp_link: 'https://app.rainbow.me',
        },
        uri,
      ),
    ).toEqual({
      mobile: `rainbow://wc?uri=${encoded}`,
      desktop: `rainbow-desktop://wc?uri=${encoded}`,
      webapp: `https://app.rainbow.me/wc?uri=${encoded}`,
    })
  })

  it('gives a web app link only over http(s): it opens in a browser tab', () => {
    const links = getWalletConnectLinks({ webapp_link: 'rainbow://' }, uri)
    expect(links.webapp).toBeUndefined()
    expect(
      getWalletConnectLinks({ webapp_link: 'javascript:alert(1)' }, uri).webapp,
    ).toBeUndefined()
  })

  it('refuses a desktop link with a code-running scheme, and has nothing for a wallet without links', () => {
    expect(
      getWalletConnectLinks({ desktop_link: 'javascript:alert(1)' }, uri).desktop,
    ).toBeUndefined()
    expect(getWalletConnectLinks({}, uri)).toEqual({
      mobile: undefined,
      desktop: undefined,
      webapp: undefined,
    })
  })

  it('tells universal links from native schemes', () => {
    expect(isUniversalLink('https://metamask.app.link')).toBe(true)
    expect(isUniversalLink('metamask://')).toBe(false)
  })
})
