/**
 * What the embedded wallet's frame is told besides requests: the modal's theme (mode and
 * `--kw-*` variables), which its visible approval card follows, and the dapp's data (name,
 * description, url, icons of createKeyway's `metadata`), which it shows as the app's own
 * claim. The frame never bases a decision on either: the origin it names is the one it
 * verified itself.
 */
import { subscribe } from 'valtio/vanilla'
import type { ThemeController, ThemeVariables } from '../../controllers/theme.js'
import type { EmbeddedWalletFrameSync } from '../../types/embedded-wallet.js'

export type DappMetadata = { name: string; description: string; url: string; icons: string[] }

/** The frame takes at most 8 icons and 64 variables. */
const MAX_ICONS = 8

/** The variables the dapp set, without the ones it left undefined. */
export function frameThemeVariables(variables: ThemeVariables): Record<string, string | number> {
  const defined: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(variables)) {
    if (value !== undefined) defined[name] = value
  }
  return defined
}

/** The dapp data as the frame takes it (a copy: the frame's schema limits the icons). */
export function frameDappData(parameters: {
  projectId: string
  sdkVersion: string
  sdkType: string
  metadata: DappMetadata | undefined
}) {
  const { metadata } = parameters
  return {
    projectId: parameters.projectId,
    sdkVersion: parameters.sdkVersion,
    sdkType: parameters.sdkType,
    ...(metadata
      ? {
          metadata: {
            name: metadata.name,
            description: metadata.description,
            url: metadata.url,
            icons: metadata.icons.slice(0, MAX_ICONS),
          },
        }
      : {}),
  }
}

export function createFrameSync(parameters: {
  theme: Pick<ThemeController, 'state'>
  projectId: string
  sdkVersion: string
  sdkType: string
  metadata: DappMetadata | undefined
}): EmbeddedWalletFrameSync {
  const { theme } = parameters
  return {
    getTheme: () => ({
      themeMode: theme.state.themeMode,
      themeVariables: frameThemeVariables(theme.state.themeVariables),
    }),
    getDappData: () => frameDappData(parameters),
    // The dapp data is fixed at createKeyway; the theme changes with setTheme.
    subscribe: (onChange) => subscribe(theme.state, onChange),
  }
}
