import { css } from 'lit'

/** The open dialog's, adopted with its module (modal-dialog.ts); the host's own are apart. */
export const modalStyles = css`
  .overlay {
    position: fixed;
    inset: 0;
    z-index: var(--kw-z-index);
    display: flex;
    align-items: center;
    justify-content: center;
    padding: var(--kw-spacing-4);
    background: var(--kw-color-bg-overlay);
    animation: fade-in var(--kw-duration-medium) var(--kw-ease-out);
  }
  .dialog {
    position: relative;
    display: flex;
    flex-direction: column;
    width: var(--kw-modal-width);
    max-width: 100%;
    max-height: calc(100dvh - var(--kw-spacing-8));
    overflow: hidden;
    border-radius: var(--kw-radius-2xl);
    background: var(--kw-color-bg-surface);
    box-shadow: var(--kw-shadow-modal);
    outline: none;
    font-family: var(--kw-font-family);
    animation: rise-in var(--kw-duration-medium) var(--kw-ease-out);
  }
  .dialog.shake {
    animation: shake 500ms var(--kw-ease-in-out);
  }
  .header {
    display: grid;
    grid-template-columns: var(--kw-size-control-m) 1fr var(--kw-size-control-m);
    align-items: center;
    gap: var(--kw-spacing-2);
    min-height: calc(var(--kw-size-control-m) + var(--kw-spacing-4));
    padding: var(--kw-spacing-3) var(--kw-spacing-3) var(--kw-spacing-1);
  }
  .title {
    margin: 0;
    overflow: hidden;
    text-align: center;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: var(--kw-font-size-paragraph);
    font-weight: var(--kw-font-weight-semibold);
    line-height: var(--kw-line-height-tight);
    letter-spacing: var(--kw-letter-spacing-tight);
  }
  .icon-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: var(--kw-size-control-m);
    height: var(--kw-size-control-m);
    border-radius: var(--kw-radius-full);
    color: var(--kw-color-fg-secondary);
    transition: background var(--kw-duration-fast) var(--kw-ease-out);
  }
  .icon-button:hover {
    background: var(--kw-color-bg-surface-hover);
    color: var(--kw-color-fg-primary);
  }
  .icon-button kw-icon {
    --kw-icon-size: var(--kw-size-icon-m);
  }
  .body {
    overflow: hidden;
    transition: height var(--kw-duration-medium) var(--kw-ease-out);
  }
  .content {
    max-height: calc(100dvh - var(--kw-spacing-8) - 64px);
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  .banner {
    position: absolute;
    top: var(--kw-spacing-3);
    left: 50%;
    z-index: 1;
    display: flex;
    align-items: center;
    gap: var(--kw-spacing-2);
    max-width: calc(100% - var(--kw-spacing-8));
    padding: var(--kw-spacing-2) var(--kw-spacing-3);
    border: 1px solid var(--kw-color-border);
    border-radius: var(--kw-radius-full);
    background: var(--kw-color-bg-surface-raised);
    box-shadow: var(--kw-shadow-s);
    font-size: var(--kw-font-size-small);
    font-weight: var(--kw-font-weight-medium);
    transform: translateX(-50%);
    animation: drop-in var(--kw-duration-medium) var(--kw-ease-out);
  }
  .banner[data-variant='success'] kw-icon {
    color: var(--kw-color-success);
  }
  .banner[data-variant='error'] kw-icon {
    color: var(--kw-color-error);
  }
  .banner kw-icon {
    --kw-icon-size: var(--kw-size-icon-s);
  }
  .view-loading {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 240px;
  }
  /*
   * Phones (under 430 px, as the QR view's mobile rule): a full-width bottom sheet that
   * leaves the safe areas free. The sheet's surface reaches the screen's edges, but its
   * content stays clear of the notch, the home indicator and rounded corners: insets
   * are non-zero when the page's viewport meta has viewport-fit=cover.
   */
  @media (max-width: 429px) {
    .overlay {
      align-items: flex-end;
      padding: env(safe-area-inset-top, 0px) 0 0;
    }
    .dialog {
      box-sizing: border-box;
      width: 100%;
      max-height: calc(100dvh - var(--kw-spacing-6) - env(safe-area-inset-top, 0px));
      padding: 0 env(safe-area-inset-right, 0px) env(safe-area-inset-bottom, 0px)
        env(safe-area-inset-left, 0px);
      border-radius: var(--kw-radius-2xl) var(--kw-radius-2xl) 0 0;
      animation: slide-up var(--kw-duration-medium) var(--kw-ease-out);
    }
    .content {
      max-height: calc(
        100dvh - var(--kw-spacing-6) - 64px - env(safe-area-inset-top, 0px) -
          env(safe-area-inset-bottom, 0px)
      );
    }
    .dialog.shake {
      animation: shake 500ms var(--kw-ease-in-out);
    }
  }
  @keyframes fade-in {
    from {
      opacity: 0;
    }
  }
  @keyframes rise-in {
    from {
      opacity: 0;
      transform: translateY(8px) scale(0.98);
    }
  }
  @keyframes slide-up {
    from {
      transform: translateY(100%);
    }
  }
  @keyframes drop-in {
    from {
      opacity: 0;
      transform: translate(-50%, -8px);
    }
  }
  @keyframes shake {
    0%,
    100% {
      transform: translateX(0);
    }
    20%,
    60% {
      transform: translateX(-8px);
    }
    40%,
    80% {
      transform: translateX(8px);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .overlay,
    .dialog,
    .banner,
    .body {
      animation: none;
      transition: none;
    }
  }
`
