import { css } from 'lit'

export const networkImageStyles = css`
  :host {
    display: inline-flex;
    flex-shrink: 0;
    width: var(--kw-network-image-size, var(--kw-size-image-m));
    height: var(--kw-network-image-size, var(--kw-size-image-m));
  }
  :host([size='xs']) {
    --kw-network-image-size: var(--kw-size-image-xs);
  }
  :host([size='s']) {
    --kw-network-image-size: var(--kw-size-image-s);
  }
  :host([size='l']) {
    --kw-network-image-size: var(--kw-size-image-l);
  }
  img,
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
  img {
    border-radius: var(--kw-radius-full);
    object-fit: cover;
  }
`
