import { describe, expect, it } from 'vitest'
import { approveRoutes } from './approve-route.js'

describe('GET /approve (the approval window)', () => {
  it('serves the page that runs the frame script, never framed, scripts by nonce only', async () => {
    const [route] = approveRoutes({ enabled: true })
    expect(route?.method).toBe('GET')
    expect(route?.path).toBe('/approve')
    const first = (await route?.handler({} as never)) as {
      html: string
      headers: Record<string, string>
    }
    const policy = first.headers['content-security-policy'] ?? ''
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1]
    expect(nonce).toBeTruthy()
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("base-uri 'none'")
    expect(first.html).toContain(`<script type="module" src="/frame/entry.js" nonce="${nonce}">`)
    const second = (await route?.handler({} as never)) as { headers: Record<string, string> }
    expect(second.headers['content-security-policy']).not.toBe(policy)
  })

  it('is not served when frame-host has no frame script', () => {
    expect(approveRoutes({ enabled: false })).toEqual([])
  })
})
