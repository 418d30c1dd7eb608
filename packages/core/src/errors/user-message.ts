import { BaseError } from './base.js'
import { UI_MESSAGES } from './messages.js'

/**
 * The one rule for the text an end user sees for a failure (docs/errors.md): the short message of
 * one of Keyway's own errors, else a plain sentence. A library's own text (viem's dump with
 * the RPC URL, request body and `Version: viem@…`; a SyntaxError's "JSON at position") is
 * never shown: it stays in the error, for the console and for developers.
 */
export function toUserMessage(
  error: unknown,
  fallback: string = UI_MESSAGES.somethingWentWrong,
): string {
  return error instanceof BaseError ? error.shortMessage : fallback
}
