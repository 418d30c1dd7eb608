/**
 * Focus helpers for the modal dialog. The modal's content lives in nested shadow roots
 * (modal → view → primitives), so `querySelectorAll` on one root misses most controls:
 * these walk every shadow root and slot in document order.
 */

// Its own module: kw-modal's first load uses it without the rest of the trap.
export { getDeepActiveElement } from './deep-active.js'

const FOCUSABLE = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',')

function isFocusable(element: Element): element is HTMLElement {
  if (!element.matches(FOCUSABLE)) return false
  if (element.hasAttribute('disabled') || element.hasAttribute('hidden')) return false
  if (element.getAttribute('tabindex') === '-1') return false
  if (element.closest('[inert]')) return false
  return (element as HTMLInputElement).type !== 'hidden'
}

function collect(node: Element | ShadowRoot, out: HTMLElement[]): void {
  const children =
    node instanceof HTMLSlotElement ? node.assignedElements({ flatten: true }) : [...node.children]
  for (const child of children) {
    if (child.hasAttribute('hidden') || child.hasAttribute('inert')) continue
    if (isFocusable(child)) out.push(child)
    // A custom element's own focusable parts are in its shadow root; its light DOM
    // children show up through its slots, so they are not walked twice.
    if (child.shadowRoot) collect(child.shadowRoot, out)
    else collect(child, out)
  }
}

/** Every keyboard-focusable element under `root`, across shadow roots, in tab order. */
export function getFocusableElements(root: Element | ShadowRoot): HTMLElement[] {
  const out: HTMLElement[] = []
  collect(root, out)
  // Positive tabindex values come first in tab order; everything else keeps DOM order.
  const positive = out
    .filter((element) => element.tabIndex > 0)
    .sort((a, b) => a.tabIndex - b.tabIndex)
  return [...positive, ...out.filter((element) => element.tabIndex <= 0)]
}

/**
 * Where Tab (or Shift-Tab) moves focus inside the trap: the next focusable element,
 * wrapping from last to first (and first to last backwards). Focus outside the list
 * goes to the first (or last) element.
 */
export function nextFocusTarget(
  focusables: readonly HTMLElement[],
  current: Element | null,
  backwards: boolean,
): HTMLElement | undefined {
  if (focusables.length === 0) return undefined
  const index = current instanceof HTMLElement ? focusables.indexOf(current) : -1
  if (index === -1) return backwards ? focusables[focusables.length - 1] : focusables[0]
  const step = backwards ? -1 : 1
  return focusables[(index + step + focusables.length) % focusables.length]
}
