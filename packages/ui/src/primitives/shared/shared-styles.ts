import { css } from 'lit'

/** Base of every primitive: box sizing and the theme's font, read from tokens only. */
export const baseStyles = css`
  :host {
    box-sizing: border-box;
    font-family: var(--kw-font-family);
    -webkit-font-smoothing: antialiased;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  [hidden] {
    display: none !important;
  }
`

/** Reset for a native <button> so it takes the primitive's look, keeping its semantics. */
export const buttonResetStyles = css`
  button {
    appearance: none;
    margin: 0;
    border: none;
    background: none;
    color: inherit;
    font: inherit;
    text-align: inherit;
    cursor: pointer;
    -webkit-tap-highlight-color: transparent;
  }
  button:disabled {
    cursor: not-allowed;
  }
  button:focus-visible,
  a:focus-visible {
    outline: none;
    box-shadow: var(--kw-focus-ring);
  }
`

/** Text readable by screen readers only. */
export const visuallyHiddenStyles = css`
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
`
