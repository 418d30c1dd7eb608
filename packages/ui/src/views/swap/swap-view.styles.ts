import { css } from 'lit'

export const swapViewStyles = css`
  .swap {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-2);
    padding: var(--kw-spacing-1) var(--kw-spacing-4) var(--kw-spacing-4);
    min-width: 0;
  }
  .side {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-2);
    padding: var(--kw-spacing-3);
    border: 1px solid var(--kw-color-border);
    border-radius: var(--kw-radius-l);
    background: var(--kw-color-bg-surface-raised);
    min-width: 0;
  }
  .side-label {
    margin: 0;
    font-size: var(--kw-font-size-small);
    font-weight: var(--kw-font-weight-medium);
    color: var(--kw-color-fg-secondary);
  }
  .side-row {
    display: flex;
    align-items: flex-end;
    gap: var(--kw-spacing-2);
    min-width: 0;
  }
  .side-row kw-input,
  .side-row .output {
    flex: 1;
    min-width: 0;
  }
  .output {
    margin: 0;
    font-size: var(--kw-font-size-large);
    font-weight: var(--kw-font-weight-semibold);
    color: var(--kw-color-fg-primary);
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .token-button {
    display: flex;
    align-items: center;
    flex-shrink: 0;
    gap: var(--kw-spacing-1);
    max-width: 45%;
    min-height: var(--kw-size-control-l);
    padding: var(--kw-spacing-1) var(--kw-spacing-2);
    border: 1px solid var(--kw-color-border);
    border-radius: var(--kw-radius-full);
    background: var(--kw-color-bg-surface);
    color: var(--kw-color-fg-primary);
    font-weight: var(--kw-font-weight-semibold);
  }
  .token-button:hover {
    background: var(--kw-color-bg-surface-hover);
  }
  .token-button .symbol {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .token-button kw-icon {
    flex-shrink: 0;
    color: var(--kw-color-fg-tertiary);
  }
  .meta {
    display: flex;
    justify-content: space-between;
    gap: var(--kw-spacing-2);
    margin: 0;
    font-size: var(--kw-font-size-tiny);
    color: var(--kw-color-fg-secondary);
    min-width: 0;
  }
  .meta span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .flip {
    align-self: center;
    display: flex;
    align-items: center;
    justify-content: center;
    width: var(--kw-size-control-l);
    height: var(--kw-size-control-l);
    margin: calc(-1 * var(--kw-spacing-3)) 0;
    border: 1px solid var(--kw-color-border);
    border-radius: var(--kw-radius-full);
    background: var(--kw-color-bg-surface);
    color: var(--kw-color-fg-primary);
    font-size: var(--kw-font-size-paragraph);
    z-index: 1;
  }
  .flip:hover {
    background: var(--kw-color-bg-surface-hover);
  }
  .details {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-1);
    margin: 0;
    padding: var(--kw-spacing-2) var(--kw-spacing-1);
  }
  .details div {
    display: flex;
    justify-content: space-between;
    gap: var(--kw-spacing-2);
    font-size: var(--kw-font-size-tiny);
    min-width: 0;
  }
  .details dt {
    color: var(--kw-color-fg-secondary);
    flex-shrink: 0;
  }
  .details dd {
    margin: 0;
    color: var(--kw-color-fg-primary);
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .hint {
    margin: 0;
    font-size: var(--kw-font-size-tiny);
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
  .error kw-icon {
    flex-shrink: 0;
  }
  .steps {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-2);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .step {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--kw-spacing-2);
    padding: var(--kw-spacing-2) var(--kw-spacing-3);
    border: 1px solid var(--kw-color-border);
    border-radius: var(--kw-radius-l);
    font-size: var(--kw-font-size-small);
    min-width: 0;
  }
  .step .label {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    color: var(--kw-color-fg-primary);
  }
  .step .status {
    flex-shrink: 0;
    color: var(--kw-color-fg-secondary);
  }
  .step[data-status='done'] .status {
    color: var(--kw-color-success);
  }
  .step[data-status='failed'] .status {
    color: var(--kw-color-error);
  }
  .summary {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-1);
    margin: 0;
    padding: var(--kw-spacing-3);
    border: 1px solid var(--kw-color-border);
    border-radius: var(--kw-radius-l);
    background: var(--kw-color-bg-surface-raised);
  }
  .summary p {
    margin: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .summary .amount {
    font-size: var(--kw-font-size-paragraph);
    font-weight: var(--kw-font-weight-semibold);
  }
`
