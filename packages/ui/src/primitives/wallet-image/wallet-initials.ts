/** Up to two initials of a wallet name ("Trust Wallet" → "TW", "MetaMask" → "ME"). */
export function walletInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0] ?? ''
  const second = words[1]
  const letters = second ? `${first[0] ?? ''}${second[0] ?? ''}` : first.slice(0, 2)
  return letters.toUpperCase()
}
