import { css } from 'lit'

export const qrCodeStyles = css`
  :host {
    display: inline-flex;
    --kw-qr-size: var(--kw-size-qr);
  }
  .frame {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    width: var(--kw-qr-size);
    height: var(--kw-qr-size);
    padding: var(--kw-spacing-4);
    border-radius: var(--kw-radius-2xl);
    background: var(--kw-color-qr-bg);
    box-shadow: inset 0 0 0 1px var(--kw-color-border);
  }
  svg {
    width: 100%;
    height: 100%;
    display: block;
    color: var(--kw-color-qr-fg);
  }
  .logo {
    position: absolute;
    top: 50%;
    left: 50%;
    transform: translate(-50%, -50%);
    display: flex;
  }
  kw-wallet-image {
    --kw-wallet-image-size: calc(var(--kw-qr-size) * 0.2);
    --kw-wallet-image-radius: var(--kw-radius-m);
  }
  kw-skeleton {
    --kw-skeleton-width: var(--kw-qr-size);
    --kw-skeleton-height: var(--kw-qr-size);
    border-radius: var(--kw-radius-2xl);
  }
`
