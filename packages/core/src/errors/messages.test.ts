import { describe, expect, it } from 'vitest'
import { noConnectorOrNetworkWarning, UI_MESSAGES } from './messages.js'

describe('docs/errors.md#texts-that-are-not-errors user-visible texts that are not errors', () => {
  it("names an unsupported network 'Unknown Network'", () => {
    expect(UI_MESSAGES.unknownNetwork).toBe('Unknown Network')
  })

  it("warns 'Local configuration ignored' when remote config overrides local features", () => {
    expect(UI_MESSAGES.localConfigurationIgnored).toBe('Local configuration ignored')
  })

  it("shows the loading toast 'Authenticating...'", () => {
    expect(UI_MESSAGES.authenticating).toBe('Authenticating...')
  })

  it("says 'Something went wrong' for a failure that is not one of Keyway's errors", () => {
    expect(UI_MESSAGES.somethingWentWrong).toBe('Something went wrong')
  })

  it('warns with the namespace when no connector or network is found for it', () => {
    expect(noConnectorOrNetworkWarning('solana')).toBe(
      'No connector or network found for namespace solana',
    )
  })
})
