import { UserRejectedRequestError } from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { createSignMessage, NOT_CONNECTED_MESSAGE, type SignMessageDeps } from './sign-message.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function deps(overrides: Partial<SignMessageDeps> = {}): SignMessageDeps {
  return {
    getAddress: () => address,
    signMessage: async () => '0xsigned',
    ...overrides,
  }
}

describe('createSignMessage', () => {
  it('asks for a signature once an account is connected and returns the signature', async () => {
    const calls: unknown[] = []
    const sign = createSignMessage(
      deps({
        signMessage: async (parameters) => {
          calls.push(parameters)
          return '0xabc'
        },
      }),
    )
    await expect(sign('hello')).resolves.toEqual({ status: 'signed', signature: '0xabc' })
    expect(calls).toEqual([{ message: 'hello', signal: undefined }])
  })

  it('asks nothing of the wallet while no account is connected', async () => {
    let asked = false
    const sign = createSignMessage(
      deps({
        getAddress: () => undefined,
        signMessage: async () => {
          asked = true
          return '0x'
        },
      }),
    )
    await expect(sign('hello')).resolves.toEqual({
      status: 'failed',
      message: NOT_CONNECTED_MESSAGE,
    })
    expect(asked).toBe(false)
  })

  it.each([
    ['a UserRejectedRequestError', new UserRejectedRequestError()],
    ['an EIP-1193 4001 error', Object.assign(new Error('denied'), { code: 4001 })],
    ['a 5000 error', Object.assign(new Error('rejected'), { code: 5000 })],
  ])('shows docs/errors.md#sign-in-siwx "Signature declined" for %s', async (_, error) => {
    const sign = createSignMessage(deps({ signMessage: async () => Promise.reject(error) }))
    await expect(sign('hello')).resolves.toEqual({
      status: 'declined',
      message: 'Signature declined',
    })
  })

  it("reports any other failure with the error's message, without throwing", async () => {
    const sign = createSignMessage(
      deps({ signMessage: async () => Promise.reject(new Error('HTTP status code: 500')) }),
    )
    await expect(sign('hello')).resolves.toEqual({
      status: 'failed',
      message: 'HTTP status code: 500',
    })
  })
})
