/**
 * `<ConnectButton>`: the React wrapper of @keyway/ui's `kw-connect-button`, given the
 * provider's client. `ConnectButton.Custom` is the unstyled render-prop form.
 */
import { KwConnectButton } from '@keyway/ui/connect-button'
import { createComponent } from '@lit/react'
import * as React from 'react'
import { ConnectButtonCustom } from '../custom/connect-button-custom.js'
import { withProviderClient } from './with-provider-client.js'

const KwConnectButtonReact = /* @__PURE__ */ createComponent({
  react: React,
  tagName: 'kw-connect-button',
  elementClass: KwConnectButton,
  displayName: 'KwConnectButton',
})

export type ConnectButtonProps = React.ComponentProps<typeof KwConnectButtonReact>

/**
 * "Connect Wallet"; opens the modal, shows a loading state while connecting and the
 * account button once connected (unless `connectOnly`).
 */
export const ConnectButton = Object.assign(
  withProviderClient(KwConnectButtonReact, 'ConnectButton'),
  { Custom: ConnectButtonCustom },
)
