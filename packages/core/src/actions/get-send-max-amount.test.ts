import { describe, expect, it } from 'vitest'
import { getSendMaxAmount } from './get-send-max-amount.js'
import { eth, usdc } from './send.test-helpers.js'
import { createActionTestClient } from './test-client.test-helpers.js'

describe('getSendMaxAmount', () => {
  const { client } = createActionTestClient()

  it('is the native balance less the network fee', () => {
    expect(getSendMaxAmount(client, { token: eth, fee: { value: 21_000_000_000_000n } })).toBe(
      '1.499979',
    )
  })

  it('is the whole balance while the fee is unknown, and never below 0', () => {
    expect(getSendMaxAmount(client, { token: eth })).toBe('1.5')
    expect(getSendMaxAmount(client, { token: eth, fee: { value: 2n * 10n ** 18n } })).toBe('0')
  })

  it('is the whole balance of a token: the fee is paid in the native currency', () => {
    expect(getSendMaxAmount(client, { token: usdc, fee: { value: 21_000_000_000_000n } })).toBe(
      '10',
    )
  })
})
