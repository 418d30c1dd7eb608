/**
 * The styles of a token picker view (the send form's and the swap form's): a search field
 * over a list of token rows, each a button around a `kw-token-item`, the chosen one outlined,
 * and an empty state.
 */
import { css } from 'lit'
import { rowStyles } from '../../primitives/shared/row-styles.js'
import {
  baseStyles,
  buttonResetStyles,
  visuallyHiddenStyles,
} from '../../primitives/shared/shared-styles.js'
import { viewStyles } from './view-styles.js'

export const tokenPickerStyles = [
  baseStyles,
  buttonResetStyles,
  visuallyHiddenStyles,
  viewStyles,
  rowStyles,
  css`
    .search {
      padding: var(--kw-spacing-1) var(--kw-spacing-3) var(--kw-spacing-2);
    }
    ul {
      margin: 0;
      list-style: none;
    }
    .token {
      padding: 0;
      background: none;
    }
    .token kw-token-item {
      pointer-events: none;
    }
    .token:hover kw-token-item {
      --kw-row-bg: var(--kw-color-bg-surface-hover);
    }
    button.token[aria-current='true'] {
      box-shadow: inset 0 0 0 1px var(--kw-color-accent);
    }
    .empty {
      margin: 0;
      padding: var(--kw-spacing-4) var(--kw-spacing-3) var(--kw-spacing-5);
      text-align: center;
      color: var(--kw-color-fg-secondary);
      font-size: var(--kw-font-size-small);
    }
  `,
]
