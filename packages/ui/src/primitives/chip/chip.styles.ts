import { css } from 'lit'

export const chipStyles = css`
  :host {
    display: inline-flex;
    flex-shrink: 0;
    --kw-chip-bg: var(--kw-color-bg-surface-hover);
    --kw-chip-fg: var(--kw-color-fg-secondary);
  }
  :host([variant='accent']) {
    --kw-chip-bg: var(--kw-color-accent-subtle);
    --kw-chip-fg: var(--kw-color-accent);
  }
  :host([variant='success']) {
    --kw-chip-bg: var(--kw-color-success-subtle);
    --kw-chip-fg: var(--kw-color-success);
  }
  :host([variant='error']) {
    --kw-chip-bg: var(--kw-color-error-subtle);
    --kw-chip-fg: var(--kw-color-error);
  }
  :host([variant='warning']) {
    --kw-chip-bg: var(--kw-color-warning-subtle);
    --kw-chip-fg: var(--kw-color-warning);
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: var(--kw-spacing-1);
    height: var(--kw-spacing-5);
    padding: 0 var(--kw-spacing-2);
    border-radius: var(--kw-radius-xs);
    background: var(--kw-chip-bg);
    color: var(--kw-chip-fg);
    font-size: var(--kw-font-size-micro);
    font-weight: var(--kw-font-weight-semibold);
    line-height: 1;
    white-space: nowrap;
    text-transform: uppercase;
    letter-spacing: 0.02em;
  }
  kw-icon {
    --kw-icon-size: var(--kw-size-icon-xs);
  }
`
