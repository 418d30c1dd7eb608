// What a page loads with the modal and the connect button, read from the sources: the modules
// their static imports reach. What only a connected visitor or an open modal needs must be
// reached through a dynamic import(), so a bundler keeps it out of the first download
// (docs/first-load.md).
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { staticImportGraph } from '@keyway/test/import-graph'
import { describe, expect, it } from 'vitest'

const srcDir = dirname(fileURLToPath(import.meta.url))
const FIRST_LOAD_ENTRIES = ['mount.ts', 'elements/connect-button/connect-button.ts']
const reachedAtLoad = () =>
  new Set(FIRST_LOAD_ENTRIES.flatMap((entry) => staticImportGraph(srcDir, entry).files))

/** Drawn only once an account is shown: the account button and the primitives it brings. */
const ACCOUNT_BUTTON = [
  'elements/account-button/account-button.ts',
  'elements/account-button/account-button.component.ts',
  'elements/account-button/account-identity.ts',
  'primitives/avatar/avatar.ts',
  'primitives/balance/balance.ts',
]

/**
 * The Lit-free modules of the views that the shell's own Connect view shares: the wallet
 * directory (kw-modal's `directory`) and the WalletConnect entry's picture.
 */
const SHELL_VIEW_PARTS = [
  'views/shared/wallet-directory.ts',
  'views/connect/walletconnect-image.ts',
]

/** Drawn only by a button with an icon, or a busy one: inside the modal, or while connecting. */
const BUTTON_PARTS = ['primitives/icon/icon.ts', 'primitives/spinner/spinner.ts']

describe('what the modal and the connect button load at page load', () => {
  it('reaches the connect button itself', () => {
    expect(reachedAtLoad().has('elements/connect-button/connect-button.component.ts')).toBe(true)
  })

  it('reaches none of the account button, its avatar or its balance', () => {
    const reached = reachedAtLoad()
    expect(ACCOUNT_BUTTON.filter((file) => reached.has(file))).toEqual([])
  })

  it('reaches neither the icon nor the spinner', () => {
    const reached = reachedAtLoad()
    expect(BUTTON_PARTS.filter((file) => reached.has(file))).toEqual([])
  })

  it('loads the account button, the icon and the spinner through import() where they are drawn', () => {
    const source = (file: string) => readFileSync(resolve(srcDir, file), 'utf8')
    expect(source('elements/connect-button/connect-button.component.ts')).toContain(
      "import('../account-button/account-button.js')",
    )
    const button = source('primitives/button/button.component.ts')
    expect(button).toContain("import('../icon/icon.js')")
    expect(button).toContain("import('../spinner/spinner.js')")
  })
})

/**
 * The whole theme (both modes and every token) and the tokens only the Lit views read: the
 * first load applies the first paint's part of the theme (theme/token-parts.ts).
 */
const WHOLE_THEME = [
  'theme/tokens.ts',
  'theme/theme.ts',
  'theme/theme-to-css.ts',
  'theme/view-tokens.ts',
]

describe("what the first load reads of the theme: the first paint's tokens", () => {
  it("reaches the first paint's part and neither the whole theme nor the views' tokens", () => {
    const reached = reachedAtLoad()
    expect(reached.has('theme/first-paint-tokens.ts')).toBe(true)
    expect(WHOLE_THEME.filter((file) => reached.has(file))).toEqual([])
  })

  it("the Lit part brings the views' tokens", () => {
    expect(staticImportGraph(srcDir, 'modal/modal-part.ts').files).toContain('theme/view-tokens.ts')
  })
})

describe('what the first download lists of the Account view', () => {
  it('imports the Account view only from its small chunk, whose import() the first load holds', () => {
    const source = (file: string) => readFileSync(resolve(srcDir, file), 'utf8')
    const reached = reachedAtLoad()
    expect(reached.has('modal/account-opening.ts')).toBe(false)
    const importers = [...reached].filter((file) =>
      source(file).includes("import('../views/account/account-view.js')"),
    )
    expect(importers).toEqual([])
    expect(source('modal/opening-views.ts')).toContain("import('./account-opening.js')")
    expect(source('modal/account-opening.ts')).toContain(
      "import('../views/account/account-view.js')",
    )
  })
})

describe('what the connect button loads at page load', () => {
  const graph = () => staticImportGraph(srcDir, 'elements/connect-button/connect-button.ts')

  it('reaches no Lit package', () => {
    const lit = graph().packages.filter(
      (name) => name === 'lit' || /^(lit|@lit|@lit-labs)\//.test(name),
    )
    expect(lit).toEqual([])
  })

  it("reaches none of Lit's elements: not kw-button, the view base or the Lit contexts", () => {
    const files = graph().files
    const litModules = [
      'primitives/button/button.ts',
      'views/shared/view-element.ts',
      'state/contexts.ts',
    ]
    expect(litModules.filter((file) => files.includes(file))).toEqual([])
  })
})

