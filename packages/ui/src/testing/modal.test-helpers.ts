/**
 * The real modal for the browser tests of the views: a kw-modal on the page with a test
 * client in the given theme mode, an opener button that holds focus before it opens, and
 * a wait for the view element the router shows.
 */
import { setTheme, type ThemeMode } from '@keyway/core'
import { expect, onTestFinished, vi } from 'vitest'
import { cdp, userEvent } from 'vitest/browser'
import type { KwModal } from '../modal/shell/modal-shell.js'
import '../modal/modal.js'
import { createTestClient, type TestClient } from '../views/shared/test-client.test-helpers.js'
import { settleAnimations } from './a11y.test-helpers.js'

const mounted: HTMLElement[] = []

export type ModalSetup = TestClient & { modal: KwModal; opener: HTMLButtonElement }

/** A closed modal in `mode`, with focus on an opener button (focus returns to it on close). */
export async function mountModal(
  mode: ThemeMode,
  setup: TestClient = createTestClient(),
): Promise<ModalSetup> {
  setTheme(setup.client, { themeMode: mode })
  const opener = document.createElement('button')
  opener.textContent = 'Open the wallet modal'
  const modal = document.createElement('kw-modal')
  modal.prefetch = false
  modal.client = setup.client
  document.body.append(opener, modal)
  mounted.push(opener, modal)
  opener.focus()
  await modal.updateComplete
  return { ...setup, modal, opener }
}

/** Removes the modals and openers mounted since the last call (use in afterEach). */
export function removeModals(): void {
  for (const element of mounted.splice(0)) element.remove()
}

export function dialogOf(modal: KwModal): HTMLElement {
  const dialog = modal.shadowRoot?.querySelector<HTMLElement>('[role="dialog"]')
  if (!dialog) throw new Error('the modal is closed')
  return dialog
}

/**
 * The real pointer rests in the page's top-left corner, where the backdrop will be. Left over
 * the dialog's place by an earlier test, it would be a pointer over the dialog once it opens
 * (the browser tells the element that appears under a resting pointer): an action that asks
 * for the modal's Lit part.
 */
export async function restPointerInCorner(): Promise<void> {
  const corner = document.createElement('div')
  corner.style.cssText = 'position: fixed; left: 0; top: 0; width: 4px; height: 4px'
  document.body.append(corner)
  await userEvent.hover(corner)
  corner.remove()
}

/** The Chrome DevTools call a real mouse press needs (the provider leaves the session untyped). */
type InputSession = {
  send(
    method: 'Input.dispatchMouseEvent',
    params: {
      type: 'mouseMoved' | 'mousePressed' | 'mouseReleased'
      x: number
      y: number
      button?: 'left'
      buttons?: number
      clickCount?: number
    },
  ): Promise<unknown>
}

/**
 * The real mouse moves to the middle of `element` and its left button goes down there (the
 * browser's own events: pointerover, pointerdown, and on release the click the browser
 * aims at where the press began). Returns the release (once; at the test's end if the test
 * did not): the button goes up where the pointer is. The test page is a frame of the
 * runner's page, maybe scaled, and `element` may be in a frame of it (openFreshPage): the
 * mouse is placed in the runner's page's coordinates (Chromium only).
 */
export async function pressMouse(element: Element): Promise<() => Promise<void>> {
  const box = element.getBoundingClientRect()
  let x = box.x + box.width / 2
  let y = box.y + box.height / 2
  let view: Window | null = element.ownerDocument.defaultView
  for (; view?.frameElement; view = view.parent) {
    const frame = view.frameElement.getBoundingClientRect()
    const scale = frame.width / view.innerWidth
    x = frame.x + x * scale
    y = frame.y + y * scale
  }
  const session = cdp() as unknown as InputSession
  await session.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y })
  const press = { x, y, button: 'left', clickCount: 1 } as const
  await session.send('Input.dispatchMouseEvent', { ...press, type: 'mousePressed', buttons: 1 })
  let down = true
  const release = async () => {
    if (!down) return
    down = false
    await session.send('Input.dispatchMouseEvent', { ...press, type: 'mouseReleased', buttons: 0 })
  }
  // A test that fails mid-press leaves no button down for the next one.
  onTestFinished(release)
  return release
}

