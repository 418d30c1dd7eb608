import { describe, expect, it } from 'vitest'
import { connectEmail } from './connect-email.js'
import { createEmbeddedWalletTestClient } from './embedded-wallet.test-helpers.js'
import { getAccount } from './get-account.js'
import { createActionTestClient } from './test-client.test-helpers.js'
import { verifyEmailCode } from './verify-email-code.js'
import { verifyEmailDevice } from './verify-email-device.js'

describe('connectEmail, verifyEmailDevice, verifyEmailCode', () => {
  it('mails a code, then checks it and connects the embedded wallet, with the modal closed', async () => {
    const { client, auth } = createEmbeddedWalletTestClient()
    await expect(connectEmail(client, { email: ' me@example.com ' })).resolves.toEqual({
      next: 'code',
    })
    const account = await verifyEmailCode(client, { code: '123456' })
    expect(auth.calls).toEqual(['load', 'connectEmail:me@example.com', 'connectOtp:123456'])
    expect(account).toMatchObject({
      namespace: 'eip155',
      isConnected: true,
      address: '0x1111111111111111111111111111111111111111',
      connectorId: 'embeddedWallet',
    })
    expect(getAccount(client).connectorId).toBe('embeddedWallet')
    // Headless: the modal never opened and its router never moved.
    expect(client.state.modal.open).toBe(false)
    expect(client.state.router.view).toBe('Connect')
  })

  it('a new device: next is "device", verifyEmailDevice waits for the link, then the code', async () => {
    const { client, auth } = createEmbeddedWalletTestClient()
    let approve!: (value: unknown) => void
    const approved = new Promise((resolve) => (approve = resolve))
    auth.provider.connectEmail = async () => ({ action: 'VERIFY_DEVICE' })
    auth.provider.connectDevice = () => approved
    await expect(connectEmail(client, { email: 'me@example.com' })).resolves.toEqual({
      next: 'device',
    })
    let verified = false
    const waiting = verifyEmailDevice(client).then(() => (verified = true))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(verified).toBe(false)
    approve({})
    await waiting
    await expect(verifyEmailCode(client, { code: '123456' })).resolves.toMatchObject({
      isConnected: true,
    })
  })

  it('throws InvalidEmailError before asking the frame', async () => {
    const { client, auth } = createEmbeddedWalletTestClient()
    await expect(connectEmail(client, { email: 'not-an-email' })).rejects.toMatchObject({
      name: 'InvalidEmailError',
      shortMessage: 'Invalid email',
    })
    expect(auth.calls).toEqual([])
  })

  it("throws EmailLoginThrottledError ('Please try again after N seconds') within 30 s", async () => {
    let now = 1_000_000
    const { client } = createEmbeddedWalletTestClient({ now: () => now })
    client._internal.storage.set('lastEmailLoginTime', now)
    now += 10_500
    await expect(connectEmail(client, { email: 'me@example.com' })).rejects.toMatchObject({
      name: 'EmailLoginThrottledError',
      shortMessage: 'Please try again after 20 seconds',
    })
  })

  it("a wrong code throws the frame's message and the next code can still be tried", async () => {
    const { client, auth } = createEmbeddedWalletTestClient()
    const connectOtp = auth.provider.connectOtp
    auth.provider.connectOtp = async () => {
      throw Object.assign(new Error('Invalid code'), { name: 'FrameError' })
    }
    await connectEmail(client, { email: 'me@example.com' })
    await expect(verifyEmailCode(client, { code: '000000' })).rejects.toThrow('Invalid code')
    expect(getAccount(client).isConnected).toBe(false)
    auth.provider.connectOtp = connectOtp
    await expect(verifyEmailCode(client, { code: '123456' })).resolves.toMatchObject({
      isConnected: true,
    })
  })

  it("a failed connection throws AuthInitializationError ('A problem occurred while trying initialize authentication')", async () => {
    const { client, evm } = createEmbeddedWalletTestClient()
    evm.connect = async () => {
      throw new Error('the frame lost its session')
    }
    await connectEmail(client, { email: 'me@example.com' })
    await expect(verifyEmailCode(client, { code: '123456' })).rejects.toMatchObject({
      name: 'AuthInitializationError',
      shortMessage: 'A problem occurred while trying initialize authentication',
    })
    expect(getAccount(client).isConnected).toBe(false)
  })

  it('passes the AbortSignal to the frame: aborting the request rejects it', async () => {
    const { client, auth } = createEmbeddedWalletTestClient()
    const controller = new AbortController()
    auth.provider.connectEmail = (_payload, options) =>
      new Promise((_resolve, reject) => {
        options?.signal?.addEventListener('abort', () => reject(options.signal?.reason))
        controller.abort(new Error('left the page'))
      })
    await expect(
      connectEmail(client, { email: 'me@example.com', signal: controller.signal }),
    ).rejects.toThrow('left the page')
  })

  it('throws RequestAbortedError for a signal aborted before the frame was asked', async () => {
    const { client, auth } = createEmbeddedWalletTestClient()
    const signal = AbortSignal.abort()
    await expect(connectEmail(client, { email: 'me@example.com', signal })).rejects.toMatchObject({
      name: 'RequestAbortedError',
    })
    await expect(verifyEmailCode(client, { code: '1', signal })).rejects.toMatchObject({
      name: 'RequestAbortedError',
    })
    expect(auth.calls).toEqual([])
  })

  it('throws EmbeddedWalletNotEnabledError on a client without a frame host', async () => {
    const { client } = createActionTestClient()
    await expect(connectEmail(client, { email: 'me@example.com' })).rejects.toMatchObject({
      name: 'EmbeddedWalletNotEnabledError',
      shortMessage: 'The embedded wallet is not enabled',
    })
    await expect(verifyEmailCode(client, { code: '1' })).rejects.toMatchObject({
      name: 'EmbeddedWalletNotEnabledError',
    })
    await expect(verifyEmailDevice(client)).rejects.toMatchObject({
      name: 'EmbeddedWalletNotEnabledError',
    })
  })
})
