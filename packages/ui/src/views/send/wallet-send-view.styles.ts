import { css } from 'lit'

export const walletSendStyles = css`
  form {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-3);
    padding: var(--kw-spacing-1) var(--kw-spacing-4) var(--kw-spacing-4);
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-1);
    min-width: 0;
  }
  .field-label {
    font-size: var(--kw-font-size-small);
    font-weight: var(--kw-font-weight-medium);
    color: var(--kw-color-fg-secondary);
  }
  .token-button {
    display: flex;
    align-items: center;
    gap: var(--kw-spacing-2);
    width: 100%;
    min-height: var(--kw-size-list-item);
    padding: var(--kw-spacing-2) var(--kw-spacing-3);
    border: 1px solid var(--kw-color-border);
    border-radius: var(--kw-radius-l);
    background: var(--kw-color-bg-surface-raised);
    color: var(--kw-color-fg-primary);
    text-align: left;
  }
  .token-button:hover {
    background: var(--kw-color-bg-surface-hover);
  }
  .token-button .text {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-width: 0;
  }
  .token-button .symbol,
  .token-button .balance,
  .receiver .name,
  .receiver .address {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .token-button .symbol {
    font-size: var(--kw-font-size-small);
    font-weight: var(--kw-font-weight-semibold);
  }
  .token-button .balance,
  .hint,
  .fee {
    font-size: var(--kw-font-size-tiny);
    color: var(--kw-color-fg-secondary);
  }
  .token-button kw-icon {
    flex-shrink: 0;
    color: var(--kw-color-fg-tertiary);
  }
  .amount-row {
    display: flex;
    align-items: flex-end;
    gap: var(--kw-spacing-2);
  }
  .amount-row kw-input {
    flex: 1;
    min-width: 0;
  }
  .amount-row kw-button {
    flex-shrink: 0;
  }
  .hint {
    margin: 0;
  }
  .receiver {
    display: flex;
    align-items: center;
    gap: var(--kw-spacing-2);
    min-width: 0;
    padding: var(--kw-spacing-2);
    border-radius: var(--kw-radius-m);
    background: var(--kw-color-bg-surface-raised);
  }
  .receiver .text {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  .receiver .name {
    font-size: var(--kw-font-size-small);
    font-weight: var(--kw-font-weight-semibold);
  }
  .receiver .address {
    font-size: var(--kw-font-size-tiny);
    color: var(--kw-color-fg-secondary);
  }
  .fee {
    display: flex;
    justify-content: space-between;
    gap: var(--kw-spacing-2);
    margin: 0;
  }
  .fee .value {
    font-variant-numeric: tabular-nums;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .error {
    display: flex;
    align-items: flex-start;
    gap: var(--kw-spacing-1);
    margin: 0;
    color: var(--kw-color-error);
    font-size: var(--kw-font-size-small);
    overflow-wrap: anywhere;
  }
  .error kw-icon {
    flex-shrink: 0;
    --kw-icon-size: var(--kw-size-icon-s);
  }
`
