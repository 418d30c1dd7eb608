import { describe, expect, it } from 'vitest'
import { APP_MAIN } from './app-sources.js'
import { countUrls, kb, largestFiles, paintGap, table } from './report.js'
import { appPackageJson } from './throwaway-app.js'

describe('minimal-app bench report', () => {
  it('says "same frame" when the address comes with the button, else ms and frames', () => {
    expect(paintGap(0, 0)).toBe('same frame')
    expect(paintGap(1, 16.66)).toBe('16.7 ms (1 frame)')
    expect(paintGap(3, 50)).toBe('50.0 ms (3 frames)')
    expect(paintGap(-1, Number.NaN)).toBe('never')
  })

  it('aligns a table: labels left, figures right', () => {
    expect(
      table([
        ['', 'a', 'bb'],
        ['label', '1.0 KB', '2'],
      ]),
    ).toEqual([`${' '.repeat(13)}a   bb`, 'label   1.0 KB    2'])
  })

  it('lists the large files and sums the small ones', () => {
    const files = [
      { path: '/small.js', bytes: 10, gzipBytes: 900 },
      { path: '/big.js', bytes: 10, gzipBytes: 12_000 },
      { path: '/tiny.js', bytes: 10, gzipBytes: 100 },
    ]
    expect(largestFiles(files, 5000)).toEqual([
      `${kb(12_000).padStart(10)}  /big.js`,
      `${kb(1000).padStart(10)}  2 smaller files`,
    ])
  })

  it('counts repeated URLs once', () => {
    expect(countUrls(['https://a.example/', 'https://b.example/', 'https://a.example/'])).toEqual([
      'https://a.example/ (×2)',
      'https://b.example/',
    ])
  })
})

describe('minimal-app bench apps', () => {
  const tarballs = {
    '@keyway/core': '/t/core.tgz',
    '@keyway/ui': '/t/ui.tgz',
    '@keyway/react': '/t/react.tgz',
    '@keyway/embedded-wallet': '/t/embedded-wallet.tgz',
    '@keyway/adapter-evm': '/t/adapter-evm.tgz',
  }
  const versions = { react: '19.0.0', 'react-dom': '19.0.0', vite: '8.0.0' }

  it('installs Keyway from the tarballs, their 0.0.0 inter-dependencies included', () => {
    const manifest = appPackageJson('minimal', versions, tarballs) as {
      dependencies: Record<string, string>
      pnpm: { overrides: Record<string, string> }
    }
    expect(manifest.dependencies['@keyway/react']).toBe('file:/t/react.tgz')
    expect(manifest.dependencies.react).toBe('19.0.0')
    expect(manifest.pnpm.overrides['@keyway/ui']).toBe('file:/t/ui.tgz')
    expect(manifest.pnpm.overrides['@keyway/embedded-wallet']).toBe('file:/t/embedded-wallet.tgz')
  })

  it('keeps Keyway out of the baseline', () => {
    const manifest = appPackageJson('baseline', versions, tarballs)
    expect(JSON.stringify(manifest)).not.toContain('@keyway')
    expect(APP_MAIN.baseline).not.toContain('@keyway')
  })

  it('changes only the storage between the minimal app and its localStorage variant', () => {
    expect(APP_MAIN.minimal).not.toContain('storage')
    expect(APP_MAIN['minimal-storage']).toContain('createEvmAdapter({ networks, storage })')
    expect(APP_MAIN['minimal-storage']).toContain('  storage,\n})')
  })
})
