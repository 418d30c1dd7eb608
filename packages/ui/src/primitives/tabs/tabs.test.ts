import { afterEach, describe, expect, it } from 'vitest'
import './tabs.js'
import type { TabChangeDetail } from './tabs.component.js'

async function mount() {
  const el = document.createElement('kw-tabs')
  el.label = 'Connection method'
  el.tabs = [
    { id: 'mobile', label: 'Mobile', icon: 'mobile' },
    { id: 'browser', label: 'Browser', icon: 'browser' },
    { id: 'desktop', label: 'Desktop', icon: 'desktop' },
  ]
  const changes: string[] = []
  el.addEventListener('kw-tab-change', (e) =>
    changes.push((e as CustomEvent<TabChangeDetail>).detail.id),
  )
  document.body.append(el)
  await el.updateComplete
  const tabs = () => [...(el.shadowRoot?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])]
  return { el, tabs, changes }
}

function press(target: Element, key: string) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true }))
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('kw-tabs', () => {
  it('is a labelled tablist where only the selected tab is in the Tab order', async () => {
    const { el, tabs } = await mount()
    expect(el.shadowRoot?.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe(
      'Connection method',
    )
    expect(tabs().map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false'])
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1])
  })

  it('ArrowRight and ArrowLeft move the selection, wrapping around, and fire kw-tab-change', async () => {
    const { el, tabs, changes } = await mount()
    press(tabs()[0]!, 'ArrowRight')
    await el.updateComplete
    expect(el.selected).toBe('browser')
    press(tabs()[1]!, 'ArrowLeft')
    press(tabs()[0]!, 'ArrowLeft')
    await el.updateComplete
    expect(el.selected).toBe('desktop')
    expect(changes).toEqual(['browser', 'mobile', 'desktop'])
  })

  it('Home and End jump to the first and last tab, and focus follows', async () => {
    const { el, tabs } = await mount()
    press(tabs()[0]!, 'End')
    await el.updateComplete
    await el.updateComplete
    expect(el.selected).toBe('desktop')
    expect(el.shadowRoot?.activeElement?.getAttribute('data-id')).toBe('desktop')
    press(tabs()[2]!, 'Home')
    await el.updateComplete
    expect(el.selected).toBe('mobile')
  })

  it('a click selects a tab; clicking the selected tab fires nothing', async () => {
    const { el, tabs, changes } = await mount()
    tabs()[0]!.click()
    tabs()[2]!.click()
    await el.updateComplete
    expect(changes).toEqual(['desktop'])
    expect(tabs()[2]!.getAttribute('aria-selected')).toBe('true')
  })
})
