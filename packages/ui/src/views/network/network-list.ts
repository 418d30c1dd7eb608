/**
 * The networks list shared by SwitchNetwork and unsupported-chain: the active namespace's
 * networks first, then the other namespaces'; the current one marked; a wallet network
 * the app does not configure shown as 'Unknown Network' (docs/errors.md#texts-that-are-not-errors).
 */
import type { ChainDefinition, ChainNamespace, KeywayClient } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { html, nothing, type TemplateResult } from 'lit'
import type { Translate } from '../../i18n/i18n.js'

export type NetworkGroup = { namespace: ChainNamespace; networks: ChainDefinition[] }

/** Namespaces in order: the active one first, then the rest in configuration order. */
export function groupNetworks(
  client: KeywayClient,
  only?: ChainNamespace | undefined,
): NetworkGroup[] {
  const active = keywayHost(client).state.chain.activeNamespace
  const namespaces = keywayHost(client)
    .getNamespaces()
    .filter((ns) => !only || ns === only)
  namespaces.sort((a, b) => Number(b === active) - Number(a === active))
  return namespaces.map((namespace) => ({
    namespace,
    networks: keywayHost(client).getNetworks(namespace),
  }))
}

export function renderNetworkList(
  client: KeywayClient,
  t: Translate,
  options: {
    only?: ChainNamespace | undefined
    pending?: string | undefined
    onSelect: (network: ChainDefinition) => void
  },
): TemplateResult {
  const active = keywayHost(client).state.chain.activeCaipNetwork
  const namespace = keywayHost(client).state.chain.activeNamespace
  const unsupportedId = namespace
    ? keywayHost(client).state.chain.chains[namespace]?.networkState.unsupportedCaipNetworkId
    : undefined
  const groups = groupNetworks(client, options.only)
  return html`<div class="list" role="list">
    ${
      unsupportedId
        ? html`<kw-network-item
          role="listitem"
          name=${keywayHost(client).getNetworkName(unsupportedId)}
          network-id=${unsupportedId}
          tag=${t('unsupported.title')}
          selected
          disabled
        ></kw-network-item>`
        : nothing
    }
    ${groups.map(
      (group, index) => html`${
        // One label above all the namespaces after the active one.
        index === 1 ? html`<p class="section-label">${t('network.otherNamespaces')}</p>` : nothing
      }
        ${group.networks.map(
          (network) => html`<kw-network-item
            role="listitem"
            name=${network.name}
            network-id=${network.caipNetworkId}
            ?selected=${!unsupportedId && active?.caipNetworkId === network.caipNetworkId}
            ?loading=${options.pending === network.caipNetworkId}
            @click=${() => options.onSelect(network)}
          ></kw-network-item>`,
        )}`,
    )}
  </div>`
}
