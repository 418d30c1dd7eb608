import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import {
  type ManifestDeclaration,
  publicElements,
  readUiManifest,
} from '../../../../scripts/custom-elements.mjs'
import { render } from '../testing/render.js'
import { AccountButton } from './account-button.js'
import { ConnectButton } from './connect-button.js'
import { NetworkButton } from './network-button.js'

// The wrappers follow @keyway/ui's custom-elements manifest (packages/ui/custom-elements.json):
// every public element has one, each documented attribute works as a camelCase prop, and
// each documented event has an on<Event> prop.

type Wrapper = ComponentType<Record<string, unknown>>

/** The wrapper of each public element. kw-modal has none: KeywayProvider mounts it. */
const WRAPPERS: Record<string, Wrapper> = {
  'kw-connect-button': ConnectButton as Wrapper,
  'kw-account-button': AccountButton as Wrapper,
  'kw-network-button': NetworkButton as Wrapper,
}
const NOT_WRAPPED = ['kw-modal']

const { manifest, packageJson } = readUiManifest()
const elements = publicElements(manifest, packageJson)

/** A value for a prop of the documented type that differs from the element's default. */
function sampleValue(type: string | undefined, defaultValue: string | undefined): unknown {
  if (type === 'boolean') return defaultValue !== 'true'
  if (type === 'string') return 'Sample text'
  const literals = type?.split('|').map((part) => part.trim())
  if (literals?.every((literal) => /^'[^']*'$/.test(literal))) {
    const other = literals.find((literal) => literal !== defaultValue) ?? literals[0]
    return other?.slice(1, -1)
  }
  throw new Error(`no sample value for an attribute of type ${type}: add one to this test`)
}

/** `kw-tab-change` → `onKwTabChange`, the prop name @lit/react's `events` option uses. */
function eventProp(event: string): string {
  return `on${event.replace(/(^|-)([a-z])/g, (_, _dash, letter: string) => letter.toUpperCase())}`
}

async function renderWrapped(tagName: string, props: Record<string, unknown>) {
  const Wrapped = WRAPPERS[tagName]
  if (!Wrapped) throw new Error(`no wrapper for <${tagName}>`)
  const view = await render(<Wrapped {...props} />)
  const element = view.container.querySelector(tagName)
  if (!element) throw new Error(`<${tagName}> not rendered`)
  return { element: element as HTMLElement & Record<string, unknown>, view }
}

describe('wrappers of the public elements of the manifest', () => {
  it('wrap every public element but the modal', () => {
    const tags = elements.map(({ tagName }) => tagName).filter((tag) => !NOT_WRAPPED.includes(tag))
    expect(Object.keys(WRAPPERS).sort()).toEqual(tags.sort())
  })

  describe.each(
    elements
      .filter(({ tagName }) => !NOT_WRAPPED.includes(tagName))
      .map(({ tagName, declaration }) => [tagName, declaration] as const),
  )('<%s>', (tagName: string, declaration: ManifestDeclaration) => {
    it('takes each documented attribute as a camelCase prop that sets the property', async () => {
      for (const attribute of declaration.attributes ?? []) {
        const field = attribute.fieldName ?? attribute.name
        expect(field, `${attribute.name} has a camelCase property`).toMatch(/^[a-z][a-zA-Z]*$/)
        const value = sampleValue(attribute.type?.text, attribute.default)
        const { element, view } = await renderWrapped(tagName, { [field]: value })
        expect(element[field], `prop ${field} (attribute ${attribute.name})`).toBe(value)
        await view.unmount()
      }
    })

    it('has an on<Event> prop for each documented event', async () => {
      for (const { name } of declaration.events ?? []) {
        const received: Event[] = []
        const { element, view } = await renderWrapped(tagName, {
          [eventProp(name)]: (event: Event) => received.push(event),
        })
        element.dispatchEvent(new Event(name))
        expect(received, `${eventProp(name)} receives ${name}`).toHaveLength(1)
        await view.unmount()
      }
    })
  })

  it('names event props as @lit/react does', () => {
    expect(eventProp('kw-tab-change')).toBe('onKwTabChange')
    expect(eventProp('input')).toBe('onInput')
  })
})
