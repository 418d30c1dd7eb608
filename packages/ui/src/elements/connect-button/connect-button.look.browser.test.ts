// The connect button draws its own `<button>` instead of kw-button; it must look like the
// kw-button (variant main) it replaces. Each check puts both side by side on the same
// themed surface with the same label, and compares what the browser drew: the box, the
// computed styles of each state, and the pixels of an idle button.
import { connect, setTheme, type ThemeMode } from '@keyway/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import '../../primitives/button/button.js'
import type { KwButton } from '../../primitives/button/button.component.js'
import { removeFixtures, THEME_MODES, themedFixture } from '../../testing/a11y.test-helpers.js'
import { createTestClient } from '../../views/shared/test-client.test-helpers.js'
import './connect-button.js'

const SIZES = ['s', 'm', 'l'] as const

/** Transitions off, so a hovered or pressed state is read at its end. */
const noTransitions = document.createElement('style')
noTransitions.textContent =
  'kw-connect-button::part(button), kw-button::part(base) { transition: none !important; }'
beforeEach(() => {
  document.head.append(noTransitions)
})
afterEach(() => {
  noTransitions.remove()
  removeFixtures()
})

const STYLES = [
  'backgroundColor',
  'color',
  'borderRadius',
  'borderTopWidth',
  'borderTopStyle',
  'borderTopColor',
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'lineHeight',
  'letterSpacing',
  'paddingLeft',
  'paddingRight',
  'opacity',
  'cursor',
  'whiteSpace',
  'transform',
  'boxShadow',
  'outlineStyle',
] as const

type Look = Record<(typeof STYLES)[number], string> & { width: number; height: number }

function look(button: HTMLElement): Look {
  const style = getComputedStyle(button)
  const box = button.getBoundingClientRect()
  const styles = Object.fromEntries(STYLES.map((name) => [name, style[name]]))
  return {
    ...(styles as Record<(typeof STYLES)[number], string>),
    width: box.width,
    height: box.height,
  }
}

type Pair = { ours: HTMLButtonElement; theirs: HTMLButtonElement; kwButton: KwButton }

/** Our button and a kw-button with the same label, each in a row of its own. */
async function mountPair(
  mode: ThemeMode,
  size: 's' | 'm' | 'l',
  options: { client?: boolean; busy?: boolean } = {},
): Promise<Pair> {
  const fixture = themedFixture(mode)
  const connectButton = document.createElement('kw-connect-button')
  connectButton.size = size
  const kwButton = document.createElement('kw-button')
  Object.assign(kwButton, { variant: 'main', size, disabled: options.client === false })
  kwButton.textContent = 'Connect Wallet'
  if (options.client !== false) {
    const setup = createTestClient()
    setTheme(setup.client, { themeMode: mode })
    if (options.busy) {
      setup.evm.connect = () => new Promise(() => undefined)
      void connect(setup.client, { connectorId: 'io.metamask' })
      kwButton.loading = true
      kwButton.textContent = 'Connecting…'
    }
    connectButton.client = setup.client
  }
  for (const element of [connectButton, kwButton]) {
    const row = document.createElement('div')
    row.style.height = '64px'
    row.append(element)
    fixture.append(row)
  }
  await connectButton.updateComplete
  await kwButton.updateComplete
  return {
    ours: connectButton.shadowRoot?.querySelector('button') as HTMLButtonElement,
    theirs: kwButton.shadowRoot?.querySelector('button') as HTMLButtonElement,
    kwButton,
  }
}

/** Parks the real pointer away from both buttons. */
async function pointerAway() {
  const elsewhere = document.createElement('p')
  elsewhere.textContent = 'Elsewhere'
  themedFixture('light').append(elsewhere)
  await userEvent.hover(elsewhere)
}

