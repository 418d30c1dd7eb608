/** Test-only helpers for the Lit elements the wrappers render. */
import { act } from 'react'

type LitLike = HTMLElement & { updateComplete?: Promise<unknown> }

/** Waits until the element (and the Keyway elements inside its shadow root) rendered. */
export async function settled(element: Element | null): Promise<LitLike> {
  if (!element) throw new Error('element not rendered')
  const lit = element as LitLike
  await act(async () => {
    await lit.updateComplete
    for (const inner of lit.shadowRoot?.querySelectorAll('*') ?? []) {
      await (inner as LitLike).updateComplete
    }
  })
  return lit
}

/** The visible text of an element, its shadow root and nested shadow roots, squashed. */
export function shadowText(element: Element): string {
  const parts: string[] = []
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? '')
    const root = (node as Element).shadowRoot
    if (root) for (const child of root.childNodes) walk(child)
    for (const child of node.childNodes) walk(child)
  }
  walk(element)
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

/** The first `<button>` inside the element's shadow roots, however deep. */
export function innerButton(element: Element): HTMLButtonElement | undefined {
  const root = element.shadowRoot
  if (!root) return undefined
  const direct = root.querySelector('button')
  if (direct) return direct
  for (const child of root.querySelectorAll('*')) {
    const found = innerButton(child)
    if (found) return found
  }
  return undefined
}
