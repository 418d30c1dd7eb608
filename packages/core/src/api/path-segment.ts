/** Encodes one path segment of a service's URL (endpoints.ts, config-api-paths.ts). */

/** Encodes one path segment; ':' and '@' stay readable (legal in paths; CAIP ids use ':'). */
export const segment = (value: string) =>
  encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%40/g, '@')
