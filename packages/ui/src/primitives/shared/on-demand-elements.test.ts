import { afterEach, describe, expect, it } from 'vitest'
import { OnDemandElements } from './on-demand-elements.js'

let counter = 0
/** A tag no other test defined (the registry is per page and cannot forget a definition). */
const freshTag = () => `kw-on-demand-test-${++counter}`

/** A loader that defines `tag` when called, counting its calls. */
function definingLoader(tag: string) {
  const loader = async () => {
    loader.calls += 1
    customElements.define(tag, class extends HTMLElement {})
  }
  loader.calls = 0
  return loader
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('OnDemandElements', () => {
  it('loads an element the first time it is needed, once, however often it is asked for', async () => {
    const tag = freshTag()
    const load = definingLoader(tag)
    const elements = new OnDemandElements({ [tag]: load })
    elements.need(tag)
    elements.need(tag)
    expect(elements.loading).toBe(true)
    await elements.settled()
    elements.need(tag)
    expect(load.calls).toBe(1)
    expect(customElements.get(tag)).toBeDefined()
    expect(elements.loading).toBe(false)
  })

  it('loads nothing for an element that is defined already', async () => {
    const tag = freshTag()
    customElements.define(tag, class extends HTMLElement {})
    let calls = 0
    const elements = new OnDemandElements({
      [tag]: async () => {
        calls += 1
      },
    })
    elements.need(tag)
    await elements.settled()
    expect(calls).toBe(0)
  })

  it('upgrades an element already on the page when its module arrives', async () => {
    const tag = freshTag()
    const placed = document.createElement(tag)
    document.body.append(placed)
    const elements = new OnDemandElements({ [tag]: definingLoader(tag) })
    elements.need(tag)
    await elements.settled()
    expect(placed).toBeInstanceOf(customElements.get(tag) as CustomElementConstructor)
  })

  it('tries a failed load again at the next need, and settles after a failure', async () => {
    const tag = freshTag()
    let calls = 0
    const elements = new OnDemandElements({
      [tag]: async () => {
        calls += 1
        if (calls === 1) throw new Error('chunk did not arrive')
        customElements.define(tag, class extends HTMLElement {})
      },
    })
    elements.need(tag)
    await elements.settled()
    expect(customElements.get(tag)).toBeUndefined()
    elements.need(tag)
    await elements.settled()
    expect(calls).toBe(2)
    expect(customElements.get(tag)).toBeDefined()
  })

  it('waits in settled() for a module asked for while another was loading', async () => {
    const first = freshTag()
    const second = freshTag()
    const elements = new OnDemandElements({
      [first]: definingLoader(first),
      [second]: definingLoader(second),
    })
    elements.need(first)
    const settled = elements.settled()
    elements.need(second)
    await settled
    expect(customElements.get(first)).toBeDefined()
    expect(customElements.get(second)).toBeDefined()
  })
})
