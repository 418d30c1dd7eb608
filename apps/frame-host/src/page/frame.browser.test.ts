import {
  createEip1193Provider,
  createFrameClient,
  createSolanaProvider,
  type FrameClient,
  type FrameSyncSource,
} from '@keyway/embedded-wallet'
import { ed25519 } from '@noble/curves/ed25519'
import { getBase58Encoder } from '@solana/kit'
import { verifyMessage } from 'viem'
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { commands } from 'vitest/browser'

/**
 * The frame page's script in Chromium, end to end: this page is the dapp; the REAL
 * createFrameClient embeds the REAL frame-host (globalSetup) from another origin; codes
 * come from devnet's mailbox, the allowed origins from devnet's configuration service.
 */

declare module 'vitest/browser' {
  interface BrowserCommands {
    readApprovalCard(): Promise<{
      title: string
      text: string
      buttons: string[]
      focused: string
      approveBackground: string
      theme: string | undefined
      fontSize: string
      approveDisabled: boolean
      approveRect: { x: number; y: number; width: number; height: number }
    }>
    countApprovalCards(): Promise<number>
    clickApprovalButton(name: 'Approve' | 'Reject'): Promise<void>
    pressInApprovalCard(key: string): Promise<void>
    httpFromNode(request: {
      method: 'GET' | 'POST'
      url: string
      body?: unknown
      deviceId?: string
      form?: Record<string, string>
      origin?: string
      frame?: { projectId: string; parentOrigin: string }
    }): Promise<{ status: number; json: unknown }>
  }
}

const { frameHostUrl, mailboxUrl, configApiUrl, evmChainId, solanaChainId } = inject('frameHost')
const projectId = `frame-browser-${crypto.randomUUID().slice(0, 8)}`
const clients: FrameClient[] = []

