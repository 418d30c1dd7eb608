/**
 * What the email-update views share: the embedded wallet's account controller of the client,
 * and the code field's look (the one EmailVerifyOtp shows for a login code).
 */
import type { KeywayClient } from '@keyway/core'
import { css } from 'lit'
import { embeddedWalletOf } from './embedded-shared.js'

/** The email update and account-type switch of the loaded embedded wallet. */
export function embeddedAccountOf(client: KeywayClient) {
  return embeddedWalletOf(client).account
}

export const codeFieldStyles = css`
  .code {
    width: 100%;
    max-width: 240px;
    padding: var(--kw-spacing-3);
    border: 1px solid var(--kw-color-border);
    border-radius: var(--kw-radius-m);
    background: var(--kw-color-bg-input);
    color: var(--kw-color-fg-primary);
    font: inherit;
    font-size: var(--kw-font-size-large);
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.5em;
    text-align: center;
  }
  .code:focus-visible {
    outline: 2px solid var(--kw-color-accent);
    outline-offset: 2px;
  }
  .code[aria-invalid='true'] {
    border-color: var(--kw-color-error);
  }
  label {
    font-size: var(--kw-font-size-small);
    color: var(--kw-color-fg-secondary);
  }
`
