/**
 * The icon set, drawn for Keyway on a 24 × 24 grid with 2px round strokes in
 * `currentColor`, so an icon takes the colour and size of the text around it.
 */
import { type SVGTemplateResult, svg } from 'lit'

export const ICON_NAMES = [
  'close',
  'back',
  'chevron-right',
  'copy',
  'check',
  'search',
  'wallet',
  'network',
  'qr-code',
  'external-link',
  'warning',
  'error-circle',
  'disconnect',
  'refresh',
  'mobile',
  'desktop',
  'browser',
  'info',
  'send',
  'swap',
  'activity',
  'card',
] as const

export type IconName = (typeof ICON_NAMES)[number]

export const ICONS: Readonly<Record<IconName, SVGTemplateResult>> = {
  close: svg`<path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />`,
  back: svg`<path d="M14.5 5.5L8 12l6.5 6.5" />`,
  'chevron-right': svg`<path d="M9.5 5.5L16 12l-6.5 6.5" />`,
  copy: svg`<rect x="8.5" y="8.5" width="11.5" height="11.5" rx="2.5" /><path d="M15.5 5.5V5a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v7.5a2 2 0 0 0 2 2h.5" />`,
  check: svg`<path d="M5 12.5l4.5 4.5L19 7.5" />`,
  search: svg`<circle cx="10.75" cy="10.75" r="6.25" /><path d="M15.5 15.5L20 20" />`,
  wallet: svg`<path d="M17 7.5V6a2 2 0 0 0-2-2H6a2.5 2.5 0 0 0-2.5 2.5" /><rect x="3.5" y="7.5" width="17" height="12.5" rx="2.5" /><path d="M16.5 13.75h.01" stroke-width="2.5" />`,
  network: svg`<circle cx="12" cy="12" r="8.5" /><path d="M3.5 12h17" /><path d="M12 3.5c2.4 2.3 3.5 5.1 3.5 8.5s-1.1 6.2-3.5 8.5c-2.4-2.3-3.5-5.1-3.5-8.5s1.1-6.2 3.5-8.5z" />`,
  'qr-code': svg`<rect x="4" y="4" width="6" height="6" rx="1.25" /><rect x="14" y="4" width="6" height="6" rx="1.25" /><rect x="4" y="14" width="6" height="6" rx="1.25" /><path d="M14 14h2.5v2.5H14zM17.5 17.5H20V20h-2.5zM14 20h.01M20 14h.01" />`,
  'external-link': svg`<path d="M13.5 4.5h6v6M19.5 4.5L11 13" /><path d="M17.5 14v3.5a2 2 0 0 1-2 2h-9a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2H10" />`,
  warning: svg`<path d="M10.27 4.5L2.9 17.5A2 2 0 0 0 4.63 20.5h14.74a2 2 0 0 0 1.73-3L13.73 4.5a2 2 0 0 0-3.46 0z" /><path d="M12 9.5v4M12 17h.01" />`,
  'error-circle': svg`<circle cx="12" cy="12" r="8.5" /><path d="M9.25 9.25l5.5 5.5M14.75 9.25l-5.5 5.5" />`,
  disconnect: svg`<path d="M10 20H6.5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2H10" /><path d="M15.5 16.5L20 12l-4.5-4.5M20 12H9.5" />`,
  refresh: svg`<path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3L19.5 9" /><path d="M19.5 4.5V9H15" />`,
  mobile: svg`<rect x="6.5" y="2.5" width="11" height="19" rx="2.5" /><path d="M11 18.5h2" />`,
  desktop: svg`<rect x="2.5" y="4" width="19" height="12.5" rx="2" /><path d="M8.5 20.5h7M12 16.5v4" />`,
  browser: svg`<rect x="2.5" y="4" width="19" height="16" rx="2.5" /><path d="M2.5 9h19M6 6.5h.01M8.5 6.5h.01" />`,
  info: svg`<circle cx="12" cy="12" r="8.5" /><path d="M12 11v5.5M12 7.75h.01" />`,
  send: svg`<path d="M7 17L17 7M9 7h8v8" />`,
  swap: svg`<path d="M7 4.5L3.5 8 7 11.5M3.5 8h13M17 12.5l3.5 3.5-3.5 3.5M20.5 16h-13" />`,
  activity: svg`<circle cx="12" cy="12" r="8.5" /><path d="M12 7.5V12l3 2" />`,
  card: svg`<rect x="3" y="5.5" width="18" height="13" rx="2.5" /><path d="M3 10h18M7 14.5h3" />`,
}

export function isIconName(value: string): value is IconName {
  return (ICON_NAMES as readonly string[]).includes(value)
}
