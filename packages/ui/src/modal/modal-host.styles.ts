import { css } from 'lit'

/**
 * The element's own box, closed or open. Kept apart from the dialog's stylesheet, which
 * loads with the dialog (modal-dialog.ts).
 */
export const modalHostStyles = css`
  :host {
    display: contents;
    color: var(--kw-color-fg-primary);
  }
`
