import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  create,
  expectDisabledIsInert,
  expectFocusRing,
  expectNoAxeViolations,
  mountThemed,
  removeFixtures,
  THEME_MODES,
  themedFixture,
} from '../../testing/a11y.test-helpers.js'
import './wallet-item.js'

afterEach(removeFixtures)

describe('kw-wallet-item', () => {
  it('is chosen by keyboard: Tab with a ring, Enter and Space activate it', async () => {
    const item = await mountThemed(
      create('kw-wallet-item', { name: 'MetaMask', tag: 'Installed' }),
      'light',
    )
    let clicks = 0
    item.addEventListener('click', () => clicks++)
    await userEvent.tab()
    expectFocusRing(item)
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(clicks).toBe(2)
  })

  it('is named by the wallet and its tag', async () => {
    const item = await mountThemed(
      create('kw-wallet-item', { name: 'MetaMask', tag: 'Installed' }),
      'light',
    )
    const text = item.shadowRoot?.querySelector('button')?.textContent?.replace(/\s+/g, ' ').trim()
    expect(text).toBe('MetaMask Installed')
  })

  it('when disabled, a click does nothing and Tab skips it', async () => {
    await expectDisabledIsInert(
      create('kw-wallet-item', { name: 'Rainbow', disabled: true }),
      create('kw-wallet-item', { name: 'Trust Wallet' }),
    )
  })

  it('while loading it is busy with a spinner', async () => {
    const item = await mountThemed(
      create('kw-wallet-item', { name: 'Rainbow', loading: true }),
      'light',
    )
    expect(item.shadowRoot?.querySelector('button')?.getAttribute('aria-busy')).toBe('true')
    expect(item.shadowRoot?.querySelector('kw-spinner')).not.toBeNull()
  })

  it('a long name ends in an ellipsis and the tag stays inside the row', async () => {
    const item = await mountThemed(
      create('kw-wallet-item', {
        name: 'The Wallet With An Extremely Long Name '.repeat(3),
        tag: 'Recent',
      }),
      'light',
    )
    const row = item.shadowRoot?.querySelector('.row') as HTMLElement
    const chip = item.shadowRoot?.querySelector('.tag') as HTMLElement
    expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth)
    expect(chip.getBoundingClientRect().right).toBeLessThanOrEqual(
      row.getBoundingClientRect().right,
    )
  })

  it.each(THEME_MODES)('every state has no axe violations in %s mode', async (mode) => {
    const fixture = themedFixture(mode)
    fixture.append(
      create('kw-wallet-item', { name: 'MetaMask', tag: 'Installed', tagVariant: 'success' }),
    )
    fixture.append(
      create('kw-wallet-item', { name: 'WalletConnect', tag: 'QR code', tagVariant: 'accent' }),
    )
    fixture.append(create('kw-wallet-item', { name: 'Rainbow', disabled: true }))
    fixture.append(create('kw-wallet-item', { name: 'Trust Wallet', loading: true }))
    await expectNoAxeViolations(fixture)
  })
})
