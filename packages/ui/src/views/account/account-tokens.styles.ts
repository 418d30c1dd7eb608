import { css } from 'lit'

export const accountTokensStyles = css`
  section {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-1);
    padding: 0 var(--kw-spacing-3) var(--kw-spacing-2);
  }
  .header {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    padding: 0 var(--kw-spacing-1);
  }
  .title {
    margin: 0;
    font-size: var(--kw-font-size-small);
    font-weight: var(--kw-font-weight-semibold);
    color: var(--kw-color-fg-secondary);
  }
  .total {
    font-size: var(--kw-font-size-small);
    font-weight: var(--kw-font-weight-semibold);
    font-variant-numeric: tabular-nums;
  }
  .tokens {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-1);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .loading {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-2);
    padding: var(--kw-spacing-2) var(--kw-spacing-1);
  }
  .empty,
  .unavailable,
  .stale-note {
    margin: 0;
    padding: var(--kw-spacing-1);
    font-size: var(--kw-font-size-small);
    color: var(--kw-color-fg-tertiary);
  }
  .stale-note {
    display: flex;
    align-items: center;
    gap: var(--kw-spacing-1);
  }
  .stale-note kw-icon {
    color: var(--kw-color-warning);
  }
  /* Balances that could not be refreshed: still readable, visibly not current. */
  .stale .tokens,
  .stale .total {
    opacity: 0.6;
    font-style: italic;
  }
`
