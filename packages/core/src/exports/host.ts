// `@keyway/core/host`: the declared contract between a Keyway client and the views that
// draw it (@keyway/ui's modal and elements, @keyway/react's hooks). Views use this and
// never the client's internals; docs/host-contract.md describes every member. Like
// `@keyway/core/internal`, it follows the toolkit's version, not semver on its own.
export { keywayHost } from '../client/create-keyway.js'
export type {
  KeywayHost,
  KeywayHostCommands,
  KeywayHostFeatures,
  KeywayHostNavigation,
  KeywayHostSelectors,
  KeywayHostState,
} from '../host/keyway-host.js'
export type {
  ModalNavigation,
  NavigateHistory,
  NavigateOptions,
} from '../host/modal-navigation.js'
