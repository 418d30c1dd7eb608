import { css } from 'lit'

/** The row that stands where "All wallets" would be when the catalogue did not load. */
export const connectViewStyles = css`
  .catalogue-error {
    display: flex;
    align-items: center;
    gap: var(--kw-spacing-3);
    min-height: var(--kw-size-list-item);
    padding: var(--kw-spacing-2) var(--kw-spacing-2) var(--kw-spacing-2) var(--kw-spacing-3);
    border-radius: var(--kw-radius-l);
    background: var(--kw-color-bg-surface-raised);
    color: var(--kw-color-fg-primary);
    font-size: var(--kw-font-size-small);
    font-weight: var(--kw-font-weight-semibold);
    line-height: var(--kw-line-height-normal);
  }
  .catalogue-error > kw-icon {
    flex: none;
    color: var(--kw-color-error);
  }
  .catalogue-error .text {
    flex: 1;
    min-width: 0;
  }
  /* Retry: kw-button's neutral variant in size s, a plain button so the row needs no
     module but the view's own (it must work offline). While busy the spinner covers the
     label, which stays in place, so the button keeps its size and its name. */
  .retry {
    position: relative;
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    gap: var(--kw-spacing-2);
    height: var(--kw-size-control-s);
    padding: 0 var(--kw-spacing-3);
    border: 1px solid var(--kw-color-border);
    border-radius: var(--kw-radius-full);
    background: var(--kw-color-bg-surface-raised);
    color: var(--kw-color-fg-primary);
    font-size: var(--kw-font-size-tiny);
    font-weight: var(--kw-font-weight-semibold);
    line-height: 1;
    white-space: nowrap;
    transition:
      background-color var(--kw-duration-fast) var(--kw-ease-out),
      transform var(--kw-duration-fast) var(--kw-ease-out);
  }
  .retry:hover:not(:disabled) {
    background: var(--kw-color-bg-surface-hover);
  }
  .retry:active:not(:disabled) {
    transform: scale(0.98);
  }
  .retry[aria-busy='true'] {
    cursor: progress;
  }
  .retry kw-icon {
    --kw-icon-size: var(--kw-size-icon-s);
  }
  .retry[aria-busy='true'] kw-icon,
  .retry[aria-busy='true'] .label {
    opacity: 0;
  }
  .retry kw-spinner {
    position: absolute;
    --kw-spinner-color: currentColor;
  }

  .legal {
    padding: 0 var(--kw-spacing-3) var(--kw-spacing-3);
    color: var(--kw-color-fg-secondary);
    font-size: var(--kw-font-size-small);
    line-height: var(--kw-line-height-normal);
  }
  .legal-consent {
    display: flex;
    align-items: flex-start;
    gap: var(--kw-spacing-2);
    cursor: pointer;
  }
  .legal-consent input {
    flex: none;
    width: 16px;
    height: 16px;
    margin: 2px 0 0;
    accent-color: var(--kw-color-accent);
  }
  .legal-consent a {
    color: var(--kw-color-accent);
  }
  .legal-hint {
    margin: var(--kw-spacing-1) 0 0;
  }
  /* docs/limits.md#features-and-defaults connect methods: the email field and the wallet list, "or" between them. No
     display here: the separator lays its two rules out beside the word itself (flex). */
  .methods-separator {
    margin: var(--kw-spacing-2) var(--kw-spacing-3);
  }
  kw-email-login-view,
  kw-social-login-view {
    display: block;
    padding-top: var(--kw-spacing-1);
  }
  /* The email field and the social sign-ins follow each other without an "or". */
  kw-email-login-view + kw-social-login-view,
  kw-social-login-view + kw-email-login-view {
    padding-top: var(--kw-spacing-3);
  }
`
