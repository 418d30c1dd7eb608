import { UserRejectedRequestError } from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { type BitcoinActionsDeps, createBitcoinActions } from './bitcoin-actions.js'
import { NOT_CONNECTED_MESSAGE } from './sign-message.js'

const address = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'

function deps(
  sign: BitcoinActionsDeps['signBitcoinMessage'],
  connected = true,
): BitcoinActionsDeps & { calls: unknown[] } {
  const calls: unknown[] = []
  return {
    calls,
    getAddress: () => (connected ? address : undefined),
    signBitcoinMessage: (p) => {
      calls.push(p)
      return sign(p)
    },
  }
}

describe('createBitcoinActions', () => {
  it('signs with the connected address and reports the protocol the wallet used', async () => {
    const d = deps(async () => ({ signature: 'c2ln', protocol: 'ecdsa', address }))
    expect(await createBitcoinActions(d).signMessage('hi')).toEqual({
      status: 'signed',
      signature: 'c2ln',
      protocol: 'ecdsa',
      address,
    })
    expect(d.calls).toEqual([{ message: 'hi', address, signal: undefined }])
  })

  it('asks nothing without a connected account', async () => {
    const d = deps(async () => {
      throw new Error('not asked')
    }, false)
    expect(await createBitcoinActions(d).signMessage('hi')).toEqual({
      status: 'failed',
      message: NOT_CONNECTED_MESSAGE,
    })
    expect(d.calls).toEqual([])
  })

  it("a user's refusal is 'Signature declined'; another failure keeps its message", async () => {
    const declined = deps(async () => {
      throw new UserRejectedRequestError()
    })
    expect(await createBitcoinActions(declined).signMessage('hi')).toEqual({
      status: 'declined',
      message: 'Signature declined',
    })
    const failed = deps(async () => {
      throw new Error('wallet went away')
    })
    expect(await createBitcoinActions(failed).signMessage('hi')).toEqual({
      status: 'failed',
      message: 'wallet went away',
    })
  })
})
