import { css } from 'lit'

/**
 * The open dialog's, adopted with its module (modal-dialog.ts); the host's own are apart.
 * The frame (overlay, dialog box, header, title, scrolling content, the phone layout and
 * their animations) is the shell's stylesheet (shell/shell-styles.ts), which kw-modal's
 * shadow root keeps under these: here is what only the dialog draws.
 */
export const modalStyles = css`
  .dialog.shake {
    animation: shake 500ms var(--kw-ease-in-out);
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
  /* Phones: the shell's stylesheet slides the bottom sheet up; a refused close still shakes it. */
  @media (max-width: 429px) {
    .dialog.shake {
      animation: shake 500ms var(--kw-ease-in-out);
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
