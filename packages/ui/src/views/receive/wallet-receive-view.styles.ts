import { css } from 'lit'

export const walletReceiveViewStyles = css`
  .receive {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--kw-spacing-3);
    padding: var(--kw-spacing-2) var(--kw-spacing-4) var(--kw-spacing-5);
  }
  /* The whole address, broken anywhere: a receiver must be able to check every character. */
  .address {
    margin: 0;
    max-width: 100%;
    overflow-wrap: anywhere;
    text-align: center;
    font-family: var(--kw-font-family-mono);
    font-size: var(--kw-font-size-small);
    color: var(--kw-color-fg-secondary);
  }
  .networks {
    width: 100%;
  }
  .hint {
    margin: 0 0 var(--kw-spacing-2);
    text-align: center;
    font-size: var(--kw-font-size-small);
    color: var(--kw-color-fg-secondary);
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: var(--kw-spacing-2);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: var(--kw-spacing-1);
    min-width: 0;
    max-width: 100%;
    padding: var(--kw-spacing-1) var(--kw-spacing-2);
    border-radius: var(--kw-radius-full);
    background: var(--kw-color-bg-surface-raised);
    font-size: var(--kw-font-size-small);
  }
  li.active {
    box-shadow: inset 0 0 0 1px var(--kw-color-accent);
  }
  /* A long network name ends in an ellipsis; the item's title holds all of it. */
  .name {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`
