import { describe, expect, it } from 'vitest'
import { followsVisibility, isPollingActive } from './polling.js'

describe('when balances are polled', () => {
  it('only while the modal is open and the page visible', () => {
    expect(isPollingActive({ modalOpen: true, pageHidden: false })).toBe(true)
    expect(isPollingActive({ modalOpen: true, pageHidden: true })).toBe(false)
    expect(isPollingActive({ modalOpen: false, pageHidden: false })).toBe(false)
  })

  it("the page's visibility is followed only while the modal is open", () => {
    expect(followsVisibility({ modalOpen: true })).toBe(true)
    expect(followsVisibility({ modalOpen: false })).toBe(false)
  })
})
