import { connect } from '@keyway/core'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { KeywayContext } from '../context/keyway-context.js'
import { innerButton, settled, shadowText } from '../testing/lit.js'
import { actAsync, render } from '../testing/render.js'
import { createTestClient } from '../testing/test-client.js'
import { NetworkButton } from './network-button.js'

describe('NetworkButton', () => {
  it('shows the active network and opens SwitchNetwork when clicked', async () => {
    const { client } = createTestClient()
    const view = await render(
      <KeywayContext.Provider value={client}>
        <NetworkButton />
      </KeywayContext.Provider>,
    )
    const element = await settled(view.container.querySelector('kw-network-button'))
    expect(shadowText(element)).toContain('Ethereum')
    act(() => innerButton(element)?.click())
    expect(client.state.router.view).toBe('SwitchNetwork')
  })

  it("shows 'Unknown Network' when the wallet moves to a network not configured", async () => {
    const { client, adapter } = createTestClient()
    const view = await render(
      <KeywayContext.Provider value={client}>
        <NetworkButton />
      </KeywayContext.Provider>,
    )
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    await actAsync(() =>
      adapter.emit('chainChanged', { connectorId: 'eip155-injected', chainId: 10 }),
    )
    const element = await settled(view.container.querySelector('kw-network-button'))
    expect(shadowText(element)).toContain('Unknown Network')
  })
})
