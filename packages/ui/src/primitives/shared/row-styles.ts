import { css } from 'lit'

/** The shared look of clickable rows (list, wallet, network, token items). */
export const rowStyles = css`
  :host {
    display: block;
  }
  .row {
    display: flex;
    align-items: center;
    gap: var(--kw-spacing-3);
    width: 100%;
    min-height: var(--kw-size-list-item);
    padding: var(--kw-spacing-2) var(--kw-spacing-3) var(--kw-spacing-2) var(--kw-spacing-2);
    border-radius: var(--kw-radius-l);
    background: var(--kw-row-bg, var(--kw-color-bg-surface-raised));
    color: var(--kw-color-fg-primary);
    text-align: left;
    transition: background-color var(--kw-duration-fast) var(--kw-ease-out);
  }
  button.row:hover:not(:disabled) {
    background: var(--kw-color-bg-surface-hover);
  }
  button.row:active:not(:disabled) {
    background: var(--kw-color-bg-surface-active);
  }
  button.row:disabled {
    opacity: 0.5;
  }
  .text {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-05);
    flex: 1;
    min-width: 0;
  }
  /* Long names end in an ellipsis; each row sets its title to the whole text. */
  .label {
    font-size: var(--kw-font-size-small);
    font-weight: var(--kw-font-weight-semibold);
    line-height: var(--kw-line-height-normal);
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .description {
    font-size: var(--kw-font-size-tiny);
    color: var(--kw-color-fg-secondary);
    line-height: var(--kw-line-height-normal);
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .trailing {
    display: inline-flex;
    align-items: center;
    gap: var(--kw-spacing-2);
    flex-shrink: 0;
    color: var(--kw-color-fg-tertiary);
  }
  .icon-box {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    width: var(--kw-size-image-m);
    height: var(--kw-size-image-m);
    border-radius: var(--kw-radius-m);
    background: var(--kw-color-accent-subtle);
    color: var(--kw-color-accent);
  }
  .chevron {
    --kw-icon-size: var(--kw-size-icon-s);
  }
`
