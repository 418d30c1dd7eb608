import { css } from 'lit'

export const sessionsViewStyles = css`
  .sessions {
    padding: var(--kw-spacing-1) var(--kw-spacing-3) var(--kw-spacing-4);
  }
  .list {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-1);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .session {
    display: flex;
    align-items: center;
    gap: var(--kw-spacing-2);
    min-width: 0;
    padding: var(--kw-spacing-2) var(--kw-spacing-1);
  }
  .main {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: var(--kw-spacing-05);
    min-width: 0;
  }
  .allowance {
    font-size: var(--kw-font-size-paragraph);
    font-weight: var(--kw-font-weight-medium);
    font-variant-numeric: tabular-nums;
  }
  .details {
    font-size: var(--kw-font-size-small);
    color: var(--kw-color-fg-secondary);
    overflow-wrap: anywhere;
  }
  .revoke {
    flex: none;
  }
`
