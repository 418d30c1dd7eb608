import { describe, expect, it } from 'vitest'
import { isMobileViewport } from './deep-link.js'

describe('isMobileViewport', () => {
  it('treats viewports under 430px as mobile', () => {
    expect(isMobileViewport(429)).toBe(true)
    expect(isMobileViewport(430)).toBe(false)
  })
})
