import { createKeyway, ethereum, type KeywayClient } from '@keyway/core'
import { ContextConsumer, ContextProvider } from '@lit/context'
import { LitElement } from 'lit'
import { afterEach, describe, expect, it } from 'vitest'
import { createI18n, type I18n } from '../i18n/i18n.js'
import { keywayClientContext, keywayI18nContext } from './contexts.js'

class ProviderProbe extends LitElement {
  readonly clientProvider = new ContextProvider(this, { context: keywayClientContext })
  readonly i18nProvider = new ContextProvider(this, { context: keywayI18nContext })
}
class ConsumerProbe extends LitElement {
  readonly client = new ContextConsumer(this, { context: keywayClientContext, subscribe: true })
  readonly i18n = new ContextConsumer(this, { context: keywayI18nContext, subscribe: true })
}
customElements.define('kw-context-provider-probe', ProviderProbe)
customElements.define('kw-context-consumer-probe', ConsumerProbe)

afterEach(() => {
  document.body.innerHTML = ''
})

describe('keywayClientContext', () => {
  it('hands the provider’s client and translations to a nested element, and updates it', async () => {
    const provider = new ProviderProbe()
    const client: KeywayClient = createKeyway({ adapters: [], networks: [ethereum] })
    const i18n: I18n = createI18n()
    provider.clientProvider.setValue(client)
    provider.i18nProvider.setValue(i18n)
    const consumer = new ConsumerProbe()
    provider.append(consumer)
    document.body.append(provider)
    await consumer.updateComplete
    expect(consumer.client.value).toBe(client)
    expect(consumer.i18n.value?.t('title.Connect')).toBe('Connect Wallet')

    const other: KeywayClient = createKeyway({ adapters: [], networks: [ethereum] })
    provider.clientProvider.setValue(other)
    expect(consumer.client.value).toBe(other)
    client.destroy()
    other.destroy()
  })
})
