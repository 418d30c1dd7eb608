import { css, html, LitElement, nothing } from 'lit'
import { property } from 'lit/decorators.js'
import type { IconName } from '../icon/icons.js'
import { baseStyles, buttonResetStyles } from '../shared/shared-styles.js'

export type Tab = { readonly id: string; readonly label: string; readonly icon?: IconName }

export type TabChangeDetail = { readonly id: string }

/**
 * An accessible tab list (WAI-ARIA tabs pattern): one tab in the Tab order, arrow keys,
 * Home and End move between tabs and select them.
 *
 * @summary An accessible tab list (WAI-ARIA tabs pattern) driven by arrow keys.
 * @csspart tablist - The tab list.
 * @event kw-tab-change - `detail: { id }` when the user selects another tab.
 */
export class KwTabs extends LitElement {
  static override styles = [
    baseStyles,
    buttonResetStyles,
    css`
      :host {
        display: block;
      }
      [role='tablist'] {
        display: flex;
        gap: var(--kw-spacing-1);
        padding: var(--kw-spacing-1);
        border-radius: var(--kw-radius-full);
        background: var(--kw-color-bg-surface-raised);
        border: 1px solid var(--kw-color-border);
      }
      [role='tab'] {
        flex: 1;
        display: inline-flex;
        align-items: center;
        justify-content: center;
        gap: var(--kw-spacing-1);
        height: var(--kw-size-control-s);
        padding: 0 var(--kw-spacing-3);
        border-radius: var(--kw-radius-full);
        color: var(--kw-color-fg-secondary);
        font-size: var(--kw-font-size-tiny);
        font-weight: var(--kw-font-weight-semibold);
        transition:
          background-color var(--kw-duration-fast) var(--kw-ease-out),
          color var(--kw-duration-fast) var(--kw-ease-out);
      }
      [role='tab']:hover {
        color: var(--kw-color-fg-primary);
      }
      [role='tab'][aria-selected='true'] {
        background: var(--kw-color-bg-surface);
        color: var(--kw-color-fg-primary);
        box-shadow: var(--kw-shadow-s);
      }
      kw-icon {
        --kw-icon-size: var(--kw-size-icon-s);
      }
    `,
  ]

  @property({ attribute: false }) tabs: readonly Tab[] = []
  /** Id of the selected tab (the first one when unset). */
  @property() selected = ''
  /** Accessible name of the tab list. */
  @property() label = ''
  /** Id of the panel the tabs control, if it is in the same tree as this element. */
  @property({ attribute: 'panel-id' }) panelId = ''

  private get selectedId(): string {
    return this.tabs.some((tab) => tab.id === this.selected)
      ? this.selected
      : (this.tabs[0]?.id ?? '')
  }

  override render() {
    const selectedId = this.selectedId
    return html`<div
      part="tablist"
      role="tablist"
      aria-label=${this.label || nothing}
      @keydown=${this.onKeyDown}
    >
      ${this.tabs.map(
        (tab) => html`<button
          role="tab"
          type="button"
          id=${`tab-${tab.id}`}
          data-id=${tab.id}
          aria-selected=${tab.id === selectedId ? 'true' : 'false'}
          aria-controls=${this.panelId || nothing}
          tabindex=${tab.id === selectedId ? 0 : -1}
          @click=${() => this.select(tab.id)}
        >
          ${tab.icon ? html`<kw-icon name=${tab.icon}></kw-icon>` : nothing}${tab.label}
        </button>`,
      )}
    </div>`
  }

  private onKeyDown(event: KeyboardEvent) {
    const index = this.tabs.findIndex((tab) => tab.id === this.selectedId)
    const last = this.tabs.length - 1
    const next: Record<string, number> = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }
    const target = next[event.key]
    const tab = target === undefined ? undefined : this.tabs[target]
    if (!tab) return
    event.preventDefault()
    this.select(tab.id)
    void this.updateComplete.then(() => {
      this.shadowRoot
        ?.querySelector<HTMLButtonElement>(`[data-id="${CSS.escape(tab.id)}"]`)
        ?.focus()
    })
  }

  private select(id: string) {
    if (id === this.selectedId) return
    this.selected = id
    this.dispatchEvent(
      new CustomEvent<TabChangeDetail>('kw-tab-change', {
        detail: { id },
        bubbles: true,
        composed: true,
      }),
    )
  }
}
