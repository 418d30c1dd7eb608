import type { WalletCatalogueResponse } from '@keyway/core/internal'
import { describe, expect, it } from 'vitest'
import { createWalletDirectory } from './wallet-directory.js'

const PAGE: WalletCatalogueResponse = { data: [], count: 612 }

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((res) => {
    resolve = res
  })
  return { promise, resolve }
}

describe('createWalletDirectory: the first catalogue page', () => {
  it('hands out the first page synchronously once it has arrived, so a view renders it in its first frame', async () => {
    const reply = deferred<WalletCatalogueResponse>()
    let requests = 0
    const directory = createWalletDirectory({
      api: {
        getWallets: () => {
          requests++
          return reply.promise
        },
        getWalletImage: () => Promise.reject(new Error('unused')),
      },
    })
    const pending = directory.getFirstPage()
    expect(directory.loadedFirstPage()).toBeUndefined()
    reply.resolve(PAGE)
    await pending
    expect(directory.loadedFirstPage()).toBe(PAGE)
    await directory.getFirstPage()
    expect(requests).toBe(1)
  })

  it('keeps no first page after a failed request, and asks again', async () => {
    let requests = 0
    const directory = createWalletDirectory({
      api: {
        getWallets: () => {
          requests++
          return requests === 1
            ? Promise.reject(new Error('HTTP status code: 500'))
            : Promise.resolve(PAGE)
        },
        getWalletImage: () => Promise.reject(new Error('unused')),
      },
    })
    await expect(directory.getFirstPage()).rejects.toThrow('HTTP status code: 500')
    expect(directory.loadedFirstPage()).toBeUndefined()
    await expect(directory.getFirstPage()).resolves.toBe(PAGE)
    expect(directory.loadedFirstPage()).toBe(PAGE)
  })
})

describe('createWalletDirectory: featured wallets', () => {
  const entry = (id: string) => ({ id, name: id.toUpperCase() })

  it('asks once with include, keeps the order given and skips ids the catalogue lacks', async () => {
    const asked: unknown[] = []
    const directory = createWalletDirectory({
      api: {
        getWallets: async (parameters) => {
          asked.push(parameters?.include)
          // The service answers in its own order.
          return { data: [entry('b'), entry('a')], count: 2 }
        },
        getWalletImage: () => Promise.reject(new Error('unused')),
      },
    })
    expect(directory.loadedFeatured(['a', 'x', 'b'])).toBeUndefined()
    const wallets = await directory.getFeatured(['a', 'x', 'b'])
    expect(wallets.map((w) => w.id)).toEqual(['a', 'b'])
    expect(directory.loadedFeatured(['a', 'x', 'b'])).toEqual(wallets)
    await directory.getFeatured(['a', 'x', 'b'])
    expect(asked).toEqual([['a', 'x', 'b']])
    expect(await directory.getFeatured([])).toEqual([])
  })

  it('keeps nothing after a failure, and asks again', async () => {
    let requests = 0
    const directory = createWalletDirectory({
      api: {
        getWallets: async () => {
          requests++
          if (requests === 1) throw new Error('HTTP status code: 503')
          return { data: [entry('a')], count: 1 }
        },
        getWalletImage: () => Promise.reject(new Error('unused')),
      },
    })
    await expect(directory.getFeatured(['a'])).rejects.toThrow('503')
    expect(directory.loadedFeatured(['a'])).toBeUndefined()
    expect((await directory.getFeatured(['a'])).map((w) => w.id)).toEqual(['a'])
  })
})
