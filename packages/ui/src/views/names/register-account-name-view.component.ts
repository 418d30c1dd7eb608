import type { GetNameSuggestionsReturnType, KeywayClient } from '@keyway/core'
import { getNameSuggestions, registerName, toUserMessage } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { css, html, nothing } from 'lit'
import { state } from 'lit/decorators.js'
import { baseStyles, buttonResetStyles } from '../../primitives/shared/shared-styles.js'
import { KwViewElement } from '../shared/view-element.js'
import { viewStyles } from '../shared/view-styles.js'
import { labelOf, nameRuleMessage } from './names-shared.js'

/** Suggestions follow the typing once it pauses this long. */
const SUGGESTIONS_DEBOUNCE_MS = 300

/**
 * RegisterAccountName (docs/account-features.md#names names, eip155): a name field checked as the user types
 * against the docs/validation.md#names rule (letters, digits and hyphen, at least 4 characters), the
 * suggestions for it with whether each is still available ('Error fetching name
 * suggestions' otherwise), and Register, which has the wallet sign the docs/account-features.md#names message and
 * leads to RegisterAccountNameSuccess. A failed registration says 'Error registering name
 * {name}' and keeps the form.
 *
 * @summary Choose and register a name for the connected account.
 */
export class KwRegisterAccountNameView extends KwViewElement {
  static override styles = [
    baseStyles,
    buttonResetStyles,
    viewStyles,
    css`
      .form {
        display: flex;
        flex-direction: column;
        gap: var(--kw-spacing-3);
        padding: var(--kw-spacing-1) var(--kw-spacing-3) var(--kw-spacing-4);
        min-width: 0;
      }
      .hint,
      .heading {
        margin: 0;
        color: var(--kw-color-fg-secondary);
        font-size: var(--kw-font-size-small);
        overflow-wrap: anywhere;
      }
      .suggestions {
        display: flex;
        flex-direction: column;
        gap: var(--kw-spacing-1);
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .suggestion {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: var(--kw-spacing-2);
        width: 100%;
        min-width: 0;
        padding: var(--kw-spacing-2) var(--kw-spacing-3);
        border-radius: var(--kw-radius-m);
        background: var(--kw-color-bg-secondary);
        color: var(--kw-color-fg-primary);
        font: inherit;
        text-align: start;
        cursor: pointer;
      }
      .suggestion:disabled {
        cursor: default;
        color: var(--kw-color-fg-secondary);
      }
      .suggestion:focus-visible {
        outline: 2px solid var(--kw-color-accent);
        outline-offset: 2px;
      }
      .suggestion .name {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
        min-width: 0;
      }
      .suggestion .status {
        flex: none;
        font-size: var(--kw-font-size-small);
      }
      .error {
        display: flex;
        gap: var(--kw-spacing-1);
        align-items: center;
        margin: 0;
        color: var(--kw-color-error);
        font-size: var(--kw-font-size-small);
        overflow-wrap: anywhere;
      }
    `,
  ]

  @state() private value = ''
  @state() private suggestions: GetNameSuggestionsReturnType = []
  @state() private searching = false
  @state() private suggestionsError = ''
  @state() private registering = false
  @state() private registerError = ''

  private debounce: ReturnType<typeof setTimeout> | undefined
  private lookup: AbortController | undefined

  protected override watchedStates(client: KeywayClient): object[] {
    return [keywayHost(client).state.chain, keywayHost(client).state.account]
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    clearTimeout(this.debounce)
    this.lookup?.abort()
  }

  private onInput(client: KeywayClient, event: Event): void {
    this.value = (event.target as HTMLInputElement).value.trim()
    this.registerError = ''
    clearTimeout(this.debounce)
    this.lookup?.abort()
    this.searching = false
    if (!this.value) {
      this.suggestions = []
      this.suggestionsError = ''
      return
    }
    // Suggestions help with any typed text that has a valid start (docs/validation.md#names).
    if (/[^a-zA-Z0-9-]/.test(this.value)) return
    this.debounce = setTimeout(
      () => void this.fetchSuggestions(client, this.value),
      SUGGESTIONS_DEBOUNCE_MS,
    )
  }

