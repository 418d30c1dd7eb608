// docs/embedded-wallet.md#browser-storage browser-stored keys kept per docs/embedded-wallet.md#loading-the-frame, and bad input refused before the frame is
// asked: the client in Node over a MessageChannel, with a scripted frame on the other end.
import { createMemoryStorage } from '@keyway/core'
import { createStorageController } from '@keyway/core/embedded-wallet'
import { afterEach, describe, expect, it } from 'vitest'
import type { FrameRequest } from '../protocol/envelope.js'
import { createFrameReady } from '../protocol/handshake.js'
import { createFrameClient, type FrameClient } from './frame-client.js'

const FRAME_ORIGIN = 'https://frame.example'
const EVM = '0x1111111111111111111111111111111111111111'

type Responder = (request: FrameRequest) => unknown

const clients: FrameClient[] = []
const ports: MessagePort[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  for (const port of ports.splice(0)) port.close()
})

/** A client whose frame answers every request with `respond(request)` as its success payload. */
async function connectedClient(respond: Responder) {
  const contentWindow = {
    postMessage(_message: unknown, _origin: string, transfer: MessagePort[] = []) {
      const [port] = transfer
      if (!port) return
      ports.push(port)
      port.onmessage = ({ data }) => {
        const request = data as FrameRequest
        received.push(request)
        port.postMessage({
          kind: 'success',
          id: request.id,
          event: request.event,
          payload: respond(request),
        })
      }
    },
  }
  const received: FrameRequest[] = []
  let onMessage: ((event: unknown) => void) | undefined
  const iframe = {
    style: {},
    contentWindow,
    setAttribute() {},
    removeAttribute() {},
    addEventListener() {},
    remove() {},
  }
  const storage = createStorageController({ storage: createMemoryStorage() })
  const client = createFrameClient({
    frameUrl: `${FRAME_ORIGIN}/embedded`,
    projectId: 'project-1',
    chainId: 'eip155:1',
    version: '1.0.0',
    storage,
    document: {
      createElement: () => iframe,
      body: { appendChild() {} },
    } as unknown as Document,
    window: {
      addEventListener: (_: string, listener: (event: unknown) => void) => {
        onMessage = listener
      },
      removeEventListener() {},
    } as unknown as Window,
  })
  clients.push(client)
  const loaded = client.load()
  onMessage?.({ origin: FRAME_ORIGIN, source: contentWindow, data: createFrameReady() })
  await loaded
  return { client, storage, received }
}

describe('browser-stored keys (docs/embedded-wallet.md#browser-storage, docs/embedded-wallet.md#the-frame)', () => {
  it('a social login stores the flag, the social username and the chain', async () => {
    const { client, storage } = await connectedClient(() => ({
      address: EVM,
      chainId: 'eip155:1',
      userName: 'alice',
    }))
    await client.connectSocial({ uri: 'https://dapp.example/callback?code=1&state=2' })
    expect(storage.get('emailLoginUsed')).toBe(true)
    expect(storage.get('socialUsername')).toBe('alice')
    expect(storage.get('lastUsedChainId')).toBe('eip155:1')
    expect(storage.get('email')).toBeUndefined()
  })

  it('connectSocial({}) stores the same keys; getUser after a reload keeps the social username', async () => {
    const { client, storage, received } = await connectedClient(() => ({
      address: EVM,
      chainId: 'eip155:1',
      userName: 'bob',
    }))
    expect(await client.connectSocial({})).toMatchObject({ userName: 'bob' })
    expect(received.at(-1)).toMatchObject({ event: 'connectSocial', payload: {} })
    expect(storage.get('emailLoginUsed')).toBe(true)
    expect(storage.get('socialUsername')).toBe('bob')
    storage.remove('socialUsername')
    await client.getUser()
    expect(storage.get('socialUsername')).toBe('bob')
  })

  it('switching network stores the last used chain', async () => {
    const { client, storage } = await connectedClient((request) => request.payload)
    await client.switchNetwork({ chainId: 'eip155:8453' })
    expect(storage.get('lastUsedChainId')).toBe('eip155:8453')
    expect(client.state.chainId).toBe('eip155:8453')
  })

  it('stores the preferred account type and the smart-account networks', async () => {
    const { client, storage } = await connectedClient((request) =>
      request.event === 'setPreferredAccount'
        ? { type: 'smartAccount', address: EVM }
        : { smartAccountEnabledNetworks: [1, 8453] },
    )
    await client.setPreferredAccount({ type: 'smartAccount' })
    expect(storage.get('preferredAccountType')).toBe('smartAccount')
    await client.getSmartAccountEnabledNetworks()
    expect(storage.get('smartAccountEnabledNetworks')).toEqual([1, 8453])
    expect(storage.get('smartAccountEnabled')).toBe(true)
  })

  it('the secondary OTP of an email update stores the new email', async () => {
    const { client, storage } = await connectedClient((request) =>
      request.event === 'updateEmail'
        ? { action: 'VERIFY_PRIMARY_OTP' }
        : request.event === 'updateEmailSecondaryOtp'
          ? { newEmail: 'new@example.com' }
          : {},
    )
    storage.set('email', 'old@example.com')
    await client.updateEmail({ email: 'new@example.com' })
    await client.updateEmailPrimaryOtp({ otp: '111111' })
    expect(storage.get('email')).toBe('old@example.com')
    await client.updateEmailSecondaryOtp({ otp: '222222' })
    expect(storage.get('email')).toBe('new@example.com')
  })
})

describe('bad input gets a typed error and never reaches the frame', () => {
  it.each([
    ['an email', (c: FrameClient) => c.connectEmail({ email: 'nope' }), 'Invalid email'],
    [
      'a social provider',
      (c: FrameClient) => c.getSocialRedirectUri({ provider: 'myspace' as never }),
      'Invalid social provider',
    ],
    [
      'dapp data without a project id',
      (c: FrameClient) => c.syncDappData({ projectId: '', sdkVersion: '1', sdkType: 'keyway' }),
      'projectId is required',
    ],
    [
      'a chain id that is not CAIP-2',
      (c: FrameClient) => c.switchNetwork({ chainId: '1' }),
      'Invalid frame request',
    ],
  ])('%s', async (_, run, message) => {
    const { client, received } = await connectedClient(() => ({}))
    await expect(run(client)).rejects.toMatchObject({ shortMessage: message })
    expect(received).toEqual([])
  })
})
