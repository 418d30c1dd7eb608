/**
 * The views `open()` shows by default: Connect while disconnected, Account once connected.
 * Connect is part of the dialog's own module (modal-dialog.ts imports it), so opening on it
 * waits for that one module and its imports, fetched in parallel. Account is a chunk of its
 * own that kw-modal fetches beside the dialog's (through account-opening.ts, a small chunk
 * that holds its import), so opening on it waits for that small chunk, then the view's.
 * The table of every view (view-loaders.ts) arrives with the dialog.
 */
import type { RouterView } from '@keyway/core'
import type { ViewEntry } from './view-entry.js'

export const ACCOUNT_VIEW: ViewEntry = {
  tag: 'kw-account-view',
  // Through a small chunk (account-opening.ts): the list of the view's files stays out of
  // the first download; opening on Account waits for it beside the dialog's chunk.
  load: () => import('./account-opening.js').then(({ loadAccountView }) => loadAccountView()),
}

/**
 * Starts loading the opening view's module when it is not in the dialog's: Account (Connect
 * comes with the dialog).
 */
export function loadOpeningView(view: RouterView): Promise<unknown> | undefined {
  if (view === 'Account') return ACCOUNT_VIEW.load()
  return undefined
}
