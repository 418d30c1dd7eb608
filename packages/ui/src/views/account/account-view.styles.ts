import { css } from 'lit'

export const accountViewStyles = css`
  .profile {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--kw-spacing-2);
    padding: var(--kw-spacing-2) var(--kw-spacing-4) var(--kw-spacing-5);
  }
  .profile kw-avatar {
    margin-bottom: var(--kw-spacing-1);
  }
  .name-row {
    display: flex;
    align-items: center;
    gap: var(--kw-spacing-1);
    max-width: 100%;
    font-size: var(--kw-font-size-large);
    font-weight: var(--kw-font-weight-semibold);
    letter-spacing: var(--kw-letter-spacing-tight);
  }
  /* A long ENS / SNS name ends in an ellipsis; its title holds all of it. */
  .name {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* A Bitcoin address's type (Payment, Ordinals), under the address. */
  .address-type {
    padding: 0 var(--kw-spacing-2);
    border-radius: var(--kw-radius-full);
    background: var(--kw-color-bg-surface-raised);
    color: var(--kw-color-fg-secondary);
    font-size: var(--kw-font-size-small);
    font-weight: var(--kw-font-weight-medium);
    line-height: 1.6;
  }
  .balance {
    display: flex;
    align-items: center;
    gap: var(--kw-spacing-1);
    color: var(--kw-color-fg-secondary);
    font-size: var(--kw-font-size-paragraph);
    font-weight: var(--kw-font-weight-medium);
    min-height: 1.4em;
  }
  .balance kw-skeleton {
    width: 96px;
  }
  /* A balance that could not be refreshed: still readable, visibly not current. */
  .balance .stale {
    display: inline-flex;
    align-items: center;
    gap: var(--kw-spacing-1);
    color: var(--kw-color-fg-tertiary);
    font-style: italic;
  }
  .balance .stale kw-icon {
    color: var(--kw-color-warning);
  }
  .balance .unavailable {
    color: var(--kw-color-fg-tertiary);
  }
  .explorer {
    margin-top: var(--kw-spacing-1);
  }
  /* Wallet features (docs/limits.md#features-and-defaults order): equal buttons that share the row and wrap at 360 px. */
  .features {
    display: flex;
    flex-wrap: wrap;
    gap: var(--kw-spacing-2);
    padding: 0 var(--kw-spacing-3) var(--kw-spacing-3);
  }
  .features .feature {
    flex: 1 1 0;
    min-width: 120px;
  }
`
