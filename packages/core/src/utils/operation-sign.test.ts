import { describe, expect, it } from 'vitest'
import { getOperationSign } from './operation-sign.js'

describe('getOperationSign (docs/limits.md#display)', () => {
  it.each(['receive', 'deposit', 'borrow', 'claim'])("%s shows '+'", (type) => {
    expect(getOperationSign(type)).toBe('+')
  })

  it.each(['withdraw', 'repay', 'burn'])("%s shows '-'", (type) => {
    expect(getOperationSign(type)).toBe('-')
  })

  it.each(['send', 'trade', 'mint', 'execute', 'approve', 'Receive', '', undefined])(
    '%o shows no sign',
    (type) => {
      expect(getOperationSign(type)).toBe('')
    },
  )
})
