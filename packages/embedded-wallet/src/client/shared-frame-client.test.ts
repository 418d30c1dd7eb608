// The frame client the adapters share: one per Keyway client (its storage) and frame-host
// page, made once, destroyed with the last lease. A recording stand-in replaces the real
// client, whose own behaviour frame-client.test.ts covers.
import { createMemoryStorage } from '@keyway/core'
import { createStorageController } from '@keyway/core/embedded-wallet'
import { describe, expect, it } from 'vitest'
import type { CreateFrameClientParameters, FrameClient } from './frame-client.js'
import { acquireFrameClient } from './shared-frame-client.js'

function recorder() {
  const made: CreateFrameClientParameters[] = []
  const destroyed: number[] = []
  const create = (parameters: CreateFrameClientParameters): FrameClient => {
    const index = made.push(parameters) - 1
    return { index, destroy: () => destroyed.push(index) } as unknown as FrameClient
  }
  return { made, destroyed, create }
}

const storageController = () => createStorageController({ storage: createMemoryStorage() })

function parameters(
  storage: ReturnType<typeof storageController>,
  create: (p: CreateFrameClientParameters) => FrameClient,
  overrides: Partial<Pick<CreateFrameClientParameters, 'frameUrl' | 'projectId' | 'chainId'>> = {},
) {
  return {
    frameUrl: 'https://wallet.example.com/frame',
    projectId: 'project-1',
    chainId: 'eip155:1',
    version: '1.2.3',
    storage,
    create,
    ...overrides,
  }
}

describe('acquireFrameClient (docs/embedded-wallet.md#loading-the-frame: one embedded-wallet frame per page)', () => {
  it('hands the eip155 and the solana adapter of one client the same frame client', () => {
    const fake = recorder()
    const storage = storageController()
    const evm = acquireFrameClient(parameters(storage, fake.create))
    const solana = acquireFrameClient(
      parameters(storage, fake.create, {
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        frameUrl: new URL('https://wallet.example.com/frame'),
      }),
    )
    expect(solana.client).toBe(evm.client)
    expect(fake.made).toHaveLength(1)
    // The first adapter's network is where the frame starts; the storage is the client's.
    expect(fake.made[0]).toMatchObject({ chainId: 'eip155:1', storage })
    expect(fake.made[0]).not.toHaveProperty('create')
  })

  it('keeps separate clients for another Keyway client, another frame-host page or project', () => {
    const fake = recorder()
    const storage = storageController()
    const first = acquireFrameClient(parameters(storage, fake.create))
    const otherClient = acquireFrameClient(parameters(storageController(), fake.create))
    const otherPage = acquireFrameClient(
      parameters(storage, fake.create, { frameUrl: 'https://other.example.com/frame' }),
    )
    const otherProject = acquireFrameClient(
      parameters(storage, fake.create, { projectId: 'project-2' }),
    )
    const clients = new Set([first, otherClient, otherPage, otherProject].map((l) => l.client))
    expect(clients.size).toBe(4)
    expect(fake.made).toHaveLength(4)
  })

  it('destroys the client when the last lease is released, once, and makes a new one after', () => {
    const fake = recorder()
    const storage = storageController()
    const evm = acquireFrameClient(parameters(storage, fake.create))
    const solana = acquireFrameClient(parameters(storage, fake.create))
    evm.release()
    evm.release()
    expect(fake.destroyed).toEqual([])
    solana.release()
    expect(fake.destroyed).toEqual([0])
    solana.release()
    expect(fake.destroyed).toEqual([0])

    const again = acquireFrameClient(parameters(storage, fake.create))
    expect(again.client).not.toBe(evm.client)
    expect(fake.made).toHaveLength(2)
  })

  it('refuses a bad frame URL or project id before creating anything', () => {
    const fake = recorder()
    const storage = storageController()
    expect(() =>
      acquireFrameClient(parameters(storage, fake.create, { frameUrl: 'not a url' })),
    ).toThrow(/Invalid URL/)
    expect(() => acquireFrameClient(parameters(storage, fake.create, { projectId: ' ' }))).toThrow()
    expect(fake.made).toHaveLength(0)
  })
})
