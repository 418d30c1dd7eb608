import { describe, expect, it } from 'vitest'
import { getDeepActiveElement, getFocusableElements, nextFocusTarget } from './focus-trap.js'

function build() {
  const root = document.createElement('div')
  root.innerHTML = `<button id="a">A</button><button id="disabled" disabled>X</button><div id="host"></div><a id="link" href="#">L</a><span tabindex="-1" id="skip">S</span>`
  const host = root.querySelector('#host') as HTMLElement
  const shadow = host.attachShadow({ mode: 'open' })
  shadow.innerHTML = `<input id="inner" /><div hidden><button id="hidden">H</button></div>`
  document.body.append(root)
  return { root, shadow }
}

describe('focus trap across shadow roots', () => {
  it('collects focusable elements in document order, inside shadow roots, skipping disabled, hidden and tabindex=-1', () => {
    const { root } = build()
    expect(getFocusableElements(root).map((element) => element.id)).toEqual(['a', 'inner', 'link'])
    root.remove()
  })

  it('wraps Tab from the last element to the first and Shift-Tab from the first to the last', () => {
    const { root } = build()
    const list = getFocusableElements(root)
    expect(nextFocusTarget(list, list[2] ?? null, false)?.id).toBe('a')
    expect(nextFocusTarget(list, list[0] ?? null, true)?.id).toBe('link')
    expect(nextFocusTarget(list, list[0] ?? null, false)?.id).toBe('inner')
    root.remove()
  })

  it('sends focus from outside the trap to its first (or last) element', () => {
    const { root } = build()
    const list = getFocusableElements(root)
    expect(nextFocusTarget(list, document.body, false)?.id).toBe('a')
    expect(nextFocusTarget(list, document.body, true)?.id).toBe('link')
    root.remove()
  })

  it('finds the focused element inside a shadow root', () => {
    const { root, shadow } = build()
    ;(shadow.querySelector('#inner') as HTMLElement).focus()
    expect(getDeepActiveElement(document)?.id).toBe('inner')
    root.remove()
  })
})
