// Types of pack.mjs for the TypeScript scripts and tests that import it.
import type { ChildProcess } from 'node:child_process'

export function packInto(dir: string, destination: string): Promise<string>

export function withPackedTarball<T>(
  dir: string,
  use: (tarball: string) => Promise<T> | T,
): Promise<T>

export type BinOutput = { stdout: string; stderr: string }

export function startBinUntilLine(
  bin: string,
  args: readonly string[],
  options: {
    cwd: string
    env?: NodeJS.ProcessEnv
    timeoutMs?: number
    /** Called with the child as soon as it is spawned, so a caller can stop it on any outcome. */
    onSpawn?: (child: ChildProcess) => void
  },
): Promise<{ child: ChildProcess; line: string; output: BinOutput }>
