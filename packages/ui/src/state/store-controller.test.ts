import { html, LitElement } from 'lit'
import { proxy } from 'valtio/vanilla'
import { afterEach, describe, expect, it } from 'vitest'
import { StoreController } from './store-controller.js'

type Counter = { count: number; label: string }

class StoreProbe extends LitElement {
  store: Counter | undefined = undefined
  renders = 0
  readonly counter = new StoreController<Counter>(this, () => this.store)

  override render() {
    this.renders++
    return html`<span>${this.counter.value?.label ?? 'none'}:${this.counter.value?.count ?? '-'}</span>`
  }
}
customElements.define('kw-store-probe', StoreProbe)

/** valtio notifies after a microtask; Lit renders after another. */
async function settle(el: StoreProbe) {
  await Promise.resolve()
  await Promise.resolve()
  await el.updateComplete
}

const text = (el: StoreProbe) => el.shadowRoot?.querySelector('span')?.textContent

afterEach(() => {
  document.body.innerHTML = ''
})

describe('StoreController', () => {
  it('renders from a snapshot of the store when the host connects', async () => {
    const el = new StoreProbe()
    el.store = proxy<Counter>({ count: 1, label: 'a' })
    document.body.append(el)
    await el.updateComplete
    expect(text(el)).toBe('a:1')
  })

  it('re-renders the host when the store changes', async () => {
    const store = proxy<Counter>({ count: 1, label: 'a' })
    const el = new StoreProbe()
    el.store = store
    document.body.append(el)
    await el.updateComplete
    store.count = 2
    await settle(el)
    expect(text(el)).toBe('a:2')
  })

  it('stops listening when the host disconnects, and resumes with fresh state on reconnect', async () => {
    const store = proxy<Counter>({ count: 1, label: 'a' })
    const el = new StoreProbe()
    el.store = store
    document.body.append(el)
    await el.updateComplete
    el.remove()
    const rendersBefore = el.renders
    store.count = 5
    await settle(el)
    expect(el.renders).toBe(rendersBefore)
    document.body.append(el)
    await settle(el)
    expect(text(el)).toBe('a:5')
    store.label = 'b'
    await settle(el)
    expect(text(el)).toBe('b:5')
  })

  it('follows the source to a new store and drops the old one', async () => {
    const first = proxy<Counter>({ count: 1, label: 'first' })
    const second = proxy<Counter>({ count: 10, label: 'second' })
    const el = new StoreProbe()
    el.store = first
    document.body.append(el)
    await el.updateComplete
    el.store = second
    el.requestUpdate()
    await el.updateComplete
    expect(text(el)).toBe('second:10')
    const rendersBefore = el.renders
    first.count = 99
    await settle(el)
    expect(el.renders).toBe(rendersBefore)
    second.count = 11
    await settle(el)
    expect(text(el)).toBe('second:11')
  })

  it('has no value while there is no store', async () => {
    const el = new StoreProbe()
    document.body.append(el)
    await el.updateComplete
    expect(el.counter.value).toBeUndefined()
    expect(text(el)).toBe('none:-')
  })
})
