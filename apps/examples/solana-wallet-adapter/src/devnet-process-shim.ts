const host = globalThis as { process?: { env: Record<string, string | undefined> } }
host.process ??= { env: {} }
