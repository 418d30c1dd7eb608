import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import {
  confirmLink,
  createRecordedMailer,
  TEST_FRAME,
  tempKeys,
  testOrigins,
} from '../testing/frame-host.test-helpers.js'
import { createFrameApi } from './api.js'
import type { ApprovalCard, ApprovalPrompt } from './approval-card.js'
import { summarizeRequest } from './approval-summary.js'
import { createRequestHandlers, USER_REJECTED_CODE } from './handlers.js'
import { createFrameStorage, createMemoryStorage } from './storage.js'

/**
 * The frame's handlers against a real frame-host in this process (PGlite, a mailer that
 * keeps its mails): what each event asks of the API, the device step, aborts. The browser
 * project runs the same code inside the real frame.
 */
const keys = tempKeys()
const mailer = createRecordedMailer()
let host: FrameHost
beforeAll(async () => {
  host = await createFrameHost({
    keys,
    mail: mailer,
    configApiUrl: testOrigins,
    // The device step starts a second login for one address at once; the 30 s rule has its
    // own tests (src/server/email-login.test.ts).
    limits: { resendIntervalMs: 0, perIp: { limit: 1_000, windowMs: 60_000 } },
  })
})
afterAll(async () => {
  await host?.stop()
  keys.remove()
})

/** An approval card that answers as told, and records what it was shown. */
function scriptedCard(answer: 'approve' | 'reject' | 'wait') {
  const prompts: ApprovalPrompt[] = []
  const card: ApprovalCard = {
    ask(prompt, signal) {
      prompts.push(prompt)
      if (answer !== 'wait') return Promise.resolve(answer === 'approve')
      return new Promise((_, reject) =>
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true }),
      )
    },
  }
  return { card, prompts }
}

function frame(
  options: {
    card?: ApprovalCard
    pollMs?: number
    pollLimitMs?: number
    /** Another frame of the same browser: its device id, with storage and key of its own. */
    sameDeviceAs?: ReturnType<typeof frame>
  } = {},
) {
  const memory = createMemoryStorage()
  if (options.sameDeviceAs) {
    memory.setItem('keyway.frame.deviceId', options.sameDeviceAs.storage.deviceId())
  }
  const storage = createFrameStorage(memory)
  const api = createFrameApi({ baseUrl: host.url, storage, frame: TEST_FRAME })
  const handlers = createRequestHandlers({
    api,
    storage,
    card: options.card ?? scriptedCard('reject').card,
    defaultChainId: 'eip155:31337',
    parentOrigin: 'https://dapp.example',
    themeRoot: undefined as unknown as HTMLElement,
    devicePollIntervalMs: options.pollMs ?? 50,
    devicePollLimitMs: options.pollLimitMs ?? 10_000,
  })
  let n = 0
  const request = (event: string, payload: unknown = {}) =>
    handlers.handle({
      kind: 'request',
      id: `test-request-${String(++n).padStart(8, '0')}`,
      event,
      payload,
    } as never) as Promise<Record<string, unknown>>
  return { storage, handlers, request, api }
}

const email = (label: string) => `${label}-${Date.now()}@example.com`

/**
 * A first or known device: frame-host's first answer is VERIFY_DEVICE for every address, and
 * the frame's look at the device step turns it into VERIFY_OTP (a code was mailed).
 */
async function signIn(f: ReturnType<typeof frame>, address: string) {
  expect(await f.request('connectEmail', { email: address })).toEqual({ action: 'VERIFY_OTP' })
  await f.request('connectOtp', { otp: mailer.codeFor(address) })
}

