import { css } from 'lit'

export const allWalletsStyles = css`
  .search {
    padding: var(--kw-spacing-1) var(--kw-spacing-3) var(--kw-spacing-2);
  }
  /* The virtualizer positions rows absolutely at the scroller's padding edge, so a
     padding on the scroller is lost on the right: each row pads itself instead. */
  .scroller {
    height: min(432px, calc(100dvh - 200px));
  }
  .row {
    box-sizing: border-box;
    width: 100%;
    padding: 0 var(--kw-spacing-3) var(--kw-spacing-2);
  }
  .skeletons {
    display: flex;
    flex-direction: column;
    gap: var(--kw-spacing-2);
    height: min(432px, calc(100dvh - 200px));
    padding: 0 var(--kw-spacing-3);
    overflow: hidden;
  }
  .skeletons kw-skeleton {
    flex: none;
  }
  .placeholder {
    height: min(432px, calc(100dvh - 200px));
  }
  .more {
    display: flex;
    justify-content: center;
    padding: var(--kw-spacing-2) 0 var(--kw-spacing-3);
  }
`