/** A fresh page's modules (fresh-page.test-helpers.ts) and its window. */
export type FreshPage = typeof import('./fresh-page.test-helpers.js') & {
  window: Window & typeof globalThis
}

/**
 * A page of its own for a test that needs one as a first load has it: a frame over the test
 * page, where the modal and its modules are imported again in the frame's realm, so its
 * custom element registry is new (this test page is shared by every file of the project,
 * and a tag an earlier file defined stays defined in it). The frame goes with the test
 * (the setup empties the body after each test).
 */
export async function openFreshPage(): Promise<FreshPage> {
  const frame = document.createElement('iframe')
  frame.style.cssText = 'position: fixed; inset: 0; width: 100%; height: 100%; border: 0'
  document.body.append(frame)
  const view = frame.contentWindow as FreshPage['window'] | null
  if (!view) throw new Error('the frame has no window')
  // Vitest's browser runner rewrites every dynamic import() of the served modules into a
  // call on this global, which only the test page has.
  const runner = '__vitest_browser_runner__'
  Object.assign(view, { [runner]: (globalThis as Record<string, unknown>)[runner] })
  const url = new URL('./fresh-page.test-helpers.ts', import.meta.url).href
  // Imported by the frame's own import(), so in its realm.
  const load = new view.Function('url', 'return import(url)') as (
    url: string,
  ) => Promise<typeof import('./fresh-page.test-helpers.js')>
  return { ...(await load(url)), window: view }
}

/**
 * The visitor's pointer enters the dialog, where the modal shows its own Connect view (opened
 * cold, before the Lit part: the part is asked for at the visitor's first action in it).
 * Returns whether that view was there.
 */
export function pointAtShellView(modal: KwModal): boolean {
  const list = modal.shadowRoot?.querySelector('.content > .list')
  if (!list) return false
  list.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }))
  return true
}

/**
 * Waits until the modal shows the element `tag` as its view, rendered, with the open
 * animation over; returns it. Where the modal's own Connect view stands instead (opened
 * cold), the visitor points at it first, as one does before choosing.
 */
export async function waitForView<T extends HTMLElement = HTMLElement>(
  modal: KwModal,
  tag: string,
): Promise<T> {
  const view = await vi.waitFor(
    () => {
      const element = modal.shadowRoot?.querySelector(`.content > ${tag}`)
      if (!element && pointAtShellView(modal)) throw new Error(`the shell's view stands for ${tag}`)
      if (!element) throw new Error(`${tag} is not shown`)
      return element as T
    },
    { timeout: 5000, interval: 20 },
  )
  await (view as Partial<{ updateComplete: Promise<unknown> }>).updateComplete
  await settleAnimations()
  return view
}

/** The element that has focus, through shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

/** The custom element whose shadow root holds the focused control (a wallet row, a button). */
export function focusedHost(): Element | null {
  const root = deepActiveElement()?.getRootNode()
  return root instanceof ShadowRoot ? root.host : null
}

/** Whether `node` is `ancestor` or inside it, across shadow roots. */
export function isInside(node: Node | null, ancestor: Node): boolean {
  let current: Node | null = node
  while (current) {
    if (current === ancestor) return true
    current = current.parentNode ?? (current instanceof ShadowRoot ? current.host : null)
  }
  return false
}

/** Asserts that keyboard focus is inside the modal's dialog. */
export function expectFocusInDialog(modal: KwModal): void {
  const active = deepActiveElement()
  expect(isInside(active, dialogOf(modal)), `focus is on ${active?.outerHTML.slice(0, 80)}`).toBe(
    true,
  )
}
