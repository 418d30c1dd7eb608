/** Fired on the document when a kw-modal is connected, so public buttons can find its client. */
export const MODAL_CONNECTED_EVENT = 'kw-modal-connected'
