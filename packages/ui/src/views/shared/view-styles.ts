import { css } from 'lit'

/** Layout shared by the modal's views: 4px-grid padding, list gaps and centred states. */
export const viewStyles = css`
  :host {
    display: block;
    box-sizing: border-box;
    font-family: var(--kw-font-family);
    color: var(--kw-color-fg-primary);
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  [hidden] {
    display: none !important;
  }
  .list {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-2);
    padding: var(--kw-spacing-1) var(--kw-spacing-3) var(--kw-spacing-3);
  }
  .state {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--kw-spacing-3);
    padding: var(--kw-spacing-5) var(--kw-spacing-6) var(--kw-spacing-6);
    text-align: center;
  }
  /* A wallet name without spaces ("Continue in …") wraps instead of widening the view. */
  .state .heading,
  .state .hint {
    overflow-wrap: anywhere;
  }
  .state .heading {
    margin: var(--kw-spacing-1) 0 0;
    font-size: var(--kw-font-size-paragraph);
    font-weight: var(--kw-font-weight-semibold);
    line-height: var(--kw-line-height-tight);
  }
  .state .hint {
    margin: 0;
    max-width: 280px;
    color: var(--kw-color-fg-secondary);
    font-size: var(--kw-font-size-small);
    line-height: var(--kw-line-height-normal);
  }
  .state .hint.error,
  .heading.error {
    color: var(--kw-color-error);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: var(--kw-spacing-2);
    width: 100%;
  }
  .image-ring {
    position: relative;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 96px;
    height: 96px;
  }
  .image-ring kw-wallet-image {
    --kw-wallet-image-radius: var(--kw-radius-xl);
  }
  .image-ring kw-spinner {
    position: absolute;
    inset: 0;
    --kw-spinner-size: 96px;
  }
  .image-ring .badge {
    position: absolute;
    right: 4px;
    bottom: 4px;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 24px;
    height: 24px;
    border: 2px solid var(--kw-color-bg-surface);
    border-radius: var(--kw-radius-full);
    background: var(--kw-color-error);
    color: var(--kw-color-fg-on-accent);
  }
  .image-ring .badge kw-icon {
    --kw-icon-size: var(--kw-size-icon-xs);
  }
  .section-label {
    margin: var(--kw-spacing-2) var(--kw-spacing-1) 0;
    color: var(--kw-color-fg-secondary);
    font-size: var(--kw-font-size-tiny);
    font-weight: var(--kw-font-weight-medium);
  }
`
