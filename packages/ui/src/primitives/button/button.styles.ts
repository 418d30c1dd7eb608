import { css } from 'lit'

export const buttonStyles = css`
  :host {
    display: inline-flex;
    --kw-button-height: var(--kw-size-control-m);
    --kw-button-padding: 0 var(--kw-spacing-4);
    --kw-button-font-size: var(--kw-font-size-small);
    --kw-button-bg: var(--kw-color-accent);
    --kw-button-bg-hover: var(--kw-color-accent-hover);
    --kw-button-fg: var(--kw-color-fg-on-accent);
    --kw-button-border: transparent;
  }
  :host([full-width]) {
    display: flex;
    width: 100%;
  }
  :host([size='s']) {
    --kw-button-height: var(--kw-size-control-s);
    --kw-button-padding: 0 var(--kw-spacing-3);
    --kw-button-font-size: var(--kw-font-size-tiny);
  }
  :host([size='l']) {
    --kw-button-height: var(--kw-size-control-l);
    --kw-button-padding: 0 var(--kw-spacing-5);
    --kw-button-font-size: var(--kw-font-size-paragraph);
  }
  :host([variant='accent']) {
    --kw-button-bg: var(--kw-color-accent-subtle);
    --kw-button-bg-hover: color-mix(in srgb, var(--kw-color-accent) 22%, transparent);
    --kw-button-fg: var(--kw-color-accent);
  }
  :host([variant='neutral']) {
    --kw-button-bg: var(--kw-color-bg-surface-raised);
    --kw-button-bg-hover: var(--kw-color-bg-surface-hover);
    --kw-button-fg: var(--kw-color-fg-primary);
    --kw-button-border: var(--kw-color-border);
  }
  :host([variant='ghost']) {
    --kw-button-bg: transparent;
    --kw-button-bg-hover: var(--kw-color-bg-surface-hover);
    --kw-button-fg: var(--kw-color-fg-secondary);
  }
  :host([variant='danger']) {
    --kw-button-bg: var(--kw-color-error-subtle);
    --kw-button-bg-hover: color-mix(in srgb, var(--kw-color-error) 22%, transparent);
    --kw-button-fg: var(--kw-color-error);
  }
  button {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: var(--kw-spacing-2);
    width: 100%;
    height: var(--kw-button-height);
    padding: var(--kw-button-padding);
    border-radius: var(--kw-radius-full);
    border: 1px solid var(--kw-button-border);
    background: var(--kw-button-bg);
    color: var(--kw-button-fg);
    font-size: var(--kw-button-font-size);
    font-weight: var(--kw-font-weight-semibold);
    line-height: 1;
    white-space: nowrap;
    transition:
      background-color var(--kw-duration-fast) var(--kw-ease-out),
      transform var(--kw-duration-fast) var(--kw-ease-out),
      opacity var(--kw-duration-fast) var(--kw-ease-out);
  }
  button:hover:not(:disabled) {
    background: var(--kw-button-bg-hover);
  }
  button:active:not(:disabled) {
    transform: scale(0.98);
  }
  button:disabled {
    opacity: 0.5;
  }
  :host([loading]) button:disabled {
    opacity: 1;
    cursor: progress;
  }
  .label {
    display: inline-flex;
    align-items: center;
  }
  /* Transparent, not visibility: hidden, so the label stays the button's name while it loads. */
  :host([loading]) .label,
  :host([loading]) .icon {
    opacity: 0;
  }
  kw-spinner {
    position: absolute;
    --kw-spinner-color: currentColor;
  }
  ::slotted([slot='icon']),
  kw-icon {
    --kw-icon-size: var(--kw-size-icon-s);
  }
`
