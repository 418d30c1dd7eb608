import { describe, expect, it } from 'vitest'
import {
  createSocialResultInbox,
  listenForSocialResults,
  SOCIAL_RESULT_MESSAGE,
  type SocialResultMessage,
} from './social-result.js'

const FRAME_HOST = 'https://wallet.example'
const STATE = 'c3RhdGUtb2YtdGhpcy1sb2dpbi0wMTIzNDU2Nzg5YWJj'

const success = {
  type: SOCIAL_RESULT_MESSAGE,
  provider: 'github',
  state: STATE,
  result: {
    token: 'session-token_1',
    expiresAt: 1_900_000_000_000,
    refreshToken: 'refresh-token_1',
    refreshExpiresAt: 1_900_000_600_000,
    user: {
      id: '5b0e8c1e-0000-4000-8000-000000000001',
      email: null,
      createdAt: 1_800_000_000_000,
      accounts: {
        eip155: '0x1111111111111111111111111111111111111111',
        solana: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
      },
      userName: 'alice',
    },
  },
} satisfies SocialResultMessage

const cancelled: SocialResultMessage = {
  type: SOCIAL_RESULT_MESSAGE,
  provider: 'google',
  state: STATE,
  error: { code: 'social_cancelled', message: 'The sign-in with google was cancelled' },
}

function clock(start = 1_000_000) {
  let time = start
  return {
    now: () => time,
    advance(ms: number) {
      time += ms
    },
  }
}

/** The frame's window as the listener sees it: its origin and its message listeners. */
function fakeWindow(origin = FRAME_HOST) {
  const listeners = new Set<(event: MessageEvent) => void>()
  return {
    location: { origin } as Location,
    addEventListener: (_: string, listener: (event: MessageEvent) => void) =>
      void listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) =>
      void listeners.delete(listener),
    post(data: unknown, from: string) {
      for (const listener of [...listeners]) listener({ data, origin: from } as MessageEvent)
    },
    get listening() {
      return listeners.size
    },
  }
}

const never = () => new AbortController().signal

describe('the frame listening for the popup’s result', () => {
  it('takes a result only from its own origin and only in the callback page’s shape', async () => {
    const inbox = createSocialResultInbox()
    const win = fakeWindow()
    const stop = listenForSocialResults(win as never, inbox)
    inbox.expect(STATE)
    // The dapp, a sibling frame or any other site: a forged session is ignored.
    win.post(success, 'https://dapp.example')
    win.post(success, 'http://wallet.example')
    win.post(success, 'null')
    // Own origin, wrong shape: an extra field, another type, a token that is not one.
    win.post({ ...success, extra: 1 }, FRAME_HOST)
    win.post({ ...success, type: 'keyway-social' }, FRAME_HOST)
    win.post({ ...success, result: { ...success.result, token: 'a b' } }, FRAME_HOST)
    win.post('keyway-social-login', FRAME_HOST)
    let settled = false
    const waiting = inbox.wait(never()).finally(() => {
      settled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    win.post(success, FRAME_HOST)
    await expect(waiting).resolves.toEqual(success.result)
    stop()
    expect(win.listening).toBe(0)
  })

  it('takes only the result of the login this frame started (its OAuth state)', async () => {
    const inbox = createSocialResultInbox()
    inbox.expect(STATE)
    // Another login's code and state, driven to the callback in a popup of this page.
    expect(inbox.deliver({ ...success, state: 'c29tZW9uZS1lbHNlcy1sb2dpbi0wMTIzNDU2Nzg5' })).toBe(
      false,
    )
    const { state: _state, ...withoutState } = success
    expect(inbox.deliver(withoutState)).toBe(false)
    expect(inbox.deliver({ ...cancelled, state: undefined })).toBe(false)
    expect(inbox.deliver(success)).toBe(true)
    await expect(inbox.wait(never())).resolves.toEqual(success.result)
  })

  it('ignores a result while no login was started from this frame', async () => {
    const inbox = createSocialResultInbox()
    expect(inbox.deliver(success)).toBe(false)
    await expect(inbox.wait(never())).rejects.toThrow(
      'No social sign-in is in progress: start it again',
    )
  })

  it('keeps a result that came first for 2 minutes, once', async () => {
    const time = clock()
    const inbox = createSocialResultInbox({ now: time.now })
    inbox.expect(STATE)
    expect(inbox.deliver(success)).toBe(true)
    // The popup's one result: a second message for the same start is not taken.
    expect(inbox.deliver({ ...success, provider: 'x' })).toBe(false)
    time.advance(2 * 60_000)
    await expect(inbox.wait(never())).resolves.toEqual(success.result)
    await expect(inbox.wait(never())).rejects.toThrow('No social sign-in is in progress')

    inbox.expect(STATE)
    inbox.deliver(success)
    time.advance(2 * 60_000 + 1)
    await expect(inbox.wait(never())).rejects.toThrow('No social sign-in is in progress')
  })

  it('an error result rejects with the server’s message and code', async () => {
    const inbox = createSocialResultInbox()
    inbox.expect(STATE)
    const waiting = inbox.wait(never())
    inbox.deliver(cancelled)
    await expect(waiting).rejects.toMatchObject({
      name: 'FrameApiError',
      message: 'The sign-in with google was cancelled',
      code: 'social_cancelled',
    })
  })

  it('a new start drops a result kept from the earlier popup', async () => {
    const inbox = createSocialResultInbox()
    inbox.expect(STATE)
    inbox.deliver(cancelled)
    inbox.expect(STATE)
    let settled = false
    const waiting = inbox.wait(never()).finally(() => {
      settled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    inbox.deliver(success)
    await expect(waiting).resolves.toEqual(success.result)
  })

  it('an aborted wait stops; a result that comes later is kept for the next wait', async () => {
    const inbox = createSocialResultInbox()
    inbox.expect(STATE)
    const controller = new AbortController()
    const waiting = inbox.wait(controller.signal)
    controller.abort(new Error('aborted by the dapp'))
    await expect(waiting).rejects.toThrow('aborted by the dapp')
    expect(inbox.deliver(success)).toBe(true)
    await expect(inbox.wait(never())).resolves.toEqual(success.result)
  })

  it('a newer wait replaces the older; sign-out ends a wait and forgets the start', async () => {
    const inbox = createSocialResultInbox()
    inbox.expect(STATE)
    const first = inbox.wait(never())
    const second = inbox.wait(never())
    await expect(first).rejects.toThrow('The social sign-in was replaced by a newer request')
    inbox.clear('The wallet signed out')
    await expect(second).rejects.toThrow('The wallet signed out')
    expect(inbox.deliver(success)).toBe(false)
  })

  it('a wait gives up when the started login’s 10 minutes are over', async () => {
    const inbox = createSocialResultInbox({ windowMs: 50 })
    inbox.expect(STATE)
    await expect(inbox.wait(never())).rejects.toThrow('This sign-in has expired: start it again')
    expect(inbox.deliver(success)).toBe(false)
  })
})
