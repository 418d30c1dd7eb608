import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import type { OriginsSource } from '../framing/origins.js'
import { call, createRecordedMailer, tempKeys } from '../testing/frame-host.test-helpers.js'

/** The frame page route with and without a built frame script (devnet.test.ts covers the real origins call). */
const keys = tempKeys()
const origins: OriginsSource = {
  allowedOrigins: async (projectId) =>
    projectId === 'known' ? ['https://dapp.example', 'https://x.example; script-src *'] : [],
}
let withEntry: FrameHost
let withoutEntry: FrameHost

beforeAll(async () => {
  const entry = join(keys.kekFile, '..', 'entry.js')
  writeFileSync(entry, 'document.body.dataset.frame = "loaded"\n')
  const common = { keys, mail: createRecordedMailer(), configApiUrl: origins }
  withEntry = await createFrameHost({ ...common, frameEntry: entry })
  withoutEntry = await createFrameHost(common)
})
afterAll(async () => {
  await withEntry?.stop()
  await withoutEntry?.stop()
  keys.remove()
})

describe('GET /frame', () => {
  it('sends frame-ancestors with the valid allowed origins only, and loads the frame script', async () => {
    const page = await call(
      withEntry.url,
      'GET',
      '/frame?projectId=known&chainId=eip155%3A1&version=1&enableLogger=false',
    )
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toBe('frame-ancestors https://dapp.example')
    expect(page.text).toContain('<script type="module" src="/frame/entry.js"></script>')
    const script = await call(withEntry.url, 'GET', '/frame/entry.js')
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(script.text).toContain('loaded')
  })

  it('without a built script the shell says what it is; the script path is a 404', async () => {
    const page = await call(withoutEntry.url, 'GET', '/frame?projectId=known')
    expect(page.text).not.toContain('<script')
    expect(page.text).toContain('<h1>Keyway embedded wallet</h1>')
    expect((await call(withoutEntry.url, 'GET', '/frame/entry.js')).status).toBe(404)
  })

  it("escapes what it echoes, and refuses unknown parameters with frame-ancestors 'none'", async () => {
    const odd = await call(
      withoutEntry.url,
      'GET',
      '/frame?projectId=known&chainId=%22%3E%3Cscript%3E',
    )
    expect(odd.text).not.toContain('"><script>')
    const unknown = await call(withoutEntry.url, 'GET', '/frame?projectId=known&debug=1')
    expect(unknown.status).toBe(400)
    expect(unknown.headers.get('content-security-policy')).toBe("frame-ancestors 'none'")
  })
})
