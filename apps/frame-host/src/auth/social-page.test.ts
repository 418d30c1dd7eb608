import { describe, expect, it } from 'vitest'
import {
  type FakeOpener,
  type Post,
  recordingWindow,
  runCallbackScript,
} from '../testing/callback-page.test-helpers.js'
import { SOCIAL_RESULT_MESSAGE, type SocialResultMessage, socialResultPage } from './social-page.js'

const FRAME_HOST = 'https://wallet.example'

const message: SocialResultMessage = {
  type: SOCIAL_RESULT_MESSAGE,
  provider: 'github',
  state: 'c3RhdGUtb2YtdGhpcy1sb2dpbi0wMTIzNDU2Nzg5YWJj',
  result: {
    token: 'tok_</script><b>',
    expiresAt: 1,
    refreshToken: 'refresh_1',
    refreshExpiresAt: 2,
    user: {
      id: 'u1',
      email: null,
      createdAt: 1,
      accounts: { eip155: '0x1', solana: 'S1' },
      userName: 'alice',
    },
  },
}

describe('the social callback page', () => {
  it('posts to the opener and to each of its frames, always to frame-host’s exact origin', () => {
    const posts: Post[] = []
    const frames = [recordingWindow('ad', posts), recordingWindow('wallet frame', posts)]
    const opener: FakeOpener = {
      ...recordingWindow('dapp', posts),
      // A cross-origin WindowProxy: its length and indexed frames are readable.
      frames: Object.assign([...frames], { length: frames.length }),
    }
    const { html } = socialResultPage(message, FRAME_HOST)
    expect(runCallbackScript(html, opener)).toEqual({ closed: true })
    expect(posts.map((p) => p.target)).toEqual(['dapp', 'ad', 'wallet frame'])
    for (const post of posts) {
      expect(post.targetOrigin).toBe(FRAME_HOST)
      expect(post.message).toEqual(message)
    }
    expect(html).not.toContain("'*'")
    expect(html).not.toContain('"*"')
  })

  it('an opener whose frames throw or fail to post still gets the message; the page closes', () => {
    const posts: Post[] = []
    const opener: FakeOpener = {
      ...recordingWindow('dapp', posts),
      frames: new Proxy(
        { length: 3 },
        {
          get(target, key) {
            if (key === 'length') return target.length
            if (key === '0') throw new Error('SecurityError')
            if (key === '1') return undefined
            return {
              postMessage() {
                throw new Error('DataCloneError')
              },
            }
          },
        },
      ),
    }
    const { html } = socialResultPage(message, FRAME_HOST)
    expect(runCallbackScript(html, opener)).toEqual({ closed: true })
    expect(posts.map((p) => p.target)).toEqual(['dapp'])
  })

  it('reads no more than 64 frames of an opener that claims many', () => {
    const posts: Post[] = []
    let read = 0
    const opener: FakeOpener = {
      ...recordingWindow('dapp', posts),
      frames: new Proxy(
        { length: 1e9 },
        {
          get(target, key) {
            if (key === 'length') return target.length
            read += 1
            return recordingWindow(`frame ${String(key)}`, posts)
          },
        },
      ),
    }
    runCallbackScript(socialResultPage(message, FRAME_HOST).html, opener)
    expect(read).toBe(64)
    expect(posts).toHaveLength(65)
  })

  it('without an opener (opened with noopener, or the dapp went away) it only closes', () => {
    const { html } = socialResultPage(
      { type: SOCIAL_RESULT_MESSAGE, error: { code: 'social_cancelled', message: 'Cancelled' } },
      FRAME_HOST,
    )
    expect(runCallbackScript(html, null)).toEqual({ closed: true })
  })

  it('keeps the result in its JSON element, escaped so no markup can close the script', () => {
    const { html, headers } = socialResultPage(message, FRAME_HOST)
    expect(html).not.toContain('</script><b>')
    expect(html).toContain('id="keyway-social-result"')
    expect(headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+'/)
  })
})
