import { css } from 'lit'

/**
 * The wallet row's own parts. The image and the tag are plain elements of the row (not
 * kw-wallet-image and kw-chip), so a list of wallets costs a few nodes per row; they look
 * like those primitives at size m.
 */
export const walletItemStyles = css`
  .label {
    flex: 1;
    min-width: 0;
  }
  .image {
    display: flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    width: var(--kw-size-image-m);
    height: var(--kw-size-image-m);
    border-radius: var(--kw-radius-m);
    object-fit: cover;
    background: var(--kw-color-bg-surface-hover);
    color: var(--kw-color-fg-secondary);
    font-size: calc(var(--kw-size-image-m) * 0.38);
    font-weight: var(--kw-font-weight-semibold);
    letter-spacing: -0.02em;
    user-select: none;
    /* A hairline inside the edge keeps white icons visible on a white surface. */
    outline: 1px solid var(--kw-color-border);
    outline-offset: -1px;
  }
  .image::before {
    content: attr(data-initials);
  }
  .tag {
    display: inline-flex;
    align-items: center;
    flex-shrink: 0;
    height: var(--kw-spacing-5);
    padding: 0 var(--kw-spacing-2);
    border-radius: var(--kw-radius-xs);
    background: var(--kw-color-bg-surface-hover);
    color: var(--kw-color-fg-secondary);
    font-size: var(--kw-font-size-micro);
    font-weight: var(--kw-font-weight-semibold);
    line-height: 1;
    white-space: nowrap;
    text-transform: uppercase;
    letter-spacing: 0.02em;
  }
  .tag[data-variant='accent'] {
    background: var(--kw-color-accent-subtle);
    color: var(--kw-color-accent);
  }
  .tag[data-variant='success'] {
    background: var(--kw-color-success-subtle);
    color: var(--kw-color-success);
  }
  .tag[data-variant='error'] {
    background: var(--kw-color-error-subtle);
    color: var(--kw-color-error);
  }
  .tag[data-variant='warning'] {
    background: var(--kw-color-warning-subtle);
    color: var(--kw-color-warning);
  }
`
