/**
 * Asks the element's ancestors for a value through the context protocol that `@lit/context`
 * providers answer (`kw-modal` provides its client and translations this way), without
 * loading `@lit/context`: a `context-request` event that bubbles out of shadow roots, with
 * the context's key and a callback. The keys are the strings of state/contexts.ts (a test
 * checks they match). Returns a function that stops the provider's updates.
 */
export const CLIENT_CONTEXT_KEY = 'keyway-client'
export const I18N_CONTEXT_KEY = 'keyway-i18n'

export function requestContext<T>(
  host: HTMLElement,
  context: string,
  receive: (value: T) => void,
): () => void {
  let stop: (() => void) | undefined
  const callback = (value: T, unsubscribe?: () => void) => {
    // Another unsubscribe means another provider answered: leave the previous one.
    if (stop && stop !== unsubscribe) stop()
    stop = unsubscribe
    receive(value)
  }
  const event = Object.assign(new Event('context-request', { bubbles: true, composed: true }), {
    context,
    contextTarget: host,
    callback,
    subscribe: true,
  })
  host.dispatchEvent(event)
  return () => {
    stop?.()
    stop = undefined
  }
}