  private async fetchSuggestions(client: KeywayClient, name: string): Promise<void> {
    const lookup = new AbortController()
    this.lookup = lookup
    const stop = () => lookup.abort()
    this.signal.addEventListener('abort', stop, { once: true })
    this.searching = true
    this.suggestionsError = ''
    try {
      const found = await getNameSuggestions(client, { name, signal: lookup.signal })
      if (!lookup.signal.aborted) this.suggestions = found
    } catch (error) {
      if (lookup.signal.aborted) return
      this.suggestions = []
      this.suggestionsError = toUserMessage(error, this.t('error.nameSuggestions'))
    } finally {
      this.signal.removeEventListener('abort', stop)
      if (this.lookup === lookup) {
        this.searching = false
        this.lookup = undefined
      }
    }
  }

  /** A suggestion fills the field with its label; focus goes back there to register it. */
  private choose(name: string): void {
    this.value = labelOf(name)
    this.registerError = ''
    this.renderRoot.querySelector<HTMLElement>('kw-input')?.focus()
  }

  private async register(client: KeywayClient): Promise<void> {
    if (nameRuleMessage(this.value, this.t) || this.registering) return
    this.registering = true
    this.registerError = ''
    try {
      await registerName(client, { name: this.value, signal: this.signal })
      if (this.signal.aborted) return
      keywayHost(client).navigate('RegisterAccountNameSuccess', undefined, { history: 'replace' })
    } catch (error) {
      if (this.signal.aborted) return
      this.registerError = toUserMessage(error, this.t('error.somethingWentWrong'))
    } finally {
      this.registering = false
    }
  }

  private renderSuggestions(client: KeywayClient) {
    if (this.suggestionsError) {
      return html`<p class="error suggestions-error" role="alert">
        <kw-icon name="error-circle" aria-hidden="true"></kw-icon>${this.suggestionsError}
        <kw-button
          class="retry"
          size="s"
          variant="neutral"
          @click=${() => void this.fetchSuggestions(client, this.value)}
          >${this.t('swap.retry')}</kw-button
        >
      </p>`
    }
    if (this.suggestions.length === 0) {
      return this.searching
        ? html`<p class="hint" role="status">${this.t('names.searching')}</p>`
        : nothing
    }
    return html`<section aria-label=${this.t('names.suggestions')}>
      <p class="heading" aria-hidden="true">${this.t('names.suggestions')}</p>
      <ul class="suggestions">
        ${this.suggestions.map(
          (suggestion) => html`<li>
            <button
              class="suggestion"
              type="button"
              title=${suggestion.name}
              ?disabled=${suggestion.registered}
              @click=${() => this.choose(suggestion.name)}
            >
              <span class="name">${suggestion.name}</span>
              <span class="status"
                >${suggestion.registered ? this.t('names.taken') : this.t('names.available')}</span
              >
            </button>
          </li>`,
        )}
      </ul>
    </section>`
  }

  override render() {
    const client = this.client
    if (!client) return nothing
    const rule = this.value ? nameRuleMessage(this.value, this.t) : ''
    const ready = !!this.value && !rule
    return html`<div class="form">
      <kw-input
        name="name"
        label=${this.t('names.label')}
        placeholder=${this.t('names.placeholder')}
        data-autofocus
        autocomplete="off"
        .value=${this.value}
        error=${rule}
        ?disabled=${this.registering}
        @input=${(event: Event) => this.onInput(client, event)}
        @keydown=${(event: KeyboardEvent) => {
          if (event.key === 'Enter') void this.register(client)
        }}
      ></kw-input>
      ${this.renderSuggestions(client)}
      ${
        this.registerError
          ? html`<p class="error register-error" role="alert">
              <kw-icon name="error-circle" aria-hidden="true"></kw-icon>${this.registerError}
            </p>`
          : nothing
      }
      <p class="hint">${this.t('names.signHint')}</p>
      <kw-button
        class="register"
        variant="main"
        full-width
        ?disabled=${!ready}
        ?loading=${this.registering}
        @click=${() => void this.register(client)}
        >${this.t('names.registerIdle')}</kw-button
      >
    </div>`
  }
}
