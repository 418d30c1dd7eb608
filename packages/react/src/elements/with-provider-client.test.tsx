import { describe, expect, it } from 'vitest'
import { KeywayContext } from '../context/keyway-context.js'
import { render } from '../testing/render.js'
import { createTestClient } from '../testing/test-client.js'
import { NetworkButton } from './network-button.js'

describe('withProviderClient', () => {
  it('gives the element the client of the provider', async () => {
    const { client } = createTestClient()
    const view = await render(
      <KeywayContext.Provider value={client}>
        <NetworkButton />
      </KeywayContext.Provider>,
    )
    expect(view.container.querySelector('kw-network-button')?.client).toBe(client)
  })

  it('leaves a client the element found by itself alone when there is no provider', async () => {
    const { client } = createTestClient()
    // Stands for the element picking up the mounted modal's client on connect.
    const found = (element: HTMLElement | null) => {
      if (element && !(element as { client?: unknown }).client) {
        ;(element as { client?: unknown }).client = client
      }
    }
    const view = await render(<NetworkButton ref={found} />)
    expect(view.container.querySelector('kw-network-button')?.client).toBe(client)
  })
})
