import { afterEach, describe, expect, it } from 'vitest'
import {
  create,
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
  themedFixture,
} from '../../testing/a11y.test-helpers.js'
import type { TextColor, TextVariant } from './text.component.js'
import './text.js'

afterEach(removeFixtures)

const variants: TextVariant[] = [
  'large-title',
  'title',
  'paragraph',
  'body',
  'small',
  'micro',
  'mono',
]
const colors: TextColor[] = ['primary', 'secondary', 'tertiary', 'accent', 'error', 'success']

describe('kw-text', () => {
  it('with a level it is a heading of that level', async () => {
    const text = await mountThemed(
      create('kw-text', { level: 2, variant: 'title' }, 'Connect'),
      'light',
    )
    expect(text.getAttribute('role')).toBe('heading')
    expect(text.getAttribute('aria-level')).toBe('2')
    text.level = undefined
    await text.updateComplete
    expect(text.hasAttribute('role')).toBe(false)
  })

  it('titles are larger than body text, and mono uses the monospace stack', async () => {
    const title = await mountThemed(create('kw-text', { variant: 'large-title' }, 'Title'), 'light')
    const body = await mountThemed(create('kw-text', { variant: 'body' }, 'Body'), 'light')
    const mono = await mountThemed(create('kw-text', { variant: 'mono' }, '0x12'), 'light')
    expect(Number.parseFloat(getComputedStyle(title).fontSize)).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(body).fontSize),
    )
    expect(getComputedStyle(mono).fontFamily).toMatch(/mono/i)
  })

  it('truncate keeps a long text on one line, ending in an ellipsis', async () => {
    const text = await mountThemed(
      create('kw-text', { truncate: true }, 'alice-has-a-very-long-ens-name.eth '.repeat(5)),
      'light',
    )
    expect(getComputedStyle(text).textOverflow).toBe('ellipsis')
    expect(text.scrollWidth).toBeGreaterThan(text.clientWidth)
    expect(text.getBoundingClientRect().height).toBeLessThan(30)
  })

  it.each(THEME_MODES)(
    'every variant and colour has no axe violations in %s mode',
    async (mode) => {
      const fixture = themedFixture(mode)
      for (const variant of variants)
        fixture.append(create('kw-text', { variant }, `${variant} text`))
      for (const color of colors) fixture.append(create('kw-text', { color }, `${color} text`))
      fixture.append(create('kw-text', { level: 2, variant: 'title' }, 'A heading'))
      await expectNoAxeViolations(fixture)
    },
  )
})
