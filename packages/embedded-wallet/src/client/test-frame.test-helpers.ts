/** Browser-test helpers: the stand-in frame on the other loopback origin, a client over it. */
import { createMemoryStorage } from '@keyway/core'
import { createStorageController, type StorageController } from '@keyway/core/embedded-wallet'
import {
  type CreateFrameClientParameters,
  createFrameClient,
  type FrameClient,
} from './frame-client.js'
import type { FrameTimeoutReason } from './frame-transport.js'

const otherHost = location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'
/** frame-host's origin in these tests: the test page's server under its other loopback name. */
export const FRAME_ORIGIN = `http://${otherHost}:${location.port}`
const FRAME_PATH = '/__keyway-test-frame-host'

export function testFrameUrl(query: Record<string, string> = {}): string {
  const url = new URL(FRAME_PATH, FRAME_ORIGIN)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return url.href
}

const created: FrameClient[] = []
const extraFrames: HTMLIFrameElement[] = []

export function createTestClient(
  options: {
    query?: Record<string, string>
    parameters?: Partial<CreateFrameClientParameters>
  } = {},
): {
  client: FrameClient
  logs: string[]
  timeouts: FrameTimeoutReason[]
  storage: StorageController
} {
  const logs: string[] = []
  const timeouts: FrameTimeoutReason[] = []
  const storage = createStorageController({ storage: createMemoryStorage() })
  const client = createFrameClient({
    frameUrl: testFrameUrl(options.query),
    projectId: 'project-1',
    chainId: 'eip155:1',
    version: '1.0.0',
    storage,
    logger: (message) => logs.push(message),
    onTimeout: (reason) => timeouts.push(reason),
    timeouts: { postReadyDelayMs: 100 },
    ...options.parameters,
  })
  created.push(client)
  return { client, logs, timeouts, storage }
}

/** A second frame at frame-host's origin, as a hostile page there could be. */
export async function addSiblingFrame(query: Record<string, string>): Promise<HTMLIFrameElement> {
  const iframe = document.createElement('iframe')
  iframe.src = testFrameUrl(query)
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }))
  document.body.append(iframe)
  extraFrames.push(iframe)
  await loaded
  return iframe
}

/** What reached the stand-in frame (it reports it through getFarcasterUri's URL). */
export async function frameLog(client: FrameClient) {
  const { url } = await client.getFarcasterUri()
  const params = new URL(url).searchParams
  return {
    connects: Number(params.get('connects')),
    received: (params.get('received') ?? '').split(',').filter(Boolean),
  }
}

export function cleanUpTestFrames() {
  for (const client of created.splice(0)) client.destroy()
  for (const frame of extraFrames.splice(0)) frame.remove()
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
