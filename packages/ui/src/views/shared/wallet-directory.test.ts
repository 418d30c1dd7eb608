import { describe, expect, it } from 'vitest'
import { createWalletDirectory, IMAGE_RETRY_WINDOW_MS } from './wallet-directory.js'

function setup(options: { failing?: readonly string[]; now?: () => number } = {}) {
  const asked: string[] = []
  const revoked: string[] = []
  let made = 0
  const directory = createWalletDirectory({
    api: {
      getWalletImage: async ({ id }) => {
        asked.push(id)
        if (options.failing?.includes(id)) throw new Error('HTTP status code: 404')
        return new Blob([id])
      },
    },
    createObjectURL: () => `blob:image-${++made}`,
    revokeObjectURL: (url) => revoked.push(url),
    now: options.now,
  })
  return { directory, asked, revoked }
}

describe('createWalletDirectory: wallet images as object URLs', () => {
  it('loads an image once, and hands out its URL synchronously afterwards', async () => {
    const { directory, asked } = setup()
    expect(directory.imageUrl('a')).toBeUndefined()
    const [first, second] = await Promise.all([directory.loadImage('a'), directory.loadImage('a')])
    expect(first).toBe('blob:image-1')
    expect(second).toBe(first)
    expect(directory.imageUrl('a')).toBe(first)
    await directory.loadImage('a')
    expect(asked).toEqual(['a'])
  })

  it('resolves undefined for an image that cannot be fetched, and asks again only after 30 s', async () => {
    let now = 0
    const { directory, asked } = setup({ failing: ['broken'], now: () => now })
    await expect(directory.loadImage('broken')).resolves.toBeUndefined()
    expect(directory.imageUrl('broken')).toBeUndefined()
    // Every render asks for the image: within the window, none reaches the service.
    now = IMAGE_RETRY_WINDOW_MS - 1
    await expect(directory.loadImage('broken')).resolves.toBeUndefined()
    expect(asked).toEqual(['broken'])
    now = IMAGE_RETRY_WINDOW_MS
    await directory.loadImage('broken')
    expect(asked).toEqual(['broken', 'broken'])
  })

  it('asks nothing without an image id or without a configuration service', async () => {
    const { directory, asked } = setup()
    await expect(directory.loadImage(undefined)).resolves.toBeUndefined()
    expect(asked).toEqual([])
    const offline = createWalletDirectory({ api: undefined })
    await expect(offline.loadImage('a')).resolves.toBeUndefined()
    expect(offline.imageUrl('a')).toBeUndefined()
  })

  it('prefetches each image of a list once, skipping entries without one', async () => {
    const { directory, asked } = setup()
    directory.prefetchImages(['a', undefined, 'b', 'a'])
    await directory.loadImage('b')
    expect(asked).toEqual(['a', 'b'])
  })

  it('revokes every object URL on destroy', async () => {
    const { directory, revoked } = setup()
    await Promise.all([directory.loadImage('a'), directory.loadImage('b')])
    directory.destroy()
    expect(revoked).toEqual(['blob:image-1', 'blob:image-2'])
    expect(directory.imageUrl('a')).toBeUndefined()
  })
})
