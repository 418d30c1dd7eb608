/** Names and versions both sides of the frame protocol agree on. */

/** Carried by every handshake message, so unrelated window messages are told apart. */
export const FRAME_PROTOCOL_NAME = 'keyway-embedded-wallet'

/**
 * Bumped on any change that an older frame or client could misread; the handshake carries
 * it and each side refuses a version it does not speak.
 */
export const FRAME_PROTOCOL_VERSION = 1