describe('kw-connect-button looks like kw-button (variant main)', () => {
  describe.each(THEME_MODES)('in %s mode', (mode) => {
    it.each(SIZES)('size %s: same box and styles, idle and without a client', async (size) => {
      await pointerAway()
      const idle = await mountPair(mode, size)
      expect(look(idle.ours)).toEqual(look(idle.theirs))
      const disabled = await mountPair(mode, size, { client: false })
      expect(look(disabled.ours)).toEqual(look(disabled.theirs))
    })

    it.each(SIZES)('size %s: the same pixels when idle, drawn at the same place', async (size) => {
      await pointerAway()
      const setup = createTestClient()
      setTheme(setup.client, { themeMode: mode })
      const connectButton = document.createElement('kw-connect-button')
      connectButton.size = size
      connectButton.client = setup.client
      const kwButton = document.createElement('kw-button')
      Object.assign(kwButton, { variant: 'main', size })
      kwButton.textContent = 'Connect Wallet'
      // The test page is scaled: two places a few pixels apart can round differently.
      const row = document.createElement('div')
      themedFixture(mode).append(row)
      row.append(connectButton)
      await connectButton.updateComplete
      const ours = await page.screenshot({
        element: connectButton.shadowRoot?.querySelector('button') as HTMLElement,
        save: false,
      })
      row.replaceChildren(kwButton)
      await kwButton.updateComplete
      const theirs = await page.screenshot({
        element: kwButton.shadowRoot?.querySelector('button') as HTMLElement,
        save: false,
      })
      expect(ours === theirs, 'the two screenshots differ').toBe(true)
    })
  })

  it.each(SIZES)('size %s: the same box and fill while busy', async (size) => {
    await pointerAway()
    const { ours, theirs } = await mountPair('light', size, { busy: true })
    await expect.poll(() => ours.getAttribute('aria-busy')).toBe('true')
    const { boxShadow: _a, ...busyOurs } = look(ours)
    const { boxShadow: _b, ...busyTheirs } = look(theirs)
    expect(busyOurs).toEqual(busyTheirs)
  })

  it.each(['flex', 'block'])(
    'takes the room the Lit one took (an inline host around kw-button) in a %s container',
    async (display) => {
      await pointerAway()
      const { client } = createTestClient()
      const fixture = themedFixture('light')
      const row = (child: HTMLElement) => {
        const container = document.createElement('div')
        Object.assign(container.style, { display, alignItems: 'center', fontSize: '16px' })
        container.append('Text ', child, ' more')
        fixture.append(container)
        return container
      }
      const connectButton = document.createElement('kw-connect-button')
      connectButton.client = client
      const ours = row(connectButton)
      const host = document.createElement('span')
      const kwButton = document.createElement('kw-button')
      kwButton.textContent = 'Connect Wallet'
      host.append(kwButton)
      const theirs = row(host)
      await connectButton.updateComplete
      await kwButton.updateComplete
      const box = (element: Element) => {
        const { width, height } = element.getBoundingClientRect()
        return { width, height }
      }
      expect(box(connectButton)).toEqual(box(host))
      expect(box(ours)).toEqual(box(theirs))
    },
  )

  it('the same hover colour', async () => {
    await pointerAway()
    const { ours, theirs } = await mountPair('light', 'm')
    await userEvent.hover(ours)
    const hoveredOurs = look(ours)
    await userEvent.hover(theirs)
    expect(hoveredOurs).toEqual(look(theirs))
    expect(hoveredOurs.backgroundColor).not.toBe(look(ours).backgroundColor)
  })

  it('the same focus ring from the keyboard', async () => {
    await pointerAway()
    const { ours, theirs } = await mountPair('dark', 'm')
    const before = document.createElement('button')
    before.textContent = 'Before'
    document.body.prepend(before)
    before.focus()
    await userEvent.tab()
    const focusedOurs = look(ours)
    await userEvent.tab()
    expect(focusedOurs.boxShadow).not.toBe('none')
    expect(focusedOurs).toEqual(look(theirs))
    before.remove()
  })
})