describe('the frame handlers on a real frame-host', () => {
  it('login keeps the token in the frame storage; getUser maps both accounts; sign-out drops it', async () => {
    const f = frame()
    const address = email('handlers')
    await signIn(f, address)
    expect(f.storage.sessionToken()).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(f.storage.pendingEmail()).toBeUndefined()
    const user = await f.request('getUser', {})
    expect(user).toMatchObject({
      email: address,
      chainId: 'eip155:31337',
      preferredAccountType: 'eoa',
    })
    expect(await f.request('isConnected')).toEqual({ isConnected: true })
    expect(await f.request('setPreferredAccount', { type: 'eoa' })).toEqual({
      type: 'eoa',
      address: user.address,
    })
    expect(await f.request('signOut')).toEqual({})
    expect(f.storage.sessionToken()).toBeUndefined()
    expect(await f.request('isConnected')).toEqual({ isConnected: false })
  })

  it('update email: confirmed on the card, a code to the current address, then one to the new address, gives the new email', async () => {
    const approving = scriptedCard('approve')
    const f = frame({ card: approving.card })
    const current = email('update-from')
    const next = email('update-to')
    await signIn(f, current)
    expect(await f.request('updateEmail', { email: next })).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    // The card named both addresses, the current one as frame-host knows it.
    expect(approving.prompts).toHaveLength(1)
    expect(approving.prompts[0]?.summary.title).toBe(
      `Change your email from ${current} to ${next}?`,
    )
    expect(approving.prompts[0]?.origin).toBe('https://dapp.example')
    expect(await f.request('updateEmailPrimaryOtp', { otp: mailer.codeFor(current) })).toEqual({})
    expect(await f.request('updateEmailSecondaryOtp', { otp: mailer.codeFor(next) })).toEqual({
      newEmail: next,
    })
    expect((await f.request('getUser', {})).email).toBe(next)
  })

  it('update email rejected on the card is 4001, and no code is sent', async () => {
    const f = frame({ card: scriptedCard('reject').card })
    const current = email('update-rejected')
    await signIn(f, current)
    const mails = mailer.mails.length
    await expect(f.request('updateEmail', { email: email('update-never') })).rejects.toMatchObject({
      code: 4001,
    })
    expect(mailer.mails.length).toBe(mails)
  })

  it('an access token near its end or refused is refreshed with the refresh token, transparently', async () => {
    const f = frame()
    await signIn(f, email('refresh'))
    const first = f.storage.sessionToken()
    const refreshToken = f.storage.refreshToken()
    // An access token about to end: refreshed before the call.
    f.storage.setSession({ token: first as string, expiresAt: Date.now() + 1_000, refreshToken })
    expect(await f.request('isConnected')).toEqual({ isConnected: true })
    const second = f.storage.sessionToken()
    expect(second).not.toBe(first)
    expect(f.storage.refreshToken()).not.toBe(refreshToken)
    // A token the server refuses (401): one refresh, then the call again.
    f.storage.setSession({
      token: 'x'.repeat(43),
      expiresAt: Date.now() + 3_600_000,
      refreshToken: f.storage.refreshToken(),
    })
    expect((await f.request('getUser', {})).email).toMatch(/^refresh-/)
    expect(f.storage.sessionToken()).not.toBe(second)
    // The spent refresh token, replayed: the whole sign-in ends, here too.
    f.storage.setSession({ token: 'x'.repeat(43), expiresAt: Date.now() + 3_600_000, refreshToken })
    await expect(f.request('getUser', {})).rejects.toThrow(
      'This sign-in was used from two places, so it was ended everywhere. Please sign in again',
    )
    expect(f.storage.sessionToken()).toBeUndefined()
  })

  it('signOutEverywhere ends the sign-ins of the other frames too', async () => {
    const address = email('everywhere')
    const f = frame()
    await signIn(f, address)
    const other = frame({ sameDeviceAs: f })
    await signIn(other, address)
    expect(await other.request('isConnected')).toEqual({ isConnected: true })
    expect(await f.request('signOutEverywhere')).toEqual({ sessions: 2 })
    expect(f.storage.sessionToken()).toBeUndefined()
    expect(await other.request('isConnected')).toEqual({ isConnected: false })
    expect(other.storage.sessionToken()).toBeUndefined()
  })

  it('connectOtp without connectEmail first says so', async () => {
    await expect(frame().request('connectOtp', { otp: '123456' })).rejects.toThrow(
      'No email login is in progress: enter your email first',
    )
  })

  it('a new browser waits on the device step until the mailed link is opened, then gets a code', async () => {
    const address = email('device')
    await signIn(frame(), address)
    const second = frame()
    expect(await second.request('connectEmail', { email: address })).toEqual({
      action: 'VERIFY_DEVICE',
    })
    let settled = false
    const waiting = second.request('connectDevice').finally(() => {
      settled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(settled).toBe(false)
    const link = /(http\S+\/v1\/device\/approve\?token=[0-9a-f]{64})/.exec(
      mailer.latest(address).text,
    )?.[1]
    if (!link) throw new Error('no approval link mailed')
    // The link's page changes nothing; its button (a form POST) approves.
    expect((await confirmLink(link)).confirmed.status).toBe(200)
    expect(await waiting).toEqual({})
    await second.request('connectOtp', { otp: mailer.codeFor(address) })
    expect(await second.request('isConnected')).toEqual({ isConnected: true })
  })

  it('the device poll is bounded, and a newer login step stops it', async () => {
    const address = email('poll')
    await signIn(frame(), address)
    const bounded = frame({ pollLimitMs: 300 })
    await bounded.request('connectEmail', { email: address })
    await expect(bounded.request('connectDevice')).rejects.toThrow(
      'This device approval link has expired: start the email login again',
    )

    const replaced = frame({ pollMs: 100 })
    await replaced.request('connectEmail', { email: address })
    const first = replaced.request('connectDevice')
    const firstDone = expect(first).rejects.toThrow(
      'The device check was replaced by a newer request',
    )
    const second = replaced.request('connectDevice')
    const secondDone = expect(second).rejects.toThrow('The wallet signed out')
    await firstDone
    await replaced.request('signOut')
    await secondDone
  })

  it('a not-safe request waits for the card: reject is 4001 and nothing is sent; rpcAbort ends the wait', async () => {
    const rejecting = scriptedCard('reject')
    const f = frame({ card: rejecting.card })
    await signIn(f, email('approval'))
    const { address } = await f.request('getUser', {})
    const params = ['0x68656c6c6f', address]
    await expect(
      f.request('rpcRequest', { chainId: 'eip155:31337', method: 'personal_sign', params }),
    ).rejects.toMatchObject({ code: USER_REJECTED_CODE, message: 'User rejected the request.' })
    // The card summarizes the request frame-host prepared, with the prepare step's context.
    const context = { chainId: 'eip155:31337', parentOrigin: 'https://dapp.example' }
    expect(rejecting.prompts).toEqual([
      {
        summary: summarizeRequest('personal_sign', params, context),
        origin: 'https://dapp.example',
        appName: undefined,
      },
    ])
    expect(rejecting.prompts[0]?.summary.title).toBe('Sign a message')

    const waiting = scriptedCard('wait')
    const g = frame({ card: waiting.card })
    await signIn(g, email('abort'))
    const mine = ['0x68656c6c6f', (await g.request('getUser', {})).address]
    await g.request('syncDappData', {
      projectId: 'p',
      sdkVersion: '1',
      sdkType: 'keyway',
      metadata: { name: 'Demo', description: '', url: 'https://dapp.example', icons: [] },
    })
    const pending = g.handlers.handle({
      kind: 'request',
      id: 'rpc-to-abort-00000001',
      event: 'rpcRequest',
      payload: { chainId: 'eip155:31337', method: 'personal_sign', params: mine },
    } as never)
    await expect.poll(() => waiting.prompts.length).toBe(1)
    expect(waiting.prompts[0]?.appName).toBe('Demo')
    expect(await g.request('rpcAbort', { requestId: 'rpc-to-abort-00000001' })).toEqual({})
    await expect(pending).rejects.toThrow('Request was aborted')
  })

  it('Approve: prepared, approved once by the server, then signed; a request for another account gets no card', async () => {
    const approving = scriptedCard('approve')
    const f = frame({ card: approving.card })
    await signIn(f, email('approve'))
    const { address } = await f.request('getUser', {})
    const { result } = await f.request('rpcRequest', {
      chainId: 'eip155:31337',
      method: 'personal_sign',
      params: ['0x68656c6c6f', address],
    })
    const signature = result as `0x${string}`
    expect(
      await verifyMessage({ address: address as `0x${string}`, message: 'hello', signature }),
    ).toBe(true)
    expect(approving.prompts).toHaveLength(1)
    // The session alone signs nothing: the server wants the approval Approve minted.
    await expect(
      f.api.rpc({
        chainId: 'eip155:31337',
        method: 'personal_sign',
        params: ['0x68656c6c6f', address],
      }),
    ).rejects.toMatchObject({ status: 403, code: 'approval_required' })
    await expect(
      f.request('rpcRequest', {
        chainId: 'eip155:31337',
        method: 'personal_sign',
        params: ['0x68656c6c6f', '0x0000000000000000000000000000000000000001'],
      }),
    ).rejects.toThrow(/is not this wallet's account/)
    expect(approving.prompts).toHaveLength(1)
  })

  it("the server's own messages pass through: a wrong code, an unknown network", async () => {
    const f = frame()
    const address = email('messages')
    await f.request('connectEmail', { email: address })
    const right = mailer.codeFor(address)
    await expect(
      f.request('connectOtp', { otp: right === '000000' ? '111111' : '000000' }),
    ).rejects.toThrow('Wrong code. 4 attempts left before the account is locked')
    await f.request('connectOtp', { otp: right })
    await expect(
      f.request('rpcRequest', { chainId: 'eip155:999', method: 'eth_blockNumber' }),
    ).rejects.toThrow(/^Unknown chain "eip155:999"/)
  })

  it('an unreachable server and a stuck one fail with a clear message, not a hang', async () => {
    const storage = createFrameStorage(createMemoryStorage())
    const down = createFrameApi({ baseUrl: 'http://127.0.0.1:9', storage, frame: TEST_FRAME })
    await expect(down.session()).rejects.toThrow('Could not reach the wallet server')
    const stuck = createFrameApi({
      frame: TEST_FRAME,
      baseUrl: host.url,
      storage,
      timeoutMs: 50,
      fetch: (_url, init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    })
    await expect(stuck.session()).rejects.toThrow('The wallet server did not answer within 0 s')
  })
})
