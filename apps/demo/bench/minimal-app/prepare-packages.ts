/**
 * The first step of the benches that install Keyway from tarballs (bench:minimal,
 * bench:peers): build the packages, unless asked to pack them as they are, then pack them.
 */
import { join } from 'node:path'
import { buildPackages, packPackages, type Tarballs } from './packages.js'
import { seconds } from './throwaway-app.js'

export type PreparePackagesOptions = {
  /** Pack the packages' dist as it is; `skipNote` says which setting asked for it. */
  skipBuild: boolean
  skipNote: string
  log: (message: string) => void
}

/** Builds (unless skipped) and packs Keyway's packages into `<root>/tarballs`. */
export async function preparePackages(
  root: string,
  options: PreparePackagesOptions,
): Promise<Tarballs> {
  const { log } = options
  let started = performance.now()
  const names = '@keyway/core, ui, react, embedded-wallet, adapter-evm'
  if (options.skipBuild) {
    log(`packing ${names} as built (${options.skipNote})…`)
  } else {
    log(`building ${names}…`)
    await buildPackages()
    log(`  built in ${seconds(started)}`)
  }
  started = performance.now()
  const destination = join(root, 'tarballs')
  const tarballs = await packPackages(destination)
  log(`  packed in ${seconds(started)} into ${destination}`)
  return tarballs
}
