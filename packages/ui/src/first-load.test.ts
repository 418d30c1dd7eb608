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