beforeAll(async () => {
  // This page's origin is the project's only allowed origin (docs/services.md#configuration-service-config GET /projects/v1/origins).
  const response = await fetch(`${configApiUrl}/__devnet/projects/${projectId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ allowedOrigins: [location.origin] }),
    signal: AbortSignal.timeout(10_000),
  })
  expect(response.ok).toBe(true)
  madeElsewhere = await makeAccountElsewhere()
})

/**
 * The account of the device-step test, made on another browser (another device id) straight
 * on the API; `startedAt` is when its login start was answered.
 */
async function makeAccountElsewhere() {
  const email = newEmail('device')
  const elsewhere = {
    deviceId: 'another-browser-0123456789',
    frame: { projectId, parentOrigin: location.origin },
  }
  const start = await commands.httpFromNode({
    method: 'POST',
    url: `${frameHostUrl}/v1/email/start`,
    body: { email },
    ...elsewhere,
  })
  const startedAt = Date.now()
  const verified = await commands.httpFromNode({
    method: 'POST',
    url: `${frameHostUrl}/v1/email/verify`,
    body: { email, otp: await codeFor(email) },
    ...elsewhere,
  })
  return { email, start, verified, startedAt }
}
let madeElsewhere: Awaited<ReturnType<typeof makeAccountElsewhere>>

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  for (const frame of document.querySelectorAll('iframe[data-forger]')) frame.remove()
  localStorage.clear()
})

function newClient(sync?: FrameSyncSource): FrameClient {
  const client = createFrameClient({
    frameUrl: `${frameHostUrl}/frame`,
    projectId,
    chainId: evmChainId,
    version: '1.0.0',
    sync,
  })
  clients.push(client)
  return client
}

const newEmail = (label: string) =>
  `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`.toLowerCase()

type Mail = { otp?: string; text: string }

/** The newest mail to `email` that `accept` takes, polled from devnet's mailbox. */
async function mailFor(email: string, accept: (mail: Mail) => boolean): Promise<Mail> {
  const url = `${mailboxUrl}/messages/latest?to=${encodeURIComponent(email)}`
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
    if (response.ok) {
      const { message } = (await response.json()) as { message: Mail }
      if (accept(message)) return message
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no such mail to ${email}`)
}

async function codeFor(email: string): Promise<string> {
  return (await mailFor(email, (mail) => Boolean(mail.otp))).otp as string
}

async function signIn(client: FrameClient, email: string) {
  expect(await client.connectEmail({ email })).toEqual({ action: 'VERIFY_OTP' })
  return client.connectOtp({ otp: await codeFor(email) })
}

describe('the frame script with the real frame client', () => {
  it('email login: the code from the mailbox signs in; the user has an eip155 and a solana account', async () => {
    const client = newClient()
    expect(await client.isConnected()).toBe(false)
    const email = newEmail('login')
    const user = await signIn(client, email)
    expect(user.email).toBe(email)
    expect(user.chainId).toBe(evmChainId)
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const [evm, solana] = user.accounts ?? []
    expect(evm).toEqual({ address: user.address, type: 'eoa' })
    expect(solana?.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(await client.isConnected()).toBe(true)
    expect(await client.getChainId()).toEqual({ chainId: evmChainId })

    // A Solana network gives the Solana account as the address.
    const onSolana = await client.getUser({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    expect(onSolana.address).toBe(solana?.address)

    // switchNetwork is kept in the frame's storage: a new frame still reports it.
    const other = 'eip155:31338'
    expect(await client.switchNetwork({ chainId: other })).toEqual({ chainId: other })
    client.destroy()
    const again = newClient()
    expect(await again.getChainId()).toEqual({ chainId: other })
    await again.switchNetwork({ chainId: evmChainId })
  })

  it('a reload and a new client reconnect without a code; sign-out ends the session', async () => {
    const first = newClient()
    const user = await signIn(first, newEmail('reconnect'))
    expect(await first.reload()).toEqual({})
    expect(await first.isConnected()).toBe(true)
    first.destroy()

    const second = newClient()
    expect(await second.isConnected()).toBe(true)
    expect((await second.getUser()).address).toBe(user.address)
    await second.signOut()
    expect(await second.isConnected()).toBe(false)
    second.destroy()

    const third = newClient()
    expect(await third.isConnected()).toBe(false)
    await expect(third.getUser()).rejects.toThrow(/^Not signed in, or the session has ended/)
  })

  it("frame-host's error messages reach the dapp unchanged", async () => {
    const client = newClient()
    const email = newEmail('wrong-code')
    await client.connectEmail({ email })
    const right = await codeFor(email)
    const wrong = right === '000000' ? '111111' : '000000'
    await expect(client.connectOtp({ otp: wrong })).rejects.toThrow(
      'Wrong code. 4 attempts left before the account is locked',
    )
    await expect(client.switchNetwork({ chainId: 'cosmos:cosmoshub-4' })).rejects.toThrow(
      'This wallet has no account on cosmos:cosmoshub-4',
    )
    await expect(client.initSmartAccount()).rejects.toThrow(
      'Smart accounts are not available in this wallet',
    )
  })

  it('a forged connect or request from another window changes nothing', async () => {
    const client = newClient()
    const user = await signIn(client, newEmail('forged'))
    const wallet = client.frameElement
    if (!wallet) throw new Error('no wallet frame')
    // After the handshake: a second connect and requests posted to the window are ignored.
    expect(await runForgers(wallet)).toEqual([])
    expect(await client.isConnected()).toBe(true)
    expect((await client.getUser()).address).toBe(user.address)
  })
})

/** A sibling frame's script that posts a connect and requests to parent.frames[index]. */
function forgerScript(index: number): string {
  return `<script>
    const target = parent.frames[${index}]
    const channel = new MessageChannel()
    channel.port1.onmessage = (e) => parent.postMessage({ forged: 'reply', data: e.data }, '*')
    target.postMessage({ protocol: 'keyway-embedded-wallet', version: 1, kind: 'connect' }, '*', [channel.port2])
    channel.port1.postMessage({ kind: 'request', id: 'forged-request-00000001', event: 'isConnected', payload: {} })
    channel.port1.postMessage({ kind: 'request', id: 'forged-request-00000002', event: 'signOut', payload: {} })
    target.postMessage({ kind: 'request', id: 'forged-request-00000003', event: 'signOut', payload: {} }, '*')
    parent.postMessage({ forged: 'sent' }, '*')
  </script>`
}

/** Runs a forger at the opaque 'null' origin (sandboxed) and one at this page's own origin. */
async function runForgers(target: HTMLIFrameElement): Promise<unknown[]> {
  const index = [...document.querySelectorAll('iframe')].indexOf(target)
  const heard: { forged: string }[] = []
  const onMessage = (event: MessageEvent) => {
    if (event.data?.forged) heard.push(event.data)
  }
  window.addEventListener('message', onMessage)
  try {
    for (const sandbox of ['allow-scripts', null]) {
      const frame = document.createElement('iframe')
      frame.dataset.forger = ''
      if (sandbox) frame.setAttribute('sandbox', sandbox)
      frame.srcdoc = forgerScript(index)
      document.body.appendChild(frame)
    }
    await expect.poll(() => heard.filter((m) => m.forged === 'sent')).toHaveLength(2)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
  } finally {
    window.removeEventListener('message', onMessage)
  }
  return heard.filter((m) => m.forged === 'reply')
}

describe('only the parent window connects', () => {
  it('a frame waiting for its parent ignores a connect from a sibling, then serves the parent', async () => {
    const url = new URL('/frame', frameHostUrl)
    url.search = new URLSearchParams({
      projectId,
      chainId: evmChainId,
      version: '1.0.0',
      enableLogger: 'false',
    }).toString()
    const wallet = document.createElement('iframe')
    wallet.dataset.forger = ''
    wallet.referrerPolicy = 'origin'
    const ready = new Promise<unknown>((resolve) => {
      const onReady = (event: MessageEvent) => {
        if (event.source !== wallet.contentWindow) return
        window.removeEventListener('message', onReady)
        resolve(event.data)
      }
      window.addEventListener('message', onReady)
    })
    wallet.src = url.href
    document.body.appendChild(wallet)
    expect(await ready).toEqual({ protocol: 'keyway-embedded-wallet', version: 1, kind: 'ready' })

    // The page does not answer yet: the siblings try first.
    expect(await runForgers(wallet)).toEqual([])

    const channel = new MessageChannel()
    const reply = new Promise<unknown>((resolve) => {
      channel.port1.onmessage = (event) => resolve(event.data)
    })
    wallet.contentWindow?.postMessage(
      { protocol: 'keyway-embedded-wallet', version: 1, kind: 'connect' },
      new URL(frameHostUrl).origin,
      [channel.port2],
    )
    const id = crypto.randomUUID()
    channel.port1.postMessage({ kind: 'request', id, event: 'getChainId', payload: {} })
    expect(await reply).toEqual({
      kind: 'success',
      id,
      event: 'getChainId',
      payload: { chainId: evmChainId },
    })
    channel.port1.close()
  })
})

describe('signing through the EIP-1193 provider, with the approval card', () => {
  it('personal_sign: the card shows the message in the synced theme, focus on its heading; Approve signs (checked with viem)', async () => {
    const client = newClient()
    const user = await signIn(client, newEmail('sign'))
    const provider = createEip1193Provider({ client, defaultChainId: Number(evmChainId.slice(7)) })
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as `0x${string}`[]
    expect(address).toBe(user.address)
    await client.syncTheme({
      themeMode: 'dark',
      themeVariables: { '--kw-accent': 'rgb(96, 165, 250)' },
    })
    const signing = provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] })
    const card = await commands.readApprovalCard()
    expect(card.title).toBe('Sign a message')
    expect(card.text).toContain('hello')
    expect(card.text).toContain(location.origin)
    expect(card.buttons).toEqual(['Reject', 'Approve'])
    // Focus starts on the heading, never on Approve: a stray Enter approves nothing.
    expect(card.focused).toBe('Sign a message')
    expect(card.approveBackground).toBe('rgb(96, 165, 250)')
    expect(card.theme).toBe('dark')
    expect(client.frameElement?.hasAttribute('data-visible')).toBe(true)
    await commands.clickApprovalButton('Approve')
    const signature = (await signing) as `0x${string}`
    expect(
      await verifyMessage({ address: address as `0x${string}`, message: 'hello', signature }),
    ).toBe(true)
    expect(client.frameElement?.hasAttribute('data-visible')).toBe(false)
  })

  it("the client's sync brings the modal's theme and the app's name to the card: the verified origin first, the name labelled as the app's claim", async () => {
    const client = newClient({
      getTheme: () => ({
        themeMode: 'dark',
        themeVariables: { '--kw-accent': 'rgb(96, 165, 250)' },
      }),
      getDappData: () => ({
        projectId,
        sdkVersion: '1.0.0',
        sdkType: 'keyway',
        // A dapp may claim any name: the card must not present it as its identity.
        metadata: { name: 'Uniswap', description: '', url: 'https://uniswap.org', icons: [] },
      }),
      subscribe: () => () => undefined,
    })
    const user = await signIn(client, newEmail('claim'))
    const provider = createEip1193Provider({ client, defaultChainId: Number(evmChainId.slice(7)) })
    const signing = provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', user.address],
    })
    // Handled from here: the refusal may arrive while the Reject click's command returns.
    signing.catch(() => undefined)
    const card = await commands.readApprovalCard()
    expect(card.theme).toBe('dark')
    expect(card.approveBackground).toBe('rgb(96, 165, 250)')
    expect(card.text).toContain(`${location.origin} asks you to approve this request.`)
    expect(card.text).toContain('The app calls itself “Uniswap” (its own claim, not verified).')
    expect(card.text.indexOf(location.origin)).toBeLessThan(card.text.indexOf('Uniswap'))
    // Reject once the card has been on screen (Approve enabled after its input delay), as in
    // the tests below: a click in the instant the frame turns visible can land nowhere.
    await expect.poll(async () => (await commands.readApprovalCard()).approveDisabled).toBe(false)
    await commands.clickApprovalButton('Reject')
    await expect(signing).rejects.toMatchObject({ code: 4001 })
  })

  it('Reject and Escape refuse with the user-rejection code 4001; nothing is signed', async () => {
    const client = newClient()
    await signIn(client, newEmail('reject'))
    const provider = createEip1193Provider({ client, defaultChainId: Number(evmChainId.slice(7)) })
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as string[]

    // As a person would: act once the card has been on screen (Approve is enabled after the
    // card's input delay). A click in the same instant the frame turns visible may reach
    // Chromium before the frame takes pointer input, and then lands nowhere.
    const cardOnScreen = () =>
      expect.poll(async () => (await commands.readApprovalCard()).approveDisabled).toBe(false)

    const rejected = provider.request({ method: 'personal_sign', params: ['0x6869', address] })
    rejected.catch(() => undefined)
    await cardOnScreen()
    await commands.clickApprovalButton('Reject')
    await expect(rejected).rejects.toMatchObject({ code: 4001 })

    const escaped = provider.request({ method: 'personal_sign', params: ['0x6869', address] })
    escaped.catch(() => undefined)
    await cardOnScreen()
    await commands.pressInApprovalCard('Escape')
    await expect(escaped).rejects.toMatchObject({ code: 4001 })
  })

  it('an aborted request takes its card away (rpcAbort); the next one gets a fresh card', async () => {
    const client = newClient()
    await signIn(client, newEmail('abort'))
    const [address] = (await client.getUser()).accounts ?? []
    const controller = new AbortController()
    const request = client.rpcRequest(
      { chainId: evmChainId, method: 'personal_sign', params: ['0x6869', address?.address ?? ''] },
      { signal: controller.signal },
    )
    request.catch(() => undefined)
    client.showFrame()
    await commands.readApprovalCard()
    controller.abort()
    await expect(request).rejects.toThrow('Request was aborted')
    await expect.poll(() => commands.countApprovalCards()).toBe(0)

    const next = client.rpcRequest({
      chainId: evmChainId,
      method: 'personal_sign',
      params: ['0x6869', address?.address ?? ''],
    })
    next.catch(() => undefined)
    expect((await commands.readApprovalCard()).text).toContain('hi')
    await commands.clickApprovalButton('Approve')
    expect(await next).toMatch(/^0x[0-9a-f]{130}$/)
    client.hideFrame()
  })

  it('Solana signMessage through createSolanaProvider: the card shows the text; the signature verifies (ed25519)', async () => {
    const client = newClient()
    await signIn(client, newEmail('solana'))
    const solana = createSolanaProvider({ client, chainId: solanaChainId })
    const { publicKey } = await solana.connect()
    const message = new TextEncoder().encode('gm from the frame')
    const signing = solana.signMessage(message)
    const card = await commands.readApprovalCard()
    expect(card.title).toBe('Sign a message')
    expect(card.text).toContain('gm from the frame')
    await commands.clickApprovalButton('Approve')
    const { signature } = await signing
    const key = new Uint8Array(getBase58Encoder().encode(publicKey))
    expect(ed25519.verify(signature, message, key)).toBe(true)
  })

  it('a safe method goes straight through without a card', async () => {
    const client = newClient()
    await signIn(client, newEmail('safe'))
    const result = await client.rpcRequest({ chainId: evmChainId, method: 'eth_blockNumber' })
    expect(result).toMatch(/^0x[0-9a-f]+$/)
    expect(client.frameElement?.hasAttribute('data-visible')).toBe(false)
  })
})

