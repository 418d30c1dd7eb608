import { describe, expect, it } from 'vitest'
import { devnetWalletsUrl } from './load.js'

describe('devnetWalletsUrl', () => {
  it('points a build at the separate bundle beside the page', () => {
    expect(devnetWalletsUrl('http://127.0.0.1:5173/', false)).toBe(
      'http://127.0.0.1:5173/devnet-wallets/install.js',
    )
  })

  it('points the dev server at the source module, and follows a base path', () => {
    expect(devnetWalletsUrl('http://127.0.0.1:5173/', true)).toBe(
      'http://127.0.0.1:5173/src/devnet-wallets/install.ts',
    )
    expect(devnetWalletsUrl('http://127.0.0.1:5173/demo/', false)).toBe(
      'http://127.0.0.1:5173/demo/devnet-wallets/install.js',
    )
  })
})
