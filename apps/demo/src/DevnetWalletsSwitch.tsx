import { useId } from 'react'

export type DevnetWalletsSwitchProps = {
  enabled: boolean
  onChange: (enabled: boolean) => void
}

/**
 * The "Devnet test wallets" switch (the demo always runs on devnet). Turning it on
 * adds an in-page EVM and Solana wallet with devnet's public test keys; the choice is kept
 * across reloads.
 */
export function DevnetWalletsSwitch({ enabled, onChange }: DevnetWalletsSwitchProps) {
  const hintId = useId()
  return (
    <>
      <label className="devnet-switch">
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          aria-checked={enabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        Devnet test wallets
      </label>
      <span id={hintId} className="visually-hidden">
        Adds an EVM and a Solana wallet backed by devnet's public test keys, never real funds.
      </span>
    </>
  )
}