describe('what kw-modal loads at page load (mountKeyway and the modal element)', () => {
  const modalGraph = () => staticImportGraph(srcDir, 'mount.ts')
  const isLit = (name: string) =>
    name === 'lit' || name.startsWith('lit/') || name.startsWith('@lit/')

  it('reaches no Lit module: lit, lit/* or @lit/*', () => {
    expect(modalGraph().packages.filter(isLit)).toEqual([])
  })

  it("reaches neither the Lit part, the dialog nor any view: they come in the Lit part's chunk", () => {
    const reached = new Set(modalGraph().files)
    expect(reached.has('modal/shell/modal-shell.ts')).toBe(true)
    expect(reached.has('modal/shell/shell-connect-view.ts')).toBe(true)
    const lazy = ['modal/modal-part.ts', 'modal/modal-dialog.ts', 'state/contexts.ts']
    expect(lazy.filter((file) => reached.has(file))).toEqual([])
    expect(
      [...reached].filter((file) => file.startsWith('views/') && !SHELL_VIEW_PARTS.includes(file)),
    ).toEqual([])
  })

  it('loads the Lit part through one import(), which brings the dialog and Connect', () => {
    const source = (file: string) => readFileSync(resolve(srcDir, file), 'utf8')
    expect(source('modal/shell/modal-shell.ts')).toContain("import('../modal-part.js')")
    const part = staticImportGraph(srcDir, 'modal/modal-part.ts')
    expect(part.files).toContain('modal/modal-dialog.ts')
    expect(part.files).toContain('views/connect/connect-view.ts')
    expect(part.packages).toContain('lit')
  })
})

describe("what opening the modal loads of the English table (the Lit part's graph)", () => {
  const partFiles = () => staticImportGraph(srcDir, 'modal/modal-part.ts').files

  it("reaches the dialog's and Connect's strings, not the other views' nor the whole table", () => {
    const files = partFiles()
    expect(files).toContain('i18n/locales/en-connect.ts')
    const others = ['i18n/locales/en-views.ts', 'i18n/locales/en.ts', 'views/english.ts']
    expect(others.filter((file) => files.includes(file))).toEqual([])
  })

  it('every key its modules translate is in the strings it brings', async () => {
    const { enConnect } = await import('./i18n/locales/en-connect.js')
    const { enButtons } = await import('./i18n/locales/en-buttons.js')
    const brought = new Set([...Object.keys(enConnect), ...Object.keys(enButtons)])
    const used = new Set<string>()
    for (const file of partFiles()) {
      const source = readFileSync(resolve(srcDir, file), 'utf8')
      // t('key'), this.t('key') and keys built from a prefix: t(`connect.tag.${tag}`).
      for (const match of source.matchAll(/\bt\(\s*['`]([\w.-]+)(\$\{)?/g)) {
        const key = match[1] ?? ''
        if (match[2]) {
          for (const known of brought) if (known.startsWith(key)) used.add(known)
          expect(
            [...brought].some((known) => known.startsWith(key)),
            key,
          ).toBe(true)
        } else used.add(key)
      }
    }
    expect(used.size).toBeGreaterThan(10)
    expect([...used].filter((key) => !brought.has(key))).toEqual([])
  })
})

describe("what opening the modal loads of the elements Connect may not draw (the Lit part's graph)", () => {
  it('reaches neither the wallet image (All wallets has an icon) nor the separator', () => {
    const files = staticImportGraph(srcDir, 'modal/modal-part.ts').files
    const onDemand = [
      'primitives/wallet-image/wallet-image.ts',
      'primitives/separator/separator.ts',
    ]
    expect(onDemand.filter((file) => files.includes(file))).toEqual([])
  })

  it('loads them through import() where they are drawn', () => {
    const source = (file: string) => readFileSync(resolve(srcDir, file), 'utf8')
    expect(source('primitives/list-item/list-item.component.ts')).toContain(
      "import('../wallet-image/wallet-image.js')",
    )
    const connect = source('views/connect/connect-view.component.ts')
    expect(connect).toContain("import('../../primitives/separator/separator.js')")
  })
})

describe("the shell's rows while the Lit part's module arrives (kw-wallet-item)", () => {
  it('the Lit part defines no kw-wallet-item on arrival: its module, wallet-item.ts, is not in the graph', () => {
    const files = staticImportGraph(srcDir, 'modal/modal-part.ts').files
    expect(files).toContain('primitives/wallet-item/wallet-item.component.ts')
    expect(files).not.toContain('primitives/wallet-item/wallet-item.ts')
  })

  it('the Connect view defines it when created, before its first render', () => {
    const source = readFileSync(resolve(srcDir, 'views/connect/connect-view.component.ts'), 'utf8')
    const body = source.slice(source.indexOf('constructor()'))
    expect(body.slice(0, body.indexOf('\n  }'))).toContain(
      "defineElement('kw-wallet-item', KwWalletItem)",
    )
  })
})
