export {
  type CreateKeywayParameters,
  createKeyway,
  KEYWAY_SDK_TYPE,
  type KeywayClient,
  type KeywayMetadata,
} from './create-keyway.js'
export {
  createPlatform,
  isIosSafari,
  isTelegram,
  type Platform,
  type PlatformEnvironment,
  readBrowserEnvironment,
} from './platform.js'
export { type WatchAdaptersDeps, watchAdapters } from './watch-adapters.js'
