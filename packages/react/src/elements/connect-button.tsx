/**
 * `<ConnectButton>`: the React wrapper of @keyway/ui's `kw-connect-button`, given the
 * provider's client. `ConnectButton.Custom` is the unstyled render-prop form.
 *
 * The wrapper is written here rather than with @lit/react's `createComponent`: the connect
 * button is in a page's first download, and this keeps every Lit package out of it. The
 * element's properties are set on the element after each render, as `createComponent`
 * does, because React 18 would pass them as attributes (strings) and React 19 sets them
 * only on an element that is already defined; the other props go to React as usual.
 */
import '@keyway/ui/connect-button'
import type { KwConnectButton } from '@keyway/ui/connect-button'
import * as React from 'react'
import { KeywayContext } from '../context/keyway-context.js'
import { ConnectButtonCustom } from '../custom/connect-button-custom.js'

/** The element's properties a prop sets. */
const ELEMENT_PROPERTIES = [
  'client',
  'i18n',
  'label',
  'loadingLabel',
  'connectOnly',
  'size',
] as const
type ElementProperty = (typeof ELEMENT_PROPERTIES)[number]

export type ConnectButtonProps = Omit<React.HTMLAttributes<KwConnectButton>, ElementProperty> &
  Partial<Pick<KwConnectButton, ElementProperty>> &
  React.RefAttributes<KwConnectButton>

const isElementProperty = (name: string): name is ElementProperty =>
  (ELEMENT_PROPERTIES as readonly string[]).includes(name)

// Layout effects do not run on a server, and React 18 warns when it meets one there.
const useClientLayoutEffect =
  typeof HTMLElement === 'undefined' ? React.useEffect : React.useLayoutEffect

/**
 * One component, not a provider-reading one around the element's (as `withProviderClient`
 * makes for the other buttons): this one is on every page at load, and each component is
 * work React does on every render.
 */
const ConnectButtonElement = React.forwardRef<KwConnectButton, ConnectButtonProps>(
  function ConnectButton(props, ref) {
    const fromProvider = React.useContext(KeywayContext)
    const element = React.useRef<KwConnectButton | null>(null)
    const previous = React.useRef<Partial<Record<ElementProperty, unknown>>>({})
    const properties: Partial<Record<ElementProperty, unknown>> = {}
    // suppressHydrationWarning: the element adds attributes of its own (its size).
    const reactProps: Record<string, unknown> = { suppressHydrationWarning: true }
    for (const [name, value] of Object.entries(props)) {
      if (isElementProperty(name)) properties[name] = value
      // React leaves className alone on a custom element: it is the class attribute there.
      else reactProps[name === 'className' ? 'class' : name] = value
    }
    // The app's client, else the provider's. Without either the property is left as the app
    // gave it: the element then finds the client of the mounted modal by itself.
    const client = props.client ?? fromProvider
    if (client) properties.client = client

    useClientLayoutEffect(() => {
      const node = element.current as unknown as Record<ElementProperty, unknown> | null
      if (!node) return
      for (const name of ELEMENT_PROPERTIES) {
        // A prop that is gone is unset, as it would be on a native element.
        if (name in properties) node[name] = properties[name]
        else if (name in previous.current) node[name] = undefined
      }
      previous.current = properties
    })

    const setRef = React.useCallback(
      (node: KwConnectButton | null) => {
        element.current = node
        if (typeof ref === 'function') ref(node)
        else if (ref) ref.current = node
      },
      [ref],
    )
    return React.createElement('kw-connect-button', { ...reactProps, ref: setRef })
  },
)
ConnectButtonElement.displayName = 'ConnectButton'

/**
 * "Connect Wallet"; opens the modal, shows a loading state while connecting and the
 * account button once connected (unless `connectOnly`).
 */
export const ConnectButton = Object.assign(ConnectButtonElement, { Custom: ConnectButtonCustom })
