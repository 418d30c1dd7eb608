import { css, html, LitElement } from 'lit'
import { property } from 'lit/decorators.js'
import { baseStyles } from '../shared/shared-styles.js'

/**
 * A shimmering placeholder with the size of the content it stands for, so content
 * arriving later causes no layout jump. Hidden from assistive technology (the view
 * announces loading once, e.g. with a labelled kw-spinner).
 *
 * @summary A shimmering placeholder the size of the content still loading.
 * @cssproperty --kw-skeleton-width - Width (default 100%).
 * @cssproperty --kw-skeleton-height - Height (default 16px).
 */
export class KwSkeleton extends LitElement {
  static override styles = [
    baseStyles,
    css`
      :host {
        display: block;
        width: var(--kw-skeleton-width, 100%);
        height: var(--kw-skeleton-height, var(--kw-spacing-4));
        border-radius: var(--kw-radius-s);
        background: linear-gradient(
          90deg,
          var(--kw-color-skeleton) 0%,
          var(--kw-color-skeleton-highlight) 50%,
          var(--kw-color-skeleton) 100%
        );
        background-size: 200% 100%;
        animation: shimmer var(--kw-duration-shimmer) linear infinite;
      }
      :host([variant='circle']) {
        border-radius: var(--kw-radius-full);
      }
      :host([variant='rect']) {
        border-radius: var(--kw-radius-m);
      }
      :host([variant='row']) {
        height: var(--kw-size-list-item);
        border-radius: var(--kw-radius-l);
      }
      @keyframes shimmer {
        from {
          background-position: 100% 0;
        }
        to {
          background-position: -100% 0;
        }
      }
      @media (prefers-reduced-motion: reduce) {
        :host {
          animation: none;
        }
      }
    `,
  ]

  /** text (default), rect, circle, or row (a list row's height). */
  @property({ reflect: true }) variant: 'text' | 'rect' | 'circle' | 'row' = 'text'

  override connectedCallback() {
    super.connectedCallback()
    this.setAttribute('aria-hidden', 'true')
  }

  override render() {
    return html``
  }
}
