/** The modal's wiring step: the theme, the modal, its router and the navigation over both. */
import { createModalController } from '../controllers/modal.js'
import { createRouterController } from '../controllers/router.js'
import { createThemeController } from '../controllers/theme.js'
import { createModalNavigation } from '../host/modal-navigation.js'
import type { CreateKeywayParameters } from './parameters.js'
import type { wireSession } from './wire-session.js'

export function wireModal(
  parameters: CreateKeywayParameters,
  session: Pick<
    ReturnType<typeof wireSession>,
    'chain' | 'events' | 'isConnected' | 'getActiveConnectorType'
  >,
) {
  const { chain, events, isConnected } = session
  const theme = createThemeController({
    themeMode: parameters.themeMode,
    themeVariables: parameters.themeVariables,
  })

  const modal = createModalController({
    isConnected: () => isConnected(chain.state.activeNamespace),
    onOpenChange: (open, connected) =>
      events.track(open ? 'MODAL_OPEN' : 'MODAL_CLOSE', { connected }),
    timers: parameters.timers,
  })
  const router = createRouterController({
    getActiveNamespace: () => chain.state.activeNamespace,
    getActiveCaipNetworkId: () => chain.state.activeCaipNetwork?.caipNetworkId,
    isNamespaceConnected: isConnected,
    getConnectorType: session.getActiveConnectorType,
    track: events.track,
  })
  const navigation = createModalNavigation({
    router,
    modal,
    isConnected: () => isConnected(chain.state.activeNamespace),
  })
  return { theme, modal, router, navigation }
}
