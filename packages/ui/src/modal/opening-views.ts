/**
 * The views `open()` shows by default: Connect while disconnected, Account once connected.
 * kw-modal fetches the opening view's module beside the dialog's, so a cold click waits for
 * one round of fetches. Only these two are in the first load; the table of every view
 * (view-loaders.ts) arrives with the dialog, and a modal opened on another view fetches it
 * from there.
 */
import type { RouterView } from '@keyway/core'
import type { ViewEntry } from './view-entry.js'

export const CONNECT_VIEW: ViewEntry = {
  tag: 'kw-connect-view',
  load: () => import('../views/connect/connect-view.js'),
}

export const ACCOUNT_VIEW: ViewEntry = {
  tag: 'kw-account-view',
  load: () => import('../views/account/account-view.js'),
}

/** Starts loading the opening view's module; other views load with the dialog. */
export function loadOpeningView(view: RouterView): Promise<unknown> | undefined {
  if (view === 'Connect') return CONNECT_VIEW.load()
  if (view === 'Account') return ACCOUNT_VIEW.load()
  return undefined
}
