/**
 * Shared pieces of the real-browser component tests (`*.browser.test.ts`): a themed
 * fixture that stands in for the modal's surface, and an axe-core check that fails with
 * a readable list of violations.
 */
import type { ThemeMode } from '@keyway/core'
import axe from 'axe-core'
import { expect } from 'vitest'
import { cdp, userEvent } from 'vitest/browser'
import { themeForMode } from '../theme/theme.js'
import { applyThemeTokens } from '../theme/theme-to-css.js'

export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark']

/** The WCAG 2.x A and AA rules; page-level best practices (landmarks, h1) do not apply to a component. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const fixtures: HTMLElement[] = []

/**
 * A box with the theme's tokens, background and text colour, as the modal's dialog gives
 * its content: components are checked for contrast against the surface they sit on.
 */
export function themedFixture(mode: ThemeMode): HTMLElement {
  const fixture = document.createElement('div')
  fixture.dataset.fixture = mode
  applyThemeTokens(fixture, themeForMode(mode))
  Object.assign(fixture.style, {
    colorScheme: mode,
    background: 'var(--kw-color-bg-surface)',
    color: 'var(--kw-color-fg-primary)',
    fontFamily: 'var(--kw-font-family)',
    padding: '16px',
    width: '360px',
  })
  document.body.append(fixture)
  fixtures.push(fixture)
  return fixture
}

/** Puts `element` in a fresh themed fixture and waits for its first render. */
export async function mountThemed<T extends HTMLElement>(element: T, mode: ThemeMode): Promise<T> {
  themedFixture(mode).append(element)
  await (element as Partial<{ updateComplete: Promise<unknown> }>).updateComplete
  return element
}

/** A `tag` element with the given properties set (and text content, for slotted labels). */
export function create<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  text = '',
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  Object.assign(element, properties)
  if (text) element.textContent = text
  return element
}

/** Asserts that the focused control inside `host` shows the theme's focus ring. */
export function expectFocusRing(host: Element): void {
  const focused = host.shadowRoot?.activeElement
  if (!focused) throw new Error(`nothing inside ${host.localName} has focus`)
  expect(focused.matches(':focus-visible'), 'focus is visible').toBe(true)
  expect(getComputedStyle(focused).boxShadow).not.toBe('none')
}

/** Removes every fixture made since the last call (use in afterEach). */
export function removeFixtures(): void {
  for (const fixture of fixtures.splice(0)) fixture.remove()
}

/** The Chrome DevTools call the media emulation needs (the provider leaves the session untyped). */
type EmulationSession = {
  send(
    method: 'Emulation.setEmulatedMedia',
    params: { features: { name: string; value: string }[] },
  ): Promise<unknown>
}

/** Turns the page's `prefers-reduced-motion: reduce` on or off (Chromium only). */
export async function emulateReducedMotion(reduce: boolean): Promise<void> {
  const features = reduce ? [{ name: 'prefers-reduced-motion', value: 'reduce' }] : []
  await (cdp() as unknown as EmulationSession).send('Emulation.setEmulatedMedia', { features })
}

/** The animations in `root` and in every open shadow root below it. */
function animationsIn(root: Document | ShadowRoot): Animation[] {
  const found = root.getAnimations()
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) found.push(...animationsIn(element.shadowRoot))
  }
  return found
}

/**
 * Waits until the finite animations on the page (the modal's rise-in and fades, in shadow
 * roots too) have ended: axe reads colours mid-fade as too faint.
 */
export async function settleAnimations(): Promise<void> {
  const running = [...new Set(animationsIn(document))].filter(
    (animation) => animation.effect?.getComputedTiming().endTime !== Infinity,
  )
  await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
}

function describeViolations(violations: axe.Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    ${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`)
        .join('\n')
      return `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${nodes}`
    })
    .join('\n')
}

/**
 * Runs axe-core over `context` (open shadow roots included) and fails when any WCAG A/AA
 * rule is violated. `disabledRules` is for a rule that cannot apply to a lone fragment,
 * with the reason at the call site.
 */
export async function expectNoAxeViolations(
  context: Element,
  disabledRules: readonly string[] = [],
): Promise<void> {
  await settleAnimations()
  const rules = Object.fromEntries(disabledRules.map((id) => [id, { enabled: false }]))
  const results = await axe.run(context, {
    runOnly: { type: 'tag', values: AXE_TAGS },
    rules,
    resultTypes: ['violations'],
  })
  const ids = results.violations.map((violation) => violation.id)
  expect(ids, describeViolations(results.violations)).toEqual([])
}

/**
 * A disabled element is inert: put before `after` in a light fixture, a click on it does
 * nothing and Tab skips it to `after`.
 */
export async function expectDisabledIsInert(
  disabled: HTMLElement,
  after: HTMLElement & { updateComplete: Promise<unknown> },
): Promise<void> {
  themedFixture('light').append(disabled, after)
  await after.updateComplete
  let clicks = 0
  disabled.addEventListener('click', () => clicks++)
  await userEvent.click(disabled, { force: true })
  expect(clicks).toBe(0)
  await userEvent.tab()
  expect(document.activeElement).toBe(after)
}
