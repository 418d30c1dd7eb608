import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readUiManifest } from './custom-elements.mjs'
import { DOC_PATH, renderElementsDoc } from './docs-elements.mjs'

const element = (tagName: string, name: string, extra: object) => ({
  kind: 'class',
  name,
  tagName,
  customElement: true,
  summary: `Summary of ${tagName}.`,
  description: `About ${tagName}.`,
  ...extra,
})

/** A package with one public element (exported by ./button) and one building block. */
const manifest = {
  schemaVersion: '1.0.0',
  modules: [
    {
      kind: 'javascript-module',
      path: 'src/button.ts',
      declarations: [
        element('x-button', 'XButton', {
          attributes: [
            { name: 'size', fieldName: 'size', type: { text: "'s' | 'm'" }, default: "'m'" },
          ],
          members: [
            { kind: 'field', name: 'size', attribute: 'size' },
            { kind: 'field', name: 'client', description: 'Set from script.' },
          ],
          events: [{ name: 'x-change', description: 'After a change.' }],
          cssParts: [{ name: 'base', description: 'The button.' }],
        }),
      ],
      exports: [{ kind: 'js', name: 'XButton', declaration: { name: 'XButton' } }],
    },
    {
      kind: 'javascript-module',
      path: 'src/icon.ts',
      declarations: [element('x-icon', 'XIcon', {})],
      exports: [{ kind: 'js', name: 'XIcon', declaration: { name: 'XIcon' } }],
    },
  ],
}
const packageJson = {
  name: '@x/ui',
  exports: {
    './button': { '@keyway/source': './src/button.ts' },
    './icons/*': { '@keyway/source': './src/*.ts' },
  },
}

describe('docs/elements.md', () => {
  it('is rendered from the committed manifest (else run `pnpm elements`)', () => {
    const { manifest, packageJson } = readUiManifest()
    expect(readFileSync(DOC_PATH, 'utf8')).toBe(renderElementsDoc(manifest, packageJson))
  })

  it('documents a public element in full, with the entry that registers it', () => {
    const doc = renderElementsDoc(manifest, packageJson)
    expect(doc).toContain("### `<x-button>`\n\nSummary of x-button.\n\n`import '@x/ui/button'`")
    expect(doc).toContain("| `size` | `size` | `'s' \\| 'm'` | `'m'` |  |")
    expect(doc).toContain('| `client` |  | Set from script. |')
    expect(doc).toContain('| `x-change` | After a change. |')
    expect(doc).toContain('| `base` | The button. |')
    expect(doc).not.toContain('#### Slots')
  })

  it('lists the elements no entry names (the pattern entries too) as building blocks', () => {
    const doc = renderElementsDoc(manifest, packageJson)
    expect(doc).not.toContain('### `<x-icon>`')
    expect(doc).toContain(
      '| `<x-icon>` | Summary of x-icon. | [src/icon.ts](../packages/ui/src/icon.ts) |',
    )
  })
})
