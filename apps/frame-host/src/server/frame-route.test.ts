import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import { call, createRecordedMailer, tempKeys } from '../testing/frame-host.test-helpers.js'
import type { OriginsSource } from './origins.js'

/** The frame page route with and without a built frame script (devnet.test.ts covers the real origins call). */
const keys = tempKeys()
const origins: OriginsSource = {
  allowedOrigins: async (projectId) => {
    if (projectId === 'known') return ['https://dapp.example', 'https://x.example; script-src *']
    if (projectId === 'plain-http') {
      return ['http://dapp.example', 'http://localhost:5173', 'http://127.0.0.1:3000']
    }
    return []
  },
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
    const csp = page.headers.get('content-security-policy') ?? ''
    const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1]
    expect(csp).toBe(
      `frame-ancestors https://dapp.example; script-src 'nonce-${nonce}'; object-src 'none'; base-uri 'none'`,
    )
    expect(nonce).toHaveLength(24)
    expect(page.text).toContain(
      `<script type="module" src="/frame/entry.js" nonce="${nonce}"></script>`,
    )
    // Every script tag of the page carries the nonce.
    const tags = page.text.match(/<script\b[^>]*>/g) ?? []
    expect(tags).toHaveLength(2)
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`)
    const script = await call(withEntry.url, 'GET', '/frame/entry.js')
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(script.text).toContain('loaded')
  })

  it('makes a fresh nonce for every answer', async () => {
    const nonces = new Set<string>()
    for (let i = 0; i < 5; i += 1) {
      const page = await call(withEntry.url, 'GET', '/frame?projectId=known')
      const csp = page.headers.get('content-security-policy') ?? ''
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? ''
      expect(page.text).toContain(`nonce="${nonce}"`)
      nonces.add(nonce)
    }
    expect(nonces.size).toBe(5)
  })

  it('sends X-Content-Type-Options: nosniff on every answer', async () => {
    const answers = await Promise.all([
      call(withEntry.url, 'GET', '/frame?projectId=known'),
      call(withEntry.url, 'GET', '/frame/entry.js'),
      call(withEntry.url, 'GET', '/frame?projectId=known&debug=1'),
      call(withEntry.url, 'GET', '/health'),
      call(withEntry.url, 'GET', '/no/such/path'),
      call(withoutEntry.url, 'GET', '/frame/entry.js'),
      call(withEntry.url, 'GET', '/v1/device/approve?token=zz'),
    ])
    for (const answer of answers)
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('frames nowhere for an http embedder other than loopback', async () => {
    const page = await call(withEntry.url, 'GET', '/frame?projectId=plain-http')
    expect(page.headers.get('content-security-policy')).toMatch(
      /^frame-ancestors http:\/\/localhost:5173 http:\/\/127\.0\.0\.1:3000; /,
    )
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
    // An unknown project: framed nowhere, and still nonce-locked.
    const nowhere = await call(withoutEntry.url, 'GET', '/frame?projectId=made-up')
    expect(nowhere.headers.get('content-security-policy')).toMatch(
      /^frame-ancestors 'none'; script-src 'nonce-[^']+'; object-src 'none'; base-uri 'none'$/,
    )
  })
})
