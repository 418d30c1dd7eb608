/**
 * Optional: holds a `flock` lock file while the browser measures, so on a shared machine no
 * other browser run overlaps (BENCH_LOCK=/path/to.lock). The lock is held by a child
 * `flock <file> sh -c …` that reports once it has it and lives until released.
 */
import { type ChildProcess, spawn } from 'node:child_process'

export type HeldLock = { release(): void }

export function acquireLock(file: string): Promise<HeldLock> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn('flock', [file, 'sh', '-c', 'echo locked; exec cat'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`flock ${file} exited with ${code}`)))
    child.stdout?.once('data', () => {
      child.removeAllListeners('exit')
      // Closing stdin ends `cat`, which ends flock and frees the lock.
      resolve({ release: () => child.stdin?.end() })
    })
  })
}
