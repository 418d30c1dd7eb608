/**
 * Every version the peer apps install from the npm registry, pinned exactly, in one place.
 * React, React DOM, Vite and its React plugin are not here: all five apps take the versions
 * the workspace resolved (minimal-app's `workspaceVersions()`), so they differ only in the
 * wallet toolkit.
 */

/** What every wagmi app here installs beside wagmi (the versions the workspace resolved). */
export const WAGMI_STACK_VERSIONS = {
  viem: '2.57.20',
  '@tanstack/react-query': '5.108.4',
} as const

/** RainbowKit 2.2 and the wagmi 2 it is built on. */
export const RAINBOWKIT_VERSIONS = {
  '@rainbow-me/rainbowkit': '2.2.9',
  wagmi: '2.19.5',
} as const

/**
 * AppKit 1.8 with its wagmi adapter. `@wagmi/core` and `@wagmi/connectors` are the ones
 * wagmi 2.19.5 depends on: the adapter asks for them with open ranges (>=), which npm
 * would otherwise resolve to wagmi 3's, a second copy.
 */
export const APPKIT_VERSIONS = {
  '@reown/appkit': '1.8.24',
  '@reown/appkit-adapter-wagmi': '1.8.24',
  wagmi: '2.19.5',
  '@wagmi/core': '2.22.1',
  '@wagmi/connectors': '6.2.0',
} as const

/** The "React + wagmi" baseline: the wagmi the two peers run on, with no modal. */
export const WAGMI_BASELINE_VERSIONS = {
  wagmi: '2.19.5',
} as const

/** The versions shown in the report and the README. */
export const PINNED_SUMMARY = [
  `@rainbow-me/rainbowkit ${RAINBOWKIT_VERSIONS['@rainbow-me/rainbowkit']}`,
  `@reown/appkit + @reown/appkit-adapter-wagmi ${APPKIT_VERSIONS['@reown/appkit']}`,
  `wagmi ${WAGMI_BASELINE_VERSIONS.wagmi}`,
] as const