// Last in the file: its account was made at the start (beforeAll), so frame-host's 30 s
// between two email logins of one address mostly pass while the tests above run.
describe('the device step of a returning user', () => {
  it('a returning user on this browser is asked for the device link; connectDevice waits for it', async () => {
    const { email, start, verified, startedAt } = madeElsewhere
    expect(start).toEqual({ status: 200, json: { action: 'VERIFY_DEVICE' } })
    expect(verified.status).toBe(200)
    // frame-host lets one address start a login every 30 s (docs/embedded-wallet.md#email-login):
    // what is left of them after the file's other tests.
    const left = startedAt + 31_000 - Date.now()
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))

    const client = newClient()
    expect(await client.connectEmail({ email })).toEqual({ action: 'VERIFY_DEVICE' })
    let settled = false
    const device = client.connectDevice().finally(() => {
      settled = true
    })
    const mail = await mailFor(email, (m) => m.text.includes('/v1/device/approve?token='))
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect(settled).toBe(false)
    const link = /https?:\/\/\S+\/v1\/device\/approve\?token=[0-9a-f]{64}/.exec(mail.text)?.[0]
    // Opening the link shows its page; the page's button (a form POST) approves.
    expect((await commands.httpFromNode({ method: 'GET', url: link ?? '' })).status).toBe(200)
    const approve = new URL(link ?? '')
    const confirmed = await commands.httpFromNode({
      method: 'POST',
      url: `${approve.origin}${approve.pathname}`,
      form: { token: approve.searchParams.get('token') ?? '' },
      origin: approve.origin,
    })
    expect(confirmed.status).toBe(200)
    expect(await device).toEqual({})
    const user = await client.connectOtp({ otp: await codeFor(email) })
    expect(user.email).toBe(email)
    expect(await client.isConnected()).toBe(true)
  }, 90_000)
})
