/** Error messages end up in logs and analytics: keep project ids and client ids out of them. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url)
    for (const key of ['projectId', 'clientId']) {
      if (parsed.searchParams.has(key)) parsed.searchParams.set(key, '***')
    }
    return parsed.toString()
  } catch {
    return url
  }
}
