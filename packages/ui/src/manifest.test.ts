import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { LitElement } from 'lit'
import { describe, expect, it } from 'vitest'
import {
  analyzeUi,
  type ManifestElement,
  manifestElements,
  publicElements,
  readUiManifest,
  UI_DIR,
} from '../../../scripts/custom-elements.mjs'
import { lightTheme } from './theme/theme.js'
import { resolveThemeTokens } from './theme/theme-to-css.js'

// The committed custom-elements.json is what the React wrappers' check and docs/elements.md
// read, so it must be current and must say only true things about the elements.
const REGENERATE = 'run `pnpm elements` and commit custom-elements.json and docs/elements.md'

const { manifest, packageJson } = readUiManifest()
const elements = manifestElements(manifest)

/** Native events that are composed: fired inside the shadow root, they reach the host. */
const COMPOSED_NATIVE_EVENTS = new Set([
  'click',
  'input',
  'keydown',
  'keyup',
  'focusin',
  'focusout',
])

function source(path: string): string {
  return readFileSync(join(UI_DIR, path), 'utf8')
}

/** The text of one class in its module (a module may declare two elements). */
function classSource({ declaration, path }: ManifestElement): string {
  const text = source(path)
  const start = text.indexOf(`export class ${declaration.name} `)
  const next = text.indexOf('\nexport class ', start + 1)
  return text.slice(start, next < 0 ? undefined : next)
}

/**
 * Elements whose template is rendered by another module of theirs: kw-modal's dialog frame
 * comes with the dialog's module (ModalDialog.render), not with the first load.
 */
const TEMPLATE_MODULES: Readonly<Record<string, string>> = {
  'kw-modal': 'src/modal/modal-dialog.ts',
}

/** The element's class, and the module that renders its template when that is another. */
function templateSource(element: ManifestElement): string {
  const other = TEMPLATE_MODULES[element.tagName]
  return other ? `${classSource(element)}\n${source(other)}` : classSource(element)
}

const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1])
const names = (items: { name: string }[] | undefined) => (items ?? []).map((item) => item.name)
const sorted = (items: string[]) => [...new Set(items)].sort()

/** The element's class as registered, after importing the module that registers it. */
async function registeredClass(tagName: string): Promise<typeof LitElement> {
  const registration = manifest.modules.find((module) =>
    module.exports.some(
      (entry) => entry.kind === 'custom-element-definition' && entry.name === tagName,
    ),
  )
  if (!registration) throw new Error(`no module registers <${tagName}>`)
  await import(/* @vite-ignore */ join(UI_DIR, registration.path))
  const elementClass = customElements.get(tagName)
  if (!elementClass) throw new Error(`<${tagName}> is not registered by ${registration.path}`)
  return elementClass as unknown as typeof LitElement
}

/** Whether setting the theme variable changes the tokens an element applies to itself. */
function isThemeVariable(name: string): boolean {
  const value = name === '--kw-z-index' ? '7' : 'rgb(1, 2, 3)'
  const changed = resolveThemeTokens(lightTheme(), { [name]: value })
  return JSON.stringify(changed) !== JSON.stringify(resolveThemeTokens(lightTheme()))
}

describe('custom-elements.json', () => {
  it('is the analysis of the current sources', async () => {
    const fresh = await analyzeUi()
    expect(fresh, REGENERATE).toEqual(manifest)
  }, 60_000)

  it("has the public elements, those an entry of package.json's exports names", () => {
    expect(
      publicElements(manifest, packageJson).map(({ entry, tagName }) => `${entry} <${tagName}>`),
    ).toEqual([
      '@keyway/ui/modal <kw-modal>',
      '@keyway/ui/connect-button <kw-connect-button>',
      '@keyway/ui/account-button <kw-account-button>',
      '@keyway/ui/network-button <kw-network-button>',
    ])
  })

  it('gives every public element a @summary and a description', () => {
    const undocumented = publicElements(manifest, packageJson)
      .filter(({ declaration }) => !declaration.summary?.trim() || !declaration.description?.trim())
      .map(({ tagName }) => tagName)
    expect(undocumented, 'public elements without a @summary or a description').toEqual([])
  })

  it("describes every public element's attributes, events, slots, parts and CSS properties", () => {
    const undescribed = publicElements(manifest, packageJson).flatMap(({ tagName, declaration }) =>
      [
        ...(declaration.attributes ?? []).map((item) => ['attribute', item] as const),
        ...(declaration.events ?? []).map((item) => ['event', item] as const),
        ...(declaration.slots ?? []).map((item) => ['slot', item] as const),
        ...(declaration.cssParts ?? []).map((item) => ['part', item] as const),
        ...(declaration.cssProperties ?? []).map((item) => ['CSS property', item] as const),
      ]
        .filter(([, item]) => !item.description?.trim())
        .map(([kind, item]) => `<${tagName}> ${kind} ${item.name || '(default)'}`),
    )
    expect(undescribed, 'without a description').toEqual([])
  })

  it('gives every other element (primitives, views) a @summary', () => {
    const undocumented = elements
      .filter(({ declaration }) => !declaration.summary?.trim())
      .map(({ tagName }) => tagName)
    expect(undocumented, 'elements without a @summary').toEqual([])
  })
})

describe.each(elements.map((element) => [element.tagName, element] as const))(
  '<%s> in the manifest',
  (tagName, element) => {
    const { declaration } = element

    it('documents exactly the attributes the element observes', async () => {
      const elementClass = await registeredClass(tagName)
      expect(sorted(names(declaration.attributes))).toEqual(sorted(elementClass.observedAttributes))
    })

    it('documents exactly the parts and slots of its template', () => {
      const text = templateSource(element)
      // In a Lit template (part="…"), or set by an element that builds its DOM itself.
      const parts = [
        ...matches(text, /\bpart="([^"]+)"/g),
        ...matches(text, /\.setAttribute\('part', '([^']+)'\)/g),
      ].flatMap((value = '') => value.split(/\s+/))
      expect(sorted(names(declaration.cssParts)), '@csspart').toEqual(sorted(parts))
      const slots = matches(text, /<slot\b([^>]*)>/g).map(
        (attributes = '') => /\bname="([^"]+)"/.exec(attributes)?.[1] ?? '',
      )
      expect(sorted(names(declaration.slots)), '@slot (the default slot is "-")').toEqual(
        sorted(slots),
      )
    })

    it('documents every event it dispatches, and only events that reach its host', () => {
      const dispatched = matches(
        classSource(element),
        /new (?:Custom)?Event(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g,
      ) as string[]
      const documented = names(declaration.events)
      expect(
        sorted(dispatched.filter((name) => !documented.includes(name))),
        'undocumented',
      ).toEqual([])
      const unfired = documented.filter(
        (name) => !dispatched.includes(name) && !COMPOSED_NATIVE_EVENTS.has(name),
      )
      expect(unfired, 'documented but never reaching the host').toEqual([])
    })

    it('documents only CSS properties its styles read, or theme variables', async () => {
      const elementClass = await registeredClass(tagName)
      const css = elementClass.elementStyles
        .map((style) =>
          'cssText' in style
            ? style.cssText
            : [...style.cssRules].map((rule) => rule.cssText).join('\n'),
        )
        .join('\n')
      const unread = names(declaration.cssProperties).filter(
        (name) => !css.includes(`var(${name}`) && !isThemeVariable(name),
      )
      expect(unread, '@cssprop neither read by the styles nor a theme variable').toEqual([])
    })
  },
)
