import { connect } from '@keyway/core'
import type { CSSResult } from 'lit'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestClient, settle } from '../../views/shared/test-client.test-helpers.js'
import '../../views/account/account-view.js'
import './account-button.js'
import { KwAccountButton } from './account-button.component.js'

let added: HTMLElement[] = []
afterEach(() => {
  for (const element of added) element.remove()
  added = []
})

async function mountConnected() {
  const setup = createTestClient()
  await connect(setup.client, { connectorId: 'io.metamask' })
  // Counts the adapter's balance calls (each is one eth_getBalance on a real chain).
  const getBalance = setup.evm.getBalance.bind(setup.evm)
  const calls: unknown[] = []
  let fail = false
  setup.evm.getBalance = async (parameters) => {
    calls.push(parameters)
    if (fail)
      throw new Error('HTTP request failed.\n\nURL: http://127.0.0.1:8545\n\nVersion: viem@2.38.0')
    return getBalance(parameters)
  }
  return {
    ...setup,
    calls,
    failBalance: (value: boolean) => {
      fail = value
    },
  }
}

function add<T extends HTMLElement>(element: T): T {
  document.body.append(element)
  added.push(element)
  return element
}

describe('kw-account-button balance', () => {
  it('the account button and the Account view together ask for the balance once', async () => {
    const { client, calls } = await mountConnected()
    const button = add(document.createElement('kw-account-button'))
    button.client = client
    const view = add(document.createElement('kw-account-view'))
    view.client = client
    await settle(8)
    expect(calls).toHaveLength(1)
    expect(button.shadowRoot?.querySelector('kw-balance')?.getAttribute('amount')).toBe('1.23456')
  })

  it('shows a balance that could not be refreshed as out of date, never as current', async () => {
    const { client, failBalance } = await mountConnected()
    const button = add(document.createElement('kw-account-button'))
    button.client = client
    await settle(8)
    failBalance(true)
    // A refresh past the cache window (spec §9), as the modal's poll makes.
    await client._internal.balance.fetchNativeBalance({ force: true }).catch(() => undefined)
    await settle()
    const stale = button.shadowRoot?.querySelector('.stale')
    expect(stale?.querySelector('kw-balance')?.getAttribute('amount')).toBe('1.23456')
    expect(stale?.getAttribute('title')).toBe(
      'The balance could not be refreshed. This is the last amount known.',
    )
    // Part of the button's name (its content), so a screen reader hears it too.
    expect(stale?.querySelector('.visually-hidden')?.textContent).toBe('(out of date)')
    expect(button.shadowRoot?.textContent).not.toMatch(/viem|127\.0\.0\.1/)

    failBalance(false)
    // A refresh the visitor asks for (spec §4: within 30 s of the failure nothing else asks).
    await client._internal.balance.fetchNativeBalance({ force: true })
    await settle()
    expect(button.shadowRoot?.querySelector('.stale')).toBeNull()
    expect(button.shadowRoot?.querySelector('kw-balance')?.getAttribute('amount')).toBe('1.23456')
  })
})

describe('kw-account-button names', () => {
  const longName = 'an-extraordinarily-long-name-registered-for-this-account.eth'

  it('a long ENS / SNS name ends in an ellipsis and keeps the whole name as the title', async () => {
    const { client } = await mountConnected()
    const button = add(document.createElement('kw-account-button'))
    button.client = client
    client._internal.account.setProfile('eip155', { name: longName, image: null })
    await settle(8)
    const label = button.shadowRoot?.querySelector('.label')
    expect(label?.textContent).toBe(longName)
    expect(label?.getAttribute('title')).toBe(longName)
    const css = KwAccountButton.elementStyles.map((s) => (s as CSSResult).cssText).join('\n')
    expect(css).toMatch(/\.label\s*{[^}]*max-width:[^}]*text-overflow:\s*ellipsis/)
  })

  it('the truncated address keeps the whole address as the title', async () => {
    const { client } = await mountConnected()
    const button = add(document.createElement('kw-account-button'))
    button.client = client
    await settle(8)
    const label = button.shadowRoot?.querySelector('.label')
    expect(label?.textContent).toBe('0x11...111111')
    expect(label?.getAttribute('title')).toBe('0x1111111111111111111111111111111111111111')
  })
})
