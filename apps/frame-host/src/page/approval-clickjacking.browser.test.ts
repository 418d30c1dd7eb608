import { createEip1193Provider, createFrameClient, type FrameClient } from '@keyway/embedded-wallet'
import { verifyMessage } from 'viem'
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { commands } from 'vitest/browser'

/**
 * The approval card against a page that clickjacks it, in Chromium: this page is the dapp
 * and does what an attacker's page can do to the frame it embeds — cover it, fade it, clip
 * it to the pixel under the user's click, or ask twice so a double click lands on the next
 * card. Every click here is a real mouse click on the spot where Approve is.
 */

declare module 'vitest/browser' {
  interface BrowserCommands {
    pointAtApprove(
      action: 'click' | 'double',
      force: boolean,
      waitMs?: number,
    ): Promise<{ afterMs: number }>
    withoutVisibilityTracking(): Promise<void>
    answerInApprovalWindow(name: 'Approve' | 'Reject'): Promise<{ text: string | null }>
  }
}

const { frameHostUrl, mailboxUrl, configApiUrl, evmChainId } = inject('frameHost')
const suffix = crypto.randomUUID().slice(0, 8)
const projectId = `clickjack-${suffix}`
/** A project whose frames the test loads as a browser without IntersectionObserver v2. */
const noIov2ProjectId = `no-iov2-${suffix}`
const clients: FrameClient[] = []
const covers: HTMLElement[] = []

async function allowThisPage(project: string) {
  const response = await fetch(`${configApiUrl}/__devnet/projects/${project}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ allowedOrigins: [location.origin] }),
    signal: AbortSignal.timeout(10_000),
  })
  expect(response.ok).toBe(true)
}

beforeAll(async () => {
  await allowThisPage(projectId)
  await allowThisPage(noIov2ProjectId)
})

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  for (const cover of covers.splice(0)) cover.remove()
  localStorage.clear()
})

async function codeFor(email: string): Promise<string> {
  const url = `${mailboxUrl}/messages/latest?to=${encodeURIComponent(email)}`
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
    if (response.ok) {
      const { message } = (await response.json()) as { message: { otp?: string } }
      if (message.otp) return message.otp
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no code mailed to ${email}`)
}

/** A signed-in client and its EIP-1193 provider's address. */
async function signedIn(label: string, project = projectId) {
  const client = createFrameClient({
    frameUrl: `${frameHostUrl}/frame`,
    projectId: project,
    chainId: evmChainId,
    version: '1.0.0',
  })
  clients.push(client)
  const email = `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`
  // A first-time address may answer VERIFY_DEVICE first; its device step ends with the code.
  const { action } = await client.connectEmail({ email })
  if (action === 'VERIFY_DEVICE') {
    await client.connectDevice({ signal: AbortSignal.timeout(20_000) }).catch((error: unknown) => {
      throw new Error(`the device step of ${email} did not end: ${String(error)}`)
    })
  }
  await client.connectOtp({ otp: await codeFor(email) })
  const provider = createEip1193Provider({ client, defaultChainId: Number(evmChainId.slice(7)) })
  const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as `0x${string}`[]
  return { client, provider, address: address as `0x${string}` }
}

/** Settles to 'pending' while `promise` has not settled within `ms`. */
async function stateAfter(promise: Promise<unknown>, ms: number) {
  const pending = new Promise((resolve) => setTimeout(() => resolve('pending'), ms))
  return Promise.race([
    promise.then(
      () => 'approved',
      () => 'rejected',
    ),
    pending,
  ])
}

/**
 * Waits until the card's Approve counts (the input delay passed, the card is visible). A
 * click in the instant the frame turns visible can reach Chromium before the frame takes
 * pointer input and land nowhere, so every button is pressed only after this, as a person
 * presses one only once the card is on screen.
 */
async function untilApproveCounts() {
  await expect.poll(async () => (await commands.readApprovalCard()).approveDisabled).toBe(false)
}

