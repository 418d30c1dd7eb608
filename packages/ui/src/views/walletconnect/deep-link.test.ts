import { describe, expect, it } from 'vitest'
import { formatMobileLink, isMobileViewport, isUniversalLink } from './deep-link.js'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=f00d'
const encoded = encodeURIComponent(uri)

describe('formatMobileLink (<mobile_link>wc?uri=<encoded>)', () => {
  it('appends wc?uri= with the encoded pairing uri to a native scheme', () => {
    expect(formatMobileLink('rainbow://', uri)).toBe(`rainbow://wc?uri=${encoded}`)
  })

  it('completes a bare scheme with :// before the path', () => {
    expect(formatMobileLink('rainbow:', uri)).toBe(`rainbow://wc?uri=${encoded}`)
    expect(formatMobileLink('rainbow', uri)).toBe(`rainbow://wc?uri=${encoded}`)
  })

  it('adds a slash before wc on a universal link without one', () => {
    expect(formatMobileLink('https://rnbwapp.com', uri)).toBe(
      `https://rnbwapp.com/wc?uri=${encoded}`,
    )
    expect(formatMobileLink('https://rnbwapp.com/', uri)).toBe(
      `https://rnbwapp.com/wc?uri=${encoded}`,
    )
  })

  it('encodes the whole uri so its own query survives', () => {
    const link = formatMobileLink('rainbow://', uri) ?? ''
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
      expect(formatMobileLink(link, 'wc:abc@2'), link).toBeUndefined()
    }
    expect(formatMobileLink('javascriptwallet://', 'wc:abc@2')).toBe(
      'javascriptwallet://wc?uri=wc%3Aabc%402',
    )
  })

  it('gives no link when the wallet has no mobile_link', () => {
    expect(formatMobileLink(null, uri)).toBeUndefined()
    expect(formatMobileLink(undefined, uri)).toBeUndefined()
    expect(formatMobileLink('  ', uri)).toBeUndefined()
  })
})

describe('viewport and link kinds', () => {
  it('treats viewports under 430px as mobile', () => {
    expect(isMobileViewport(429)).toBe(true)
    expect(isMobileViewport(430)).toBe(false)
  })

  it('tells universal links from native schemes', () => {
    expect(isUniversalLink('https://metamask.app.link')).toBe(true)
    expect(isUniversalLink('metamask://')).toBe(false)
  })
})
