/** Base64 for the bytes the Solana RPC methods carry over the frame (protocol/rpc-schemas.ts). */

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  // Chunks keep String.fromCharCode's argument list small for large transactions.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(binary)
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}
