import { connect } from '@keyway/core'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { KeywayContext } from '../context/keyway-context.js'
import { innerButton, settled, shadowText } from '../testing/lit.js'
import { actAsync, render } from '../testing/render.js'
import { createTestClient, TEST_ADDRESS } from '../testing/test-client.js'
import { AccountButton } from './account-button.js'

describe('AccountButton', () => {
  it('shows nothing while no wallet is connected', async () => {
    const { client } = createTestClient()
    const view = await render(
      <KeywayContext.Provider value={client}>
        <AccountButton />
      </KeywayContext.Provider>,
    )
    expect(view.container.querySelector('kw-account-button')?.client).toBe(client)
    const element = await settled(view.container.querySelector('kw-account-button'))
    expect(innerButton(element)).toBeUndefined()
  })

  it('shows the address truncated 4 + 6 and opens Account when clicked', async () => {
    const { client } = createTestClient({ balances: { [TEST_ADDRESS]: '1.5' } })
    const view = await render(
      <KeywayContext.Provider value={client}>
        <AccountButton hideBalance />
      </KeywayContext.Provider>,
    )
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    const element = await settled(view.container.querySelector('kw-account-button'))
    expect(shadowText(element)).toContain('0x11...111111')
    act(() => innerButton(element)?.click())
    expect(client.state.router.view).toBe('Account')
  })
})
