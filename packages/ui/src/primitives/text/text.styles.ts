import { css } from 'lit'

export const textStyles = css`
  :host {
    display: block;
    color: var(--kw-text-color, var(--kw-color-fg-primary));
    font-size: var(--kw-font-size-paragraph);
    line-height: var(--kw-line-height-normal);
    font-weight: var(--kw-font-weight-regular);
    margin: 0;
    min-width: 0;
  }
  :host([variant='title']) {
    font-size: var(--kw-font-size-large);
    font-weight: var(--kw-font-weight-semibold);
    line-height: var(--kw-line-height-tight);
    letter-spacing: var(--kw-letter-spacing-tight);
  }
  :host([variant='large-title']) {
    font-size: var(--kw-font-size-title);
    font-weight: var(--kw-font-weight-semibold);
    line-height: var(--kw-line-height-tight);
    letter-spacing: var(--kw-letter-spacing-tight);
  }
  :host([variant='paragraph']) {
    font-size: var(--kw-font-size-paragraph);
    font-weight: var(--kw-font-weight-medium);
  }
  :host([variant='body']) {
    font-size: var(--kw-font-size-small);
  }
  :host([variant='small']) {
    font-size: var(--kw-font-size-small);
    font-weight: var(--kw-font-weight-medium);
  }
  :host([variant='micro']) {
    font-size: var(--kw-font-size-tiny);
    font-weight: var(--kw-font-weight-medium);
  }
  :host([variant='mono']) {
    font-family: var(--kw-font-family-mono);
    font-size: var(--kw-font-size-small);
  }
  :host([color='secondary']) {
    --kw-text-color: var(--kw-color-fg-secondary);
  }
  :host([color='tertiary']) {
    --kw-text-color: var(--kw-color-fg-tertiary);
  }
  :host([color='accent']) {
    --kw-text-color: var(--kw-color-accent);
  }
  :host([color='error']) {
    --kw-text-color: var(--kw-color-error);
  }
  :host([color='success']) {
    --kw-text-color: var(--kw-color-success);
  }
  :host([color='inherit']) {
    --kw-text-color: inherit;
  }
  :host([align='center']) {
    text-align: center;
  }
  :host([align='right']) {
    text-align: right;
  }
  :host([truncate]) {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  :host([inline]) {
    display: inline;
  }
`
