// What React renders between the app and the connect button: each component is work React
// does on every render, and with the page's other components it decides how much of React
// the browser compiles beyond bytecode, which the heap after opening counts
// (docs/first-load.md#the-heap-after-opening).
import { describe, expect, it } from 'vitest'
import { KeywayProvider } from '../provider/keyway-provider.js'
import { render } from '../testing/render.js'
import { createTestClient } from '../testing/test-client.js'
import { ConnectButton } from './connect-button.js'

type Fiber = { type: unknown; return: Fiber | null }

/** The names of the components (not the host elements) above a rendered element. */
function componentsAbove(element: Element): string[] {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'))
  if (!key) throw new Error('not rendered by React')
  const names: string[] = []
  for (let fiber = (element as unknown as Record<string, Fiber>)[key]?.return; fiber; ) {
    const type = fiber.type as
      | { displayName?: string; name?: string; render?: { name: string } }
      | null
      | string
    if (typeof type === 'function' || (type !== null && typeof type === 'object')) {
      names.push(type.displayName ?? type.render?.name ?? type.name ?? '?')
    }
    fiber = fiber.return
  }
  return names
}

describe('the components around ConnectButton', () => {
  it('are the button, the context and the provider: one each', async () => {
    const { client } = createTestClient()
    const view = await render(
      <KeywayProvider client={client}>
        <ConnectButton />
      </KeywayProvider>,
    )
    const element = view.container.querySelector('kw-connect-button')
    if (!element) throw new Error('no kw-connect-button')
    expect(element.client).toBe(client)
    expect(componentsAbove(element)).toEqual(['ConnectButton', 'KeywayContext', 'KeywayProvider'])
    await view.unmount()
  })
})
