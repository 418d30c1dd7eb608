/**
 * What a test drives in a fresh page (openFreshPage in modal.test-helpers.ts): this module
 * is imported again in a new frame's own realm, so the modal, core and the test client are
 * that frame's, and so is its custom element registry, where nothing the other test files
 * defined (kw-wallet-item, the views) is defined yet. It imports nothing from vitest: the
 * runner lives in the test page only.
 */
import '../modal/modal.js'

export { openModal } from '@keyway/core'
export { keywayHost } from '@keyway/core/host'
export { modalPartSource } from '../modal/shell/modal-shell.js'
export { createTestClient } from '../views/shared/test-client.test-helpers.js'
