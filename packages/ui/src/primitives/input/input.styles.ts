import { css } from 'lit'

export const inputStyles = css`
  :host {
    display: block;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-2);
  }
  label {
    font-size: var(--kw-font-size-tiny);
    font-weight: var(--kw-font-weight-medium);
    color: var(--kw-color-fg-secondary);
  }
  .control {
    position: relative;
    display: flex;
    align-items: center;
    gap: var(--kw-spacing-2);
    height: var(--kw-size-control-m);
    padding: 0 var(--kw-spacing-3);
    border-radius: var(--kw-radius-m);
    border: 1px solid var(--kw-color-border);
    background: var(--kw-color-bg-input);
    color: var(--kw-color-fg-tertiary);
    transition:
      border-color var(--kw-duration-fast) var(--kw-ease-out),
      box-shadow var(--kw-duration-fast) var(--kw-ease-out);
  }
  .control:focus-within {
    border-color: var(--kw-color-accent);
    box-shadow: 0 0 0 3px var(--kw-color-accent-subtle);
  }
  :host([invalid]) .control {
    border-color: var(--kw-color-error);
  }
  :host([invalid]) .control:focus-within {
    box-shadow: 0 0 0 3px var(--kw-color-error-subtle);
  }
  :host([disabled]) .control {
    opacity: 0.5;
  }
  input {
    flex: 1;
    min-width: 0;
    height: 100%;
    margin: 0;
    padding: 0;
    border: none;
    outline: none;
    background: transparent;
    color: var(--kw-color-fg-primary);
    font: inherit;
    font-size: var(--kw-font-size-small);
    font-weight: var(--kw-font-weight-medium);
  }
  input::placeholder {
    color: var(--kw-color-fg-tertiary);
  }
  input::-webkit-search-cancel-button {
    display: none;
  }
  kw-icon {
    --kw-icon-size: var(--kw-size-icon-s);
  }
  .clear {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: var(--kw-size-icon-l);
    height: var(--kw-size-icon-l);
    margin-right: calc(var(--kw-spacing-1) * -1);
    border-radius: var(--kw-radius-full);
    color: var(--kw-color-fg-secondary);
  }
  .clear:hover {
    background: var(--kw-color-bg-surface-hover);
  }
  .clear kw-icon {
    --kw-icon-size: var(--kw-size-icon-xs);
  }
  .error {
    display: flex;
    align-items: center;
    gap: var(--kw-spacing-1);
    font-size: var(--kw-font-size-tiny);
    color: var(--kw-color-error);
  }
  .error kw-icon {
    --kw-icon-size: var(--kw-size-icon-xs);
  }
`
