/** `<AccountButton>`: the React wrapper of @keyway/ui's `kw-account-button`. */
import { KwAccountButton } from '@keyway/ui/account-button'
import { createComponent } from '@lit/react'
import * as React from 'react'
import { withProviderClient } from './with-provider-client.js'

const KwAccountButtonReact = /* @__PURE__ */ createComponent({
  react: React,
  tagName: 'kw-account-button',
  elementClass: KwAccountButton,
  displayName: 'KwAccountButton',
})

export type AccountButtonProps = React.ComponentProps<typeof KwAccountButtonReact>

/** The connected account (balance, truncated address); opens Account. Empty when disconnected. */
export const AccountButton = withProviderClient(KwAccountButtonReact, 'AccountButton')
