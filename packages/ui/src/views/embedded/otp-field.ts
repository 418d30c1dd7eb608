/**
 * The one-time-code field the embedded wallet's code views share (EmailVerifyOtp, and the
 * two codes of the email update): its look and how typed, pasted or autofilled text becomes
 * the code.
 */
import { css } from 'lit'

/** The frame's codes have six digits. */
export const OTP_LENGTH = 6

/**
 * The code in the field's text: a pasted or autofilled code may carry spaces or dashes, and
 * only its digits count (so the field has no maxlength, which would cut '123 456' to
 * '123 45'). The field is rewritten to the digits, so what it shows is what is sent.
 */
export function readOtpDigits(input: HTMLInputElement): string {
  const digits = input.value.replace(/\D/g, '').slice(0, OTP_LENGTH)
  if (input.value !== digits) input.value = digits
  return digits
}

export const otpFieldStyles = css`
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
