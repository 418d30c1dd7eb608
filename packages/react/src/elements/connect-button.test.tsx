import { connect } from '@keyway/core'
import type { KwConnectButton } from '@keyway/ui'
import { act, createRef } from 'react'
import { describe, expect, it } from 'vitest'
import { KeywayContext } from '../context/keyway-context.js'
import { ConnectButtonCustom } from '../custom/connect-button-custom.js'
import { innerButton, settled, shadowText } from '../testing/lit.js'
import { actAsync, render } from '../testing/render.js'
import { createTestClient } from '../testing/test-client.js'
import { ConnectButton } from './connect-button.js'

describe('ConnectButton', () => {
  it('renders kw-connect-button with the client of the provider', async () => {
    const { client } = createTestClient()
    const view = await render(
      <KeywayContext.Provider value={client}>
        <ConnectButton />
      </KeywayContext.Provider>,
    )
    const element = view.container.querySelector('kw-connect-button')
    expect(element?.client).toBe(client)
  })

  it('uses a client passed as a prop over the provider one', async () => {
    const { client } = createTestClient()
    const other = createTestClient().client
    const view = await render(
      <KeywayContext.Provider value={client}>
        <ConnectButton client={other} />
      </KeywayContext.Provider>,
    )
    expect(view.container.querySelector('kw-connect-button')?.client).toBe(other)
  })

  it('leaves a client the element found by itself alone when there is no provider', async () => {
    const { client } = createTestClient()
    // Stands for the element picking up the mounted modal's client on connect.
    const found = (element: KwConnectButton | null) => {
      if (element && !element.client) element.client = client
    }
    const view = await render(<ConnectButton ref={found} />)
    await actAsync(() => Promise.resolve())
    expect(view.container.querySelector('kw-connect-button')?.client).toBe(client)
  })

  it('sets element properties from props, and the element shows them', async () => {
    const { client } = createTestClient()
    const view = await render(
      <KeywayContext.Provider value={client}>
        <ConnectButton label="Sign in with a wallet" connectOnly />
      </KeywayContext.Provider>,
    )
    const element = await settled(view.container.querySelector('kw-connect-button'))
    expect((element as KwConnectButton).connectOnly).toBe(true)
    expect(shadowText(element)).toContain('Sign in with a wallet')
  })

  it('opens the modal on Connect when clicked', async () => {
    const { client } = createTestClient()
    const view = await render(
      <KeywayContext.Provider value={client}>
        <ConnectButton />
      </KeywayContext.Provider>,
    )
    const element = await settled(view.container.querySelector('kw-connect-button'))
    act(() => innerButton(element)?.click())
    expect(client.state.modal.open).toBe(true)
    expect(client.state.router.view).toBe('Connect')
  })

  it('shows the connected account once a wallet connects', async () => {
    const { client } = createTestClient()
    const view = await render(
      <KeywayContext.Provider value={client}>
        <ConnectButton />
      </KeywayContext.Provider>,
    )
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    const element = await settled(view.container.querySelector('kw-connect-button'))
    await settled(element.shadowRoot?.querySelector('kw-account-button') ?? null)
    expect(shadowText(element)).toContain('0x11...111111')
  })

  it('forwards its ref to the element', async () => {
    const { client } = createTestClient()
    const ref = createRef<KwConnectButton>()
    const view = await render(
      <KeywayContext.Provider value={client}>
        <ConnectButton ref={ref} />
      </KeywayContext.Provider>,
    )
    expect(ref.current).toBe(view.container.querySelector('kw-connect-button'))
  })

  it('sets its props as element properties, never attributes, and unsets a prop that is gone', async () => {
    const { client } = createTestClient()
    const view = await render(
      <KeywayContext.Provider value={client}>
        <ConnectButton label="Sign in" loadingLabel="Signing in…" size="l" connectOnly />
      </KeywayContext.Provider>,
    )
    const element = (await settled(
      view.container.querySelector('kw-connect-button'),
    )) as KwConnectButton
    expect([element.label, element.loadingLabel, element.size, element.connectOnly]).toEqual([
      'Sign in',
      'Signing in…',
      'l',
      true,
    ])
    // Only what the element sets itself (its reflected size, its theme inline); none by React.
    expect(element.getAttributeNames().sort()).toEqual(['size', 'style'])
    await view.rerender(
      <KeywayContext.Provider value={client}>
        <ConnectButton size="s" />
      </KeywayContext.Provider>,
    )
    await settled(element)
    expect([element.label, element.loadingLabel, element.size, element.connectOnly]).toEqual([
      '',
      '',
      's',
      false,
    ])
    expect(shadowText(element)).toBe('Connect Wallet')
  })

  it('passes its other props to the element: class, id, data and aria attributes, event handlers', async () => {
    const { client } = createTestClient()
    const clicks: string[] = []
    const view = await render(
      <KeywayContext.Provider value={client}>
        <ConnectButton
          className="header-button"
          id="connect"
          data-testid="connect"
          aria-describedby="hint"
          onClick={(event) => clicks.push(event.type)}
        />
      </KeywayContext.Provider>,
    )
    const element = await settled(view.container.querySelector('kw-connect-button'))
    expect(element.getAttribute('class')).toBe('header-button')
    expect(element.id).toBe('connect')
    expect(element.dataset.testid).toBe('connect')
    expect(element.getAttribute('aria-describedby')).toBe('hint')
    // On the host: happy-dom does not retarget an event that leaves a shadow root.
    act(() => {
      element.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    })
    expect(clicks).toEqual(['click'])
  })

  it('has the render-prop form as ConnectButton.Custom', () => {
    expect(ConnectButton.Custom).toBe(ConnectButtonCustom)
  })
})
