import { css } from 'lit'

export const connectingWcStyles = css`
  .qr {
    position: relative;
    display: flex;
    justify-content: center;
    width: fit-content;
    margin: 0 auto;
  }
  .qr kw-qr-code {
    --kw-qr-size: 272px;
  }
  .qr .expired {
    position: absolute;
    inset: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: var(--kw-spacing-3);
    border-radius: var(--kw-radius-2xl);
    background: color-mix(in srgb, var(--kw-color-bg-surface) 92%, transparent);
    color: var(--kw-color-fg-primary);
    font-size: var(--kw-font-size-small);
    font-weight: var(--kw-font-weight-medium);
  }
  .wc {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-3);
    padding: var(--kw-spacing-2) var(--kw-spacing-5) var(--kw-spacing-5);
  }
  .caption {
    margin: 0;
    color: var(--kw-color-fg-secondary);
    font-size: var(--kw-font-size-small);
    line-height: var(--kw-line-height-normal);
    text-align: center;
  }
  .open-link {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: var(--kw-spacing-2);
    height: var(--kw-size-control-l);
    border-radius: var(--kw-radius-full);
    background: var(--kw-color-accent);
    color: var(--kw-color-fg-on-accent);
    font-size: var(--kw-font-size-paragraph);
    font-weight: var(--kw-font-weight-semibold);
    text-decoration: none;
  }
  .open-link:focus-visible {
    outline: none;
    box-shadow: var(--kw-focus-ring);
  }
  .app-link {
    color: var(--kw-color-accent);
    font-size: var(--kw-font-size-small);
    font-weight: var(--kw-font-weight-semibold);
    text-decoration: none;
  }
  .app-link:hover {
    text-decoration: underline;
  }
  .app-link:focus-visible {
    outline: none;
    border-radius: var(--kw-radius-s);
    box-shadow: var(--kw-focus-ring);
  }
  .row-actions {
    display: flex;
    justify-content: center;
    gap: var(--kw-spacing-2);
  }
`
