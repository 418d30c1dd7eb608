import { describe, expect, it } from 'vitest'
import { breakDown, moduleGroup } from './module-breakdown.js'

describe('minimal-app bench: what the JS is made of', () => {
  it('groups modules by package, Lit as one, and Keyway by its folders', () => {
    const nm = '/tmp/app/node_modules/.pnpm/x/node_modules'
    expect(moduleGroup('/tmp/app/src/main.tsx')).toBe('app')
    expect(moduleGroup(`${nm}/react-dom/cjs/react-dom-client.production.js`)).toBe('react-dom')
    expect(moduleGroup(`${nm}/lit-html/lit-html.js`)).toBe('lit (+ @lit/*)')
    expect(moduleGroup(`${nm}/@lit/reactive-element/css-tag.js`)).toBe('lit (+ @lit/*)')
    expect(moduleGroup(`${nm}/valtio/esm/vanilla.mjs`)).toBe('valtio')
    expect(moduleGroup(`${nm}/@keyway/core/dist/esm/controllers/modal.js`)).toBe(
      '@keyway/core controllers/',
    )
    expect(moduleGroup(`${nm}/@keyway/core/dist/esm/controllers/connection/commands.js`)).toBe(
      '@keyway/core controllers/connection/',
    )
    expect(moduleGroup(`${nm}/@keyway/ui/dist/esm/views/connect/connect-view.js`)).toBe(
      '@keyway/ui views/connect/',
    )
    expect(moduleGroup(`${nm}/@keyway/ui/dist/esm/modal/modal-dialog.js`)).toBe('@keyway/ui modal/')
    expect(moduleGroup(`${nm}/@keyway/react/dist/esm/index.js`)).toBe('@keyway/react')
    expect(moduleGroup('\0vite/preload-helper.js')).toBe('app')
  })

  it("shares each file's gzip size out by rendered length, and the shares add up", () => {
    const nm = '/a/node_modules'
    const files = [
      { path: '/assets/index.js', bytes: 4000, gzipBytes: 1000 },
      { path: '/assets/modal.js', bytes: 900, gzipBytes: 300 },
      { path: '/assets/unknown.js', bytes: 50, gzipBytes: 40 },
    ]
    const chunks = {
      'assets/index.js': {
        [`${nm}/react-dom/index.js`]: 3000,
        [`${nm}/lit-html/lit-html.js`]: 1000,
        [`${nm}/dropped/index.js`]: 0,
      },
      'assets/modal.js': { [`${nm}/lit-element/lit-element.js`]: 300, '/a/src/main.tsx': 600 },
    }
    const shares = breakDown(files, chunks)
    expect(shares).toEqual([
      { group: 'react-dom', gzipBytes: 750, renderedBytes: 3000 },
      { group: 'lit (+ @lit/*)', gzipBytes: 350, renderedBytes: 1300 },
      { group: 'app', gzipBytes: 200, renderedBytes: 600 },
      { group: '(/assets/unknown.js)', gzipBytes: 40, renderedBytes: 50 },
    ])
    const total = shares.reduce((sum, share) => sum + share.gzipBytes, 0)
    expect(total).toBe(1340)
  })
})
