import { createMemoryStorage } from '@keyway/core'
import { describe, expect, it, vi } from 'vitest'
import { mountKeyway } from './mount.js'
import { createTestClient } from './views/shared/test-client.test-helpers.js'

describe('mountKeyway', () => {
  it('adds a kw-modal with the client to the container, initializes the client and unmounts', async () => {
    // A returning visitor: the page's storage names the connector of the last visit.
    const storage = createMemoryStorage()
    storage.setItem('@keyway/connectedConnectorIds', JSON.stringify({ eip155: 'io.metamask' }))
    const { client, evm } = createTestClient({ storage })
    const container = document.createElement('div')
    document.body.append(container)
    const { modal, initialized, unmount } = mountKeyway(client, { container })
    expect(modal.parentElement).toBe(container)
    expect(modal.client).toBe(client)
    await initialized
    // docs/connection.md#reconnecting-on-page-load: initialize restores the saved connection (a reconnect of the saved connector).
    expect(evm.calls.reconnect[0]?.connectorId).toBe('io.metamask')
    unmount()
    expect(container.querySelector('kw-modal')).toBeNull()
    container.remove()
  })

  it("asks the configuration service at the visitor's intent, not at mount (docs/services.md#when-the-configuration-service-is-asked)", async () => {
    const { client, requests } = createTestClient()
    const configRequests = () => requests.filter((url) => url.pathname === '/appkit/v1/config')
    const button = document.createElement('kw-connect-button')
    document.body.append(button)
    const { initialized, unmount } = mountKeyway(client)
    await initialized
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(configRequests()).toHaveLength(0)
    // The pointer crosses the wallet button: the remote features are asked for then.
    button.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }))
    await vi.waitFor(() => expect(configRequests()).toHaveLength(1))
    unmount()
    button.remove()
  })

  it('applies the locale option to the modal', async () => {
    const { client } = createTestClient()
    const { modal, unmount } = mountKeyway(client, { locale: 'de' })
    await modal.updateComplete
    // The German table loads lazily; the modal asked for it on its first update.
    await vi.waitFor(() => expect(modal.i18n.state.locale).toBe('de'))
    expect(modal.i18n.t('modal.close')).toBe('Schließen')
    unmount()
  })
})
