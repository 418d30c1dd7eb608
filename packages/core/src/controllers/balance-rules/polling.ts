/**
 * When the balances are polled: while the modal is open and the page is visible, never in
 * a background tab (it costs no requests there). The page's visibility is followed only
 * while the modal is open. Whether a tick reaches the network is the cache window's call.
 */
export type PollingParameters = { modalOpen: boolean; pageHidden: boolean }

/** Whether polling runs now. */
export function isPollingActive(parameters: PollingParameters): boolean {
  return parameters.modalOpen && !parameters.pageHidden
}

/** Whether the page's visibility needs following (only while the modal is open). */
export function followsVisibility(parameters: Pick<PollingParameters, 'modalOpen'>): boolean {
  return parameters.modalOpen
}