const hex = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`

describe('clickjacking the approval card', () => {
  it('an element drawn over the frame (letting clicks through): Approve does nothing', async () => {
    const { client, provider, address } = await signedIn('covered')
    const signing = provider.request({ method: 'personal_sign', params: [hex('covered'), address] })
    signing.catch(() => undefined)
    await commands.readApprovalCard()
    const frame = client.frameElement as HTMLIFrameElement
    const rect = frame.getBoundingClientRect()
    const cover = document.createElement('div')
    Object.assign(cover.style, {
      position: 'fixed',
      left: `${rect.left}px`,
      top: `${rect.top}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
      background: '#fff',
      pointerEvents: 'none',
      zIndex: '2147483647',
    })
    cover.textContent = 'Click here to claim your prize'
    document.body.append(cover)
    covers.push(cover)
    // Long past the input delay, still covered: the click reaches the frame, not approving.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await commands.pointAtApprove('click', true)
    expect(await stateAfter(signing, 500)).toBe('pending')
    // Uncovered, the same card approves once the delay has passed again.
    cover.remove()
    await untilApproveCounts()
    await commands.clickApprovalButton('Approve')
    expect(
      await verifyMessage({
        address,
        message: 'covered',
        signature: (await signing) as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('the frame at opacity 0.1: Approve does nothing', async () => {
    const { client, provider, address } = await signedIn('faded')
    const signing = provider.request({ method: 'personal_sign', params: [hex('faded'), address] })
    signing.catch(() => undefined)
    await commands.readApprovalCard()
    const frame = client.frameElement as HTMLIFrameElement
    frame.style.opacity = '0.1'
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect((await commands.readApprovalCard()).approveDisabled).toBe(true)
    await commands.pointAtApprove('click', true)
    expect(await stateAfter(signing, 500)).toBe('pending')
    frame.style.opacity = '1'
    await untilApproveCounts()
    await commands.clickApprovalButton('Approve')
    expect(await signing).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('the frame clipped to the 1 px under Approve: Approve does nothing', async () => {
    const { client, provider, address } = await signedIn('clipped')
    const signing = provider.request({ method: 'personal_sign', params: [hex('clipped'), address] })
    signing.catch(() => undefined)
    const { approveRect } = await commands.readApprovalCard()
    const frame = client.frameElement as HTMLIFrameElement
    const { width, height } = frame.getBoundingClientRect()
    // The one pixel around the centre of Approve, where the click lands.
    const x = approveRect.x + approveRect.width / 2 - 0.5
    const y = approveRect.y + approveRect.height / 2 - 0.5
    frame.style.clipPath = `inset(${y}px ${width - x - 1}px ${height - y - 1}px ${x}px)`
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await commands.pointAtApprove('click', true)
    expect(await stateAfter(signing, 500)).toBe('pending')
    frame.style.clipPath = ''
    await untilApproveCounts()
    await commands.clickApprovalButton('Approve')
    expect(await signing).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('a click within 500 ms of the card appearing does nothing; a later one approves', async () => {
    const { provider, address } = await signedIn('early')
    // A loaded machine can deliver the click after the 500 ms: such a click proves nothing,
    // so its card is settled and the check runs again on a new one (at most three times).
    for (let attempt = 1; ; attempt += 1) {
      const message = hex(`early ${attempt}`)
      const signing = provider.request({ method: 'personal_sign', params: [message, address] })
      signing.catch(() => undefined)
      // The click goes in 250 ms after the card is there: visible by then, but within the delay.
      const { afterMs } = await commands.pointAtApprove('click', true, 250)
      expect(afterMs).toBeGreaterThanOrEqual(250)
      if (afterMs < 500) {
        expect(await stateAfter(signing, 300)).toBe('pending')
        await untilApproveCounts()
        await commands.clickApprovalButton('Approve')
        expect(await signing).toMatch(/^0x[0-9a-f]{130}$/)
        return
      }
      if (attempt === 3) throw new Error(`three clicks came ${afterMs} ms or more after the card`)
      if ((await stateAfter(signing, 300)) === 'pending') {
        await untilApproveCounts()
        await commands.clickApprovalButton('Approve')
      }
      await signing
    }
  })

  it('a double click on two queued cards approves the first only', async () => {
    const { client, provider, address } = await signedIn('double')
    const first = provider.request({ method: 'personal_sign', params: [hex('first'), address] })
    const second = provider.request({ method: 'personal_sign', params: [hex('second'), address] })
    first.catch(() => undefined)
    second.catch(() => undefined)
    expect((await commands.readApprovalCard()).text).toContain('first')
    // The page keeps the frame shown whatever the client does when the first one settles,
    // so the second click lands on the second card.
    const frame = client.frameElement as HTMLIFrameElement
    const shownStyle = frame.getAttribute('style') ?? ''
    const keepShown = new MutationObserver(() => {
      if (frame.getAttribute('style') !== shownStyle) frame.setAttribute('style', shownStyle)
    })
    keepShown.observe(frame, { attributes: true, attributeFilter: ['style'] })
    await untilApproveCounts()
    await commands.pointAtApprove('double', false)
    expect(await first).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await stateAfter(second, 500)).toBe('pending')
    keepShown.disconnect()
    client.showFrame()
    expect((await commands.readApprovalCard()).text).toContain('second')
    // Rejected as a person would, once the card is on screen (see untilApproveCounts).
    await untilApproveCounts()
    await commands.clickApprovalButton('Reject')
    await expect(second).rejects.toMatchObject({ code: 4001 })
  })
})

describe('the theme cannot make the card unreadable', () => {
  it('syncTheme with a 0.1px font and an accent like the background: the font is clamped, the accent dropped', async () => {
    const { client, provider, address } = await signedIn('theme')
    await client.syncTheme({
      themeMode: 'dark',
      themeVariables: {
        '--kw-font-size-master': '0.1px',
        '--kw-accent': '#151515',
        '--kw-font-family': 'Wingdings',
      },
    })
    const signing = provider.request({ method: 'personal_sign', params: [hex('small'), address] })
    signing.catch(() => undefined)
    const card = await commands.readApprovalCard()
    expect(Number.parseFloat(card.fontSize)).toBeGreaterThanOrEqual(13)
    // The card's own dark-mode accent, which passes the floor it applies to the dapp's.
    expect(card.approveBackground).toBe('rgb(96, 165, 250)')
    await untilApproveCounts()
    await commands.clickApprovalButton('Reject')
    await expect(signing).rejects.toMatchObject({ code: 4001 })
  })
})

describe('a browser without IntersectionObserver v2', () => {
  it("Approve in the frame opens frame-host's approval window, whose Approve signs", async () => {
    await commands.withoutVisibilityTracking()
    const { provider, address } = await signedIn('window', noIov2ProjectId)
    const signing = provider.request({
      method: 'personal_sign',
      params: [hex('by window'), address],
    })
    signing.catch(() => undefined)
    expect((await commands.readApprovalCard()).text).toContain('opens a window')
    await commands.clickApprovalButton('Approve')
    // Approve in the frame alone signs nothing.
    expect(await stateAfter(signing, 300)).toBe('pending')
    const { text } = await commands.answerInApprovalWindow('Approve')
    expect(text).toContain('by window')
    expect(text).toContain(location.origin)
    const signature = (await signing) as `0x${string}`
    expect(await verifyMessage({ address, message: 'by window', signature })).toBe(true)
  })
})
