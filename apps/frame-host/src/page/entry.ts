/**
 * The script of the frame page (`/frame/entry.js`): reads the page's configuration, then
 * announces the frame to its parent and serves the dapp's frame client over the channel
 * the parent hands over. All work goes through frame-host's API on this origin.
 */
import { parseFrameUrlParams } from '@keyway/embedded-wallet/protocol'
import { createFrameApi } from './api.js'
import { createApprovalCard } from './approval-card.js'
import { APPROVE_PATH } from './approval-popup.js'
import { startApprovalWindow } from './approval-window.js'
import { servePort } from './frame-app.js'
import { createRequestHandlers } from './handlers.js'
import { startHandshake } from './handshake.js'
import { readFrameConfig } from './page-config.js'
import { createProofKeySource, pickIndexedDb } from './proof-key.js'
import { createSocialResultInbox, listenForSocialResults } from './social-result.js'
import { createFrameStorage, pickStorage } from './storage.js'

function start() {
  const config = readFrameConfig(document)
  const params = parseFrameUrlParams(location.search)
  const debug = params.enableLogger
    ? (message: string, detail?: unknown) => console.debug(message, detail ?? '')
    : undefined
  const storage = createFrameStorage(pickStorage(window))
  // Made now, so the key is ready (or made) before the first login.
  const proofKey = createProofKeySource({ indexedDB: pickIndexedDb(window) })
  void proofKey.get().catch((error: unknown) => debug?.('frame: no proof key yet', error))
  const card = createApprovalCard(document)
  // From the start: the popup's result may come before the dapp asks for it.
  const socialResults = createSocialResultInbox()
  listenForSocialResults(window, socialResults, debug)
  startHandshake({
    window,
    allowedOrigins: config.allowedOrigins,
    debug,
    onConnect(port, origin) {
      // Every call names the project (frame URL) and the parent page (this handshake);
      // frame-host checks the origin against the project's (README "Sessions").
      const api = createFrameApi({
        baseUrl: location.origin,
        storage,
        frame: { projectId: params.projectId, parentOrigin: origin },
        proofKey,
        locks: navigator.locks,
      })
      const handlers = createRequestHandlers({
        api,
        storage,
        card,
        defaultChainId: params.chainId,
        parentOrigin: origin,
        themeRoot: document.documentElement,
        socialResults,
      })
      window.addEventListener('pagehide', () => handlers.dispose(), { once: true })
      servePort({ port, handlers, debug })
    },
  })
}

try {
  // The same script runs frame-host's approval window (approval-popup.ts).
  if (location.pathname === APPROVE_PATH) startApprovalWindow(window)
  else start()
} catch (error) {
  // Without a configuration or with a bad frame URL the frame stays silent: the client then
  // reports 'Unable to load email login dependency' after its load timeout (docs/errors.md#email-and-social-login-the-embedded-wallet).
  console.error('Keyway embedded wallet frame:', error)
}
