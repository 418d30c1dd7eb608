import { css } from 'lit'

/** The pill shape shared by the public buttons. */
export const pillStyles = css`
  :host {
    display: inline-flex;
    box-sizing: border-box;
    font-family: var(--kw-font-family);
    vertical-align: middle;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  .pill {
    appearance: none;
    display: inline-flex;
    align-items: center;
    gap: var(--kw-spacing-2);
    height: var(--kw-size-control-m);
    margin: 0;
    padding: 0 var(--kw-spacing-3) 0 var(--kw-spacing-1);
    border: 1px solid var(--kw-color-border);
    border-radius: var(--kw-radius-full);
    background: var(--kw-color-bg-surface);
    color: var(--kw-color-fg-primary);
    font: inherit;
    font-size: var(--kw-font-size-small);
    font-weight: var(--kw-font-weight-semibold);
    cursor: pointer;
    box-shadow: var(--kw-shadow-s);
    transition: background var(--kw-duration-fast) var(--kw-ease-out);
  }
  .pill:hover {
    background: var(--kw-color-bg-surface-hover);
  }
  .pill:focus-visible {
    outline: none;
    box-shadow: var(--kw-focus-ring);
  }
  .muted {
    color: var(--kw-color-fg-secondary);
    font-weight: var(--kw-font-weight-medium);
    font-variant-numeric: tabular-nums;
  }
  .divider {
    width: 1px;
    height: 16px;
    background: var(--kw-color-border-strong);
  }
`
