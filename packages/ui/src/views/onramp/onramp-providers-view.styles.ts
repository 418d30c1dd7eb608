import { css } from 'lit'

export const onrampViewStyles = css`
  .onramp {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-3);
    padding: var(--kw-spacing-1) var(--kw-spacing-4) var(--kw-spacing-4);
    min-width: 0;
  }
  .selects {
    display: flex;
    gap: var(--kw-spacing-2);
    min-width: 0;
  }
  .select {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: var(--kw-spacing-1);
    min-width: 0;
  }
  .select-label,
  .providers-title {
    margin: 0;
    font-size: var(--kw-font-size-small);
    font-weight: var(--kw-font-weight-medium);
    color: var(--kw-color-fg-secondary);
  }
  select {
    min-width: 0;
    min-height: var(--kw-size-control-l);
    padding: 0 var(--kw-spacing-2);
    border: 1px solid var(--kw-color-border);
    border-radius: var(--kw-radius-m);
    background: var(--kw-color-bg-surface-raised);
    color: var(--kw-color-fg-primary);
    font: inherit;
  }
  select:focus-visible,
  .provider:focus-visible {
    outline: 2px solid var(--kw-color-accent);
    outline-offset: 2px;
  }
  .providers {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-2);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .provider {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: 'name fee' 'quote quote';
    gap: var(--kw-spacing-1) var(--kw-spacing-2);
    width: 100%;
    min-width: 0;
    padding: var(--kw-spacing-3);
    border: 1px solid var(--kw-color-border);
    border-radius: var(--kw-radius-l);
    background: var(--kw-color-bg-surface-raised);
    color: var(--kw-color-fg-primary);
    text-align: start;
  }
  .provider:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .provider:not(:disabled):hover {
    background: var(--kw-color-bg-surface-hover);
  }
  .provider-name,
  .provider-fee,
  .provider-quote {
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .provider-name {
    grid-area: name;
    font-weight: var(--kw-font-weight-semibold);
  }
  .provider-fee {
    grid-area: fee;
    font-size: var(--kw-font-size-small);
    color: var(--kw-color-fg-secondary);
  }
  .provider-quote {
    grid-area: quote;
    font-size: var(--kw-font-size-small);
    color: var(--kw-color-fg-secondary);
  }
  .hint {
    margin: 0;
    font-size: var(--kw-font-size-small);
    color: var(--kw-color-fg-secondary);
  }
  .error {
    display: flex;
    align-items: center;
    gap: var(--kw-spacing-1);
    margin: 0;
    font-size: var(--kw-font-size-small);
    color: var(--kw-color-error);
  }
  .error kw-icon,
  .error kw-button {
    flex-shrink: 0;
  }
  .error-text {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
    text-align: start;
  }
  .status {
    align-items: center;
    text-align: center;
  }
  .waiting,
  .done-text {
    margin: 0;
    max-width: 100%;
    overflow-wrap: anywhere;
    color: var(--kw-color-fg-primary);
  }
  .done-text {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .done-icon {
    font-size: var(--kw-font-size-large);
    color: var(--kw-color-success);
  }
`
