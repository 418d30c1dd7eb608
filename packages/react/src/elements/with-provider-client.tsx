/**
 * Gives a wrapped Keyway element the client of the nearest `<KeywayProvider>` unless the
 * app passes one. Outside a provider the element finds the client of the mounted modal.
 */
import type { KeywayClient } from '@keyway/core'
import {
  type ComponentType,
  type ForwardRefExoticComponent,
  forwardRef,
  type PropsWithoutRef,
  type RefAttributes,
  useContext,
} from 'react'
import { KeywayContext } from '../context/keyway-context.js'

type WithClient = { client?: KeywayClient | undefined }

export function withProviderClient<P extends WithClient, E>(
  Element: ComponentType<P & RefAttributes<E>>,
  displayName: string,
): ForwardRefExoticComponent<PropsWithoutRef<P> & RefAttributes<E>> {
  // forwardRef keeps `ref` working on React 18 as well as 19.
  const Wrapped = forwardRef<E, P>(function WithProviderClient(props, ref) {
    const fromProvider = useContext(KeywayContext)
    const client = props.client ?? fromProvider
    // Without any client the prop is left out: @lit/react would set `client = undefined`
    // and undo the element finding the mounted modal's client by itself.
    // (P is generic, so TypeScript cannot see that overriding `client` keeps it a P.)
    const elementProps = (client ? { ...props, client } : props) as P
    return <Element {...elementProps} ref={ref} />
  })
  Wrapped.displayName = displayName
  return Wrapped as ForwardRefExoticComponent<PropsWithoutRef<P> & RefAttributes<E>>
}
