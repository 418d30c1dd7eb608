/**
 * Test-only: renders React trees and hooks into happy-dom with react-dom/client, inside
 * `act` so every state update has been applied when a call returns.
 */
import type { KeywayClient } from '@keyway/core'
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { KeywayContext } from '../context/keyway-context.js'

// React only flushes effects inside act() when the environment says it is a test.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export type Rendered = {
  container: HTMLElement
  rerender: (node: ReactNode) => Promise<void>
  unmount: () => Promise<void>
}

export type RenderOptions = {
  /** Receives errors an error boundary caught (React logs them to the console otherwise). */
  onCaughtError?: (error: unknown) => void
}

export async function render(node: ReactNode, options: RenderOptions = {}): Promise<Rendered> {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(
    container,
    options.onCaughtError ? { onCaughtError: options.onCaughtError } : {},
  )
  await act(async () => root.render(node))
  return {
    container,
    rerender: async (next) => {
      await act(async () => root.render(next))
    },
    unmount: async () => {
      await act(async () => root.unmount())
      container.remove()
    },
  }
}

export type RenderedHook<T> = {
  /** The hook's return value of the latest render. */
  current: () => T
  /** Renders counted so far (to check that unrelated state does not re-render). */
  renders: () => number
  unmount: () => Promise<void>
}

function HookProbe<T>(props: { hook: () => T; onRender: (result: T) => void }): null {
  props.onRender(props.hook())
  return null
}

/** Renders `hook` in a component under a context that provides `client`. */
export async function renderHook<T>(client: KeywayClient, hook: () => T): Promise<RenderedHook<T>> {
  const results: T[] = []
  const rendered = await render(
    <KeywayContext.Provider value={client}>
      <HookProbe hook={hook} onRender={(result) => results.push(result)} />
    </KeywayContext.Provider>,
  )
  return {
    current: () => {
      const last = results.at(-1)
      if (last === undefined && results.length === 0) throw new Error('hook did not render')
      return last as T
    },
    renders: () => results.length,
    unmount: rendered.unmount,
  }
}

/** Runs `action` inside act and waits for what it starts (promises, state updates). */
export async function actAsync<T>(action: () => T | Promise<T>): Promise<T> {
  let result: T | undefined
  await act(async () => {
    result = await action()
  })
  return result as T
}

/**
 * Lets timers and lookups run inside act until `done` holds, so a test waits for what it
 * expects rather than for a fixed time a loaded machine may overrun. Rejects after
 * `timeoutMs` with the last state unchanged, and the test's own assertion then says why.
 */
export async function actUntil(done: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!done() && Date.now() < deadline) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
    })
  }
}
