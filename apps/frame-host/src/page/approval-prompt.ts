/**
 * What the approval card (approval-card.ts) and its popup fallback (approval-popup.ts) are
 * asked to show; its own file so the two name it without importing each other.
 */
import type { ApprovalSummary } from './approval-summary.js'

export type ApprovalPrompt = {
  summary: ApprovalSummary
  /** The page that asks, from the handshake (not from anything the page claims). */
  origin: string
  /** The app's name from syncDappData: shown after the origin, labelled as its own claim. */
  appName?: string | undefined
}
