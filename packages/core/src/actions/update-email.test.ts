import { describe, expect, it } from 'vitest'
import { connectEmail } from './connect-email.js'
import { createEmbeddedWalletTestClient } from './embedded-wallet.test-helpers.js'
import { updateEmail } from './update-email.js'
import { verifyEmailCode } from './verify-email-code.js'
import { verifyEmailUpdateCode } from './verify-email-update-code.js'

async function connected() {
  const created = createEmbeddedWalletTestClient()
  await connectEmail(created.client, { email: 'person@example.com' })
  await verifyEmailCode(created.client, { code: '123456' })
  created.auth.calls.length = 0
  return created
}

describe('updateEmail, verifyEmailUpdateCode', () => {
  it('mails a code to the current address, then to the new one, and stores the new email', async () => {
    const { client, auth } = await connected()
    await expect(updateEmail(client, { email: ' new@example.com ' })).resolves.toEqual({
      next: 'primary',
    })
    await expect(verifyEmailUpdateCode(client, { code: '111111' })).resolves.toEqual({
      next: 'secondary',
    })
    await expect(verifyEmailUpdateCode(client, { code: '222222' })).resolves.toEqual({
      next: 'done',
      email: 'new@example.com',
    })
    expect(auth.calls).toEqual([
      'updateEmail:new@example.com',
      'updateEmailPrimaryOtp:111111',
      'updateEmailSecondaryOtp:222222',
    ])
    // The stored email (the next login's) is the new one.
    expect(client._internal.emailLogin.state.email).toBe('new@example.com')
    expect(client.state.modal.open).toBe(false)
  })

  it('goes straight to the new address when the frame skips the first code', async () => {
    const { client, auth } = await connected()
    auth.provider.updateEmail = async () => ({ action: 'VERIFY_SECONDARY_OTP' })
    await expect(updateEmail(client, { email: 'new@example.com' })).resolves.toEqual({
      next: 'secondary',
    })
    await expect(verifyEmailUpdateCode(client, { code: '222222' })).resolves.toMatchObject({
      next: 'done',
    })
  })

  it("a wrong code throws the frame's message and the step stays", async () => {
    const { client, auth } = await connected()
    await updateEmail(client, { email: 'new@example.com' })
    const right = auth.provider.updateEmailPrimaryOtp
    auth.provider.updateEmailPrimaryOtp = async () => {
      throw new Error('Invalid code')
    }
    await expect(verifyEmailUpdateCode(client, { code: '000000' })).rejects.toThrow('Invalid code')
    auth.provider.updateEmailPrimaryOtp = right
    await expect(verifyEmailUpdateCode(client, { code: '111111' })).resolves.toEqual({
      next: 'secondary',
    })
  })

  it('throws InvalidEmailError for a bad address, and AuthInitializationError for a code without an update', async () => {
    const { client, auth } = await connected()
    await expect(updateEmail(client, { email: 'nope' })).rejects.toMatchObject({
      name: 'InvalidEmailError',
    })
    await expect(verifyEmailUpdateCode(client, { code: '111111' })).rejects.toMatchObject({
      name: 'AuthInitializationError',
    })
    expect(auth.calls).toEqual([])
  })

  it('throws RequestAbortedError when the signal aborts while the frame answers', async () => {
    const { client, auth } = await connected()
    const controller = new AbortController()
    auth.provider.updateEmail = async () => {
      controller.abort()
      return { action: 'VERIFY_PRIMARY_OTP' }
    }
    await expect(
      updateEmail(client, { email: 'new@example.com', signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'RequestAbortedError' })
  })
})
