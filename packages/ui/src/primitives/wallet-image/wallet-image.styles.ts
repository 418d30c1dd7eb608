import { css } from 'lit'

export const walletImageStyles = css`
  :host {
    display: inline-flex;
    flex-shrink: 0;
    position: relative;
    width: var(--kw-wallet-image-size, var(--kw-size-image-m));
    height: var(--kw-wallet-image-size, var(--kw-size-image-m));
    border-radius: var(--kw-wallet-image-radius, var(--kw-radius-m));
    overflow: hidden;
    background: var(--kw-color-bg-surface-hover);
    color: var(--kw-color-fg-secondary);
  }
  :host([size='xs']) {
    --kw-wallet-image-size: var(--kw-size-image-xs);
    --kw-wallet-image-radius: var(--kw-radius-xs);
  }
  :host([size='s']) {
    --kw-wallet-image-size: var(--kw-size-image-s);
    --kw-wallet-image-radius: var(--kw-radius-s);
  }
  :host([size='l']) {
    --kw-wallet-image-size: var(--kw-size-image-l);
    --kw-wallet-image-radius: var(--kw-radius-l);
  }
  :host([size='xl']) {
    --kw-wallet-image-size: var(--kw-size-image-xl);
    --kw-wallet-image-radius: var(--kw-radius-xl);
  }
  :host::after {
    /* A hairline inside the edge keeps white icons visible on a white surface. */
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    box-shadow: inset 0 0 0 1px var(--kw-color-border);
    pointer-events: none;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  .fallback {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    height: 100%;
    font-size: calc(var(--kw-wallet-image-size, var(--kw-size-image-m)) * 0.38);
    font-weight: var(--kw-font-weight-semibold);
    letter-spacing: -0.02em;
    user-select: none;
  }
  kw-icon {
    --kw-icon-size: calc(var(--kw-wallet-image-size, var(--kw-size-image-m)) * 0.5);
  }
`
