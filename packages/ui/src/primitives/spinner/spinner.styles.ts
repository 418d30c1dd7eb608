import { css } from 'lit'

export const spinnerStyles = css`
  :host {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex-shrink: 0;
    width: var(--kw-spinner-size, var(--kw-size-icon-m));
    height: var(--kw-spinner-size, var(--kw-size-icon-m));
    color: var(--kw-spinner-color, var(--kw-color-accent));
  }
  :host([size='s']) {
    --kw-spinner-size: var(--kw-size-icon-s);
  }
  :host([size='l']) {
    --kw-spinner-size: var(--kw-size-icon-xl);
  }
  svg {
    width: 100%;
    height: 100%;
    animation: spin var(--kw-duration-spin) linear infinite;
  }
  .track {
    stroke: currentColor;
    opacity: 0.18;
  }
  .arc {
    stroke: currentColor;
    stroke-linecap: round;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      animation-duration: calc(var(--kw-duration-spin) * 3);
    }
  }
`
