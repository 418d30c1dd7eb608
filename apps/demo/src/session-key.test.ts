import { encodeAbiParameters, encodeErrorResult } from 'viem'
import { describe, expect, it } from 'vitest'
import { SessionSendError, sessionSendError, tabSessionKey } from './session-key.js'

/** An `Error(string)` revert as bundlers put it in their messages. */
const revert = (reason: string) =>
  encodeErrorResult({
    abi: [{ type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] }],
    errorName: 'Error',
    args: [reason],
  })

describe('sessionSendError', () => {
  it("decodes the enforcer's revert reason from a bundler's message into words", () => {
    const error = sessionSendError(
      new Error(
        `Execution reverted with reason: UserOperation reverted during simulation with reason: ${revert('ERC20PeriodTransferEnforcer:transfer-amount-exceeded')}.`,
      ),
    )
    expect(error).toBeInstanceOf(SessionSendError)
    expect(error.message).toBe(
      "Over the permission's limit for this period (ERC20PeriodTransferEnforcer:transfer-amount-exceeded)",
    )
  })

  it('names a revoked and an expired permission', () => {
    expect(sessionSendError(new Error('reverted: CannotUseADisabledDelegation()')).message).toBe(
      'The permission was revoked',
    )
    expect(
      sessionSendError(new Error(`reason: ${revert('TimestampEnforcer:expired-delegation')}`))
        .message,
    ).toBe('The permission has expired (TimestampEnforcer:expired-delegation)')
  })

  it("keeps another failure's first line, and survives malformed revert data", () => {
    const malformed = `0x08c379a0${'f'.repeat(128)}`
    expect(sessionSendError(new Error(`HTTP request failed.\n${malformed}`)).message).toBe(
      'The session could not send: HTTP request failed.',
    )
    expect(sessionSendError('boom').message).toBe('The session could not send: boom')
    // A well-formed reason that is none of ours is shown as the message's first line.
    const other = encodeAbiParameters([{ type: 'string' }], ['nope'])
    expect(sessionSendError(new Error(`failed 0x08c379a0${other.slice(2)}`)).message).toBe(
      `The session could not send: failed 0x08c379a0${other.slice(2)}`,
    )
  })
})

describe('tabSessionKey', () => {
  it('makes a key once per tab and keeps it', async () => {
    const kept = new Map<string, string>()
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    } as Storage
    const first = await tabSessionKey(storage)
    expect(first).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await tabSessionKey(storage)).toBe(first)
    kept.set('keyway-demo.session-key', 'not a key')
    expect(await tabSessionKey(storage)).not.toBe('not a key')
  })
})
