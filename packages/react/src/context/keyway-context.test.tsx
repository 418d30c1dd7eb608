import { Component, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { useKeyway } from '../hooks/use-keyway.js'
import { render } from '../testing/render.js'

/** Catches what a child throws while rendering and renders nothing instead. */
class Boundary extends Component<{ children: ReactNode }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

function UsesKeyway() {
  useKeyway()
  return null
}

describe('useKeywayClient', () => {
  it('throws KeywayProviderNotFoundError when a hook runs outside <KeywayProvider>', async () => {
    const caught: unknown[] = []
    await render(
      <Boundary>
        <UsesKeyway />
      </Boundary>,
      { onCaughtError: (error) => caught.push(error) },
    )
    expect(caught).toEqual([
      expect.objectContaining({
        name: 'KeywayProviderNotFoundError',
        shortMessage: 'Keyway hooks must be used inside <KeywayProvider>',
      }),
    ])
  })
})
