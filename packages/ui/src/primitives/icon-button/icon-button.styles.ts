import { css } from 'lit'

export const iconButtonStyles = css`
  :host {
    display: inline-flex;
    --kw-icon-button-size: var(--kw-size-control-s);
    --kw-icon-button-bg: transparent;
    --kw-icon-button-bg-hover: var(--kw-color-bg-surface-hover);
    --kw-icon-button-fg: var(--kw-color-fg-secondary);
  }
  :host([size='s']) {
    --kw-icon-button-size: var(--kw-size-icon-l);
  }
  :host([size='l']) {
    --kw-icon-button-size: var(--kw-size-control-m);
  }
  :host([variant='neutral']) {
    --kw-icon-button-bg: var(--kw-color-bg-surface-raised);
  }
  :host([variant='accent']) {
    --kw-icon-button-bg: var(--kw-color-accent-subtle);
    --kw-icon-button-bg-hover: color-mix(in srgb, var(--kw-color-accent) 22%, transparent);
    --kw-icon-button-fg: var(--kw-color-accent);
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: var(--kw-icon-button-size);
    height: var(--kw-icon-button-size);
    border-radius: var(--kw-radius-full);
    background: var(--kw-icon-button-bg);
    color: var(--kw-icon-button-fg);
    transition:
      background-color var(--kw-duration-fast) var(--kw-ease-out),
      color var(--kw-duration-fast) var(--kw-ease-out);
  }
  button:hover:not(:disabled) {
    background: var(--kw-icon-button-bg-hover);
    color: var(--kw-color-fg-primary);
  }
  :host([variant='accent']) button:hover:not(:disabled) {
    color: var(--kw-color-accent);
  }
  button:disabled {
    opacity: 0.4;
  }
  kw-icon {
    --kw-icon-size: calc(var(--kw-icon-button-size) * 0.55);
  }
`
