import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import { call, createRecordedMailer, tempKeys } from '../testing/frame-host.test-helpers.js'
import { bundleFrameScript, createFrameScriptSource } from './bundle.js'

/** The frame script built from its sources, and the frame page that loads it. */
const bundle = await bundleFrameScript()
const gzipKiB = (bundle.gzipBytes / 1024).toFixed(1)

const keys = tempKeys()
let host: FrameHost
beforeAll(async () => {
  host = await createFrameHost({
    keys,
    mail: createRecordedMailer(),
    configApiUrl: {
      allowedOrigins: async () => ['https://dapp.example', 'https://x.example; script-src *'],
    },
    frameScript: createFrameScriptSource(),
  })
})
afterAll(async () => {
  await host?.stop()
  keys.remove()
})

describe('the frame script bundle', () => {
  it(`is one ES module of ${gzipKiB} KiB gzipped (budget 80 KiB), English zod messages only`, () => {
    expect(bundle.gzipBytes).toBeLessThan(80 * 1024)
    const text = new TextDecoder().decode(bundle.code)
    // No import left for the browser to resolve, no Node built-in.
    expect(text).not.toMatch(/\bimport\s*["'{*]/)
    expect(text).not.toContain('node:')
    // zod's German messages, one of the locales the bundler cuts (see bundle.ts).
    expect(text).not.toContain('Eingabe: erwartet')
  })

  it('is served at /frame/entry.js, and the page carries the allowed origins for it', async () => {
    const page = await call(host.url, 'GET', '/frame?projectId=known&chainId=eip155%3A1')
    const policy = page.headers.get('content-security-policy') ?? ''
    const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1]
    expect(policy).toBe(
      `frame-ancestors https://dapp.example; script-src 'nonce-${nonce}'; object-src 'none'; base-uri 'none'`,
    )
    expect(page.text).toContain(
      `<script type="application/json" id="keyway-frame-config" nonce="${nonce}">{"projectId":"known","allowedOrigins":["https://dapp.example"]}</script>`,
    )
    expect(page.text).toContain(
      `<script type="module" src="/frame/entry.js" nonce="${nonce}"></script>`,
    )
    const script = await call(host.url, 'GET', '/frame/entry.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(script.text.length).toBe(bundle.code.length)
  })

  it('a source that fails to build is retried on the next request, not kept', async () => {
    const source = createFrameScriptSource('/nonexistent/entry.ts')
    await expect(source()).rejects.toThrow()
    await expect(source()).rejects.toThrow()
  })
})
