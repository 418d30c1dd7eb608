import { css } from 'lit'

export const iconStyles = css`
  :host {
    display: inline-flex;
    flex-shrink: 0;
    width: var(--kw-icon-size, var(--kw-size-icon-m));
    height: var(--kw-icon-size, var(--kw-size-icon-m));
    color: var(--kw-icon-color, currentColor);
  }
  :host([size='xs']) {
    --kw-icon-size: var(--kw-size-icon-xs);
  }
  :host([size='s']) {
    --kw-icon-size: var(--kw-size-icon-s);
  }
  :host([size='l']) {
    --kw-icon-size: var(--kw-size-icon-l);
  }
  :host([size='xl']) {
    --kw-icon-size: var(--kw-size-icon-xl);
  }
  svg {
    width: 100%;
    height: 100%;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`
