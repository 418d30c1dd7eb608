/** `<NetworkButton>`: the React wrapper of @keyway/ui's `kw-network-button`. */
import { KwNetworkButton } from '@keyway/ui/network-button'
import { createComponent } from '@lit/react'
import * as React from 'react'
import { withProviderClient } from './with-provider-client.js'

const KwNetworkButtonReact = /* @__PURE__ */ createComponent({
  react: React,
  tagName: 'kw-network-button',
  elementClass: KwNetworkButton,
  displayName: 'KwNetworkButton',
})

export type NetworkButtonProps = React.ComponentProps<typeof KwNetworkButtonReact>

/** The active network ('Unknown Network' when not configured); opens SwitchNetwork. */
export const NetworkButton = withProviderClient(KwNetworkButtonReact, 'NetworkButton')
