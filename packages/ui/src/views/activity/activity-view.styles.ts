import { css } from 'lit'

export const activityViewStyles = css`
  .activity {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-3);
    padding: var(--kw-spacing-1) var(--kw-spacing-3) var(--kw-spacing-4);
  }
  .month-title {
    margin: 0 0 var(--kw-spacing-1);
    padding: 0 var(--kw-spacing-1);
    font-size: var(--kw-font-size-small);
    font-weight: var(--kw-font-weight-semibold);
    color: var(--kw-color-fg-secondary);
  }
  .transactions,
  .skeleton {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-1);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .transaction {
    display: flex;
    align-items: center;
    gap: var(--kw-spacing-2);
    min-width: 0;
    padding: var(--kw-spacing-2) var(--kw-spacing-1);
  }
  .transaction kw-wallet-image {
    flex: none;
  }
  .transaction kw-wallet-image.nft {
    --kw-wallet-image-radius: var(--kw-radius-s);
  }
  .main,
  .side {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-05);
    min-width: 0;
  }
  .main {
    flex: 1;
  }
  .side {
    flex: 0 1 auto;
    align-items: flex-end;
    max-width: 50%;
  }
  .type {
    display: flex;
    align-items: center;
    gap: var(--kw-spacing-1);
    font-size: var(--kw-font-size-paragraph);
    font-weight: var(--kw-font-weight-medium);
  }
  /* Long addresses and amounts end in an ellipsis; their title holds all of it. */
  .party,
  .amount {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .party,
  time {
    font-size: var(--kw-font-size-small);
    color: var(--kw-color-fg-secondary);
  }
  .amount {
    font-size: var(--kw-font-size-small);
    font-weight: var(--kw-font-weight-medium);
    font-variant-numeric: tabular-nums;
  }
  .amount.in {
    color: var(--kw-color-success);
  }
  .skeleton {
    padding: var(--kw-spacing-2) var(--kw-spacing-3);
  }
  .failure.inline {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--kw-spacing-2);
  }
  .failure.inline .hint {
    margin: 0;
    font-size: var(--kw-font-size-small);
  }
  .empty kw-icon {
    color: var(--kw-color-fg-tertiary);
  }
  .sentinel {
    display: flex;
    justify-content: center;
    min-height: var(--kw-spacing-6);
  }
`
