import { readFileSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import * as delegationAbis from '@metamask/delegation-abis'
import * as delegationBytecode from '@metamask/delegation-abis/bytecode'
import type { SmartAccountsEnvironment } from '@metamask/smart-accounts-kit'
import {
  type Abi,
  type Address,
  concat,
  createPublicClient,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  parseEther,
  stringToHex,
} from 'viem'
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetChain } from '../evm/deploy.js'
import type { AaKeys } from './keys.js'

/**
 * The ERC-4337 contracts of devnet, all from published artifacts (nothing compiled here):
 *
 * - the v0.7 EntryPoint of `@account-abstraction/contracts` 0.7.0, through the deterministic
 *   deployment proxy with the salt it was deployed with on public chains, so it lands at
 *   its canonical address 0x0000000071727De22E5E9d8BAf0edAc6f37da032;
 * - MetaMask's delegation framework 1.3.0 (`@metamask/delegation-abis`): DelegationManager,
 *   the DeleGator implementations, SimpleFactory and every caveat enforcer, the set the
 *   smart-accounts kit's own local-chain deployment makes;
 * - the sample VerifyingPaymaster of `@account-abstraction/contracts` 0.7.0, its signer a
 *   devnet key, with a deposit at the EntryPoint;
 * - alto's simulation contracts (PimlicoSimulations, EntryPointSimulations for v0.7) from
 *   the `@pimlico/alto` package, which alto is then told about instead of deploying them
 *   itself when it starts.
 *
 * Everything but the EntryPoint is deployed through the same proxy with devnet's own salt,
 * so the addresses are the same on every run and on both chains.
 */

/** Arachnid's deterministic deployment proxy, which anvil has from genesis. */
export const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
/** The salt the v0.7 EntryPoint was deployed with on public chains. */
const ENTRY_POINT_SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'
/** devnet's salt for every other contract. */
const DEVNET_SALT: Hex = keccak256(stringToHex('keyway-devnet-aa'))
/** What the paymaster holds at the EntryPoint to pay for sponsored operations. */
export const PAYMASTER_DEPOSIT = parseEther('1000')
/** Gas limit of each deployment (the EntryPoint, the largest, takes about 5 M). */
const DEPLOY_GAS = 12_000_000n
/** Placeholder of the P-256 library in HybridDeleGator's bytecode. */
const SCL_PLACEHOLDER = /__\$b8f96b288d4d0429e38b8ed50fd423070f\$__/g

type Artifact = { abi: Abi; bytecode: Hex }

const require = createRequire(import.meta.url)
/** alto's package folder (its `exports` names only its library entry). */
const altoDir = join(dirname(realpathSync(require.resolve('@pimlico/alto'))), '..')
const altoArtifact = (path: string): Artifact => {
  const json = JSON.parse(readFileSync(join(altoDir, 'esm', 'contracts', path), 'utf8')) as {
    abi: Abi
    bytecode: { object: Hex }
  }
  return { abi: json.abi, bytecode: json.bytecode.object }
}
const entryPointArtifact =
  require('@account-abstraction/contracts/artifacts/EntryPoint.json') as Artifact
const verifyingPaymasterArtifact =
  require('@account-abstraction/contracts/artifacts/VerifyingPaymaster.json') as Artifact

/** The caveat enforcers without constructor arguments, deployed as they are. */
const PLAIN_ENFORCERS = [
  'AllowedCalldataEnforcer',
  'AllowedMethodsEnforcer',
  'AllowedTargetsEnforcer',
  'ApprovalRevocationEnforcer',
  'ArgsEqualityCheckEnforcer',
  'BlockNumberEnforcer',
  'DeployedEnforcer',
  'ERC20BalanceChangeEnforcer',
  'ERC20PeriodTransferEnforcer',
  'ERC20StreamingEnforcer',
  'ERC20TransferAmountEnforcer',
  'ERC721BalanceChangeEnforcer',
  'ERC721TransferEnforcer',
  'ERC1155BalanceChangeEnforcer',
  'ExactCalldataBatchEnforcer',
  'ExactCalldataEnforcer',
  'ExactExecutionBatchEnforcer',
  'ExactExecutionEnforcer',
  'IdEnforcer',
  'LimitedCallsEnforcer',
  'MultiTokenPeriodEnforcer',
  'NativeBalanceChangeEnforcer',
  'NativeTokenPeriodTransferEnforcer',
  'NativeTokenStreamingEnforcer',
  'NativeTokenTransferAmountEnforcer',
  'NonceEnforcer',
  'OwnershipTransferEnforcer',
  'RedeemerEnforcer',
  'SpecificActionERC20TransferBatchEnforcer',
  'TimestampEnforcer',
  'ValueLteEnforcer',
] as const

const DELEGATOR_IMPLEMENTATIONS = [
  ['HybridDeleGatorImpl', 'HybridDeleGator'],
  ['MultiSigDeleGatorImpl', 'MultiSigDeleGator'],
  ['EIP7702StatelessDeleGatorImpl', 'EIP7702StatelessDeleGator'],
] as const

const abis = delegationAbis as unknown as Record<string, Abi>
const bytecodes = delegationBytecode as unknown as Record<string, Hex>

function metamaskArtifact(name: string): Artifact {
  const abi = abis[name]
  const bytecode = bytecodes[name]
  if (!abi || !bytecode) throw new Error(`@metamask/delegation-abis has no ${name}`)
  return { abi, bytecode }
}

export type BundlerContracts = {
  entryPoint: Address
  /** alto's simulation contracts, from its package; it is told their addresses. */
  pimlicoSimulations: Address
  entryPointSimulations: Address
}

export type AaContracts = {
  verifyingPaymaster: Address
  /** The delegation framework's addresses, in the shape the smart-accounts kit takes. */
  smartAccounts: SmartAccountsEnvironment
}

type Planned = { address: Address; data: Hex }
type Call = { to: Address; data: Hex; value?: bigint }

/** A CREATE2 deployment through the deterministic deployment proxy. */
function create2(artifact: Artifact, args: readonly unknown[] = [], salt = DEVNET_SALT): Planned {
  const initCode = encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args })
  const address = getContractAddress({
    opcode: 'CREATE2',
    from: DETERMINISTIC_DEPLOYER,
    salt,
    bytecode: initCode,
  })
  return { address, data: concat([salt, initCode]) }
}

function connect(options: { chainId: number; rpcUrl: string; keys: AaKeys }) {
  const chain = devnetChain(options.chainId, options.rpcUrl)
  const transport = http(options.rpcUrl, { timeout: 10_000, batch: true })
  return {
    client: createPublicClient({ chain, transport }),
    deployer: privateKeyToAccount(options.keys.deployer.privateKey),
  }
}

/**
 * Sends the deployments not on the chain yet, then `extra` calls, from the deployer with
 * consecutive nonces and a fixed gas limit (no estimate round trips); anvil executes them
 * in nonce order, so a constructor that reads an earlier contract (the paymaster checks
 * the EntryPoint's interface) finds it. Resolves once all are mined, or throws on a revert.
 */
async function deployPlanned(
  options: { chainId: number; rpcUrl: string; keys: AaKeys },
  planned: readonly Planned[],
  extra: (present: (address: Address) => boolean) => Promise<Call[]> = async () => [],
): Promise<void> {
  const { client, deployer } = connect(options)
  const [codes, nonce, block] = await Promise.all([
    Promise.all(planned.map(({ address }) => client.getCode({ address }))),
    client.getTransactionCount({ address: deployer.address, blockTag: 'pending' }),
    client.getBlock(),
  ])
  const deployed = new Set(planned.filter((_, i) => codes[i]).map((p) => p.address))
  const calls: Call[] = [
    ...planned
      .filter((p) => !deployed.has(p.address))
      .map(({ data }) => ({ to: DETERMINISTIC_DEPLOYER, data })),
    ...(await extra((address) => deployed.has(address))),
  ]
  const maxFeePerGas = (block.baseFeePerGas ?? 1_000_000_000n) * 2n + 1_000_000_000n
  // Signed up front, then sent one after the other: anvil mines each on arrival. (Sent at
  // once, they arrive out of order, and a block holds only two of these gas limits, so
  // the rest would wait for a block that never comes.)
  const signed = await Promise.all(
    calls.map((call, i) =>
      deployer.signTransaction({
        ...call,
        chainId: options.chainId,
        type: 'eip1559',
        nonce: nonce + i,
        gas: DEPLOY_GAS,
        maxFeePerGas,
        maxPriorityFeePerGas: 1_000_000_000n,
      }),
    ),
  )
  const hashes: Hex[] = []
  for (const serializedTransaction of signed) {
    hashes.push(await client.sendRawTransaction({ serializedTransaction }))
  }
  const receipts = await Promise.all(
    hashes.map((hash) =>
      client.waitForTransactionReceipt({ hash, pollingInterval: 20, timeout: 20_000 }),
    ),
  )
  const failed = receipts.find((r) => r.status !== 'success')
  if (failed) throw new Error(`devnet AA deployment reverted: ${failed.transactionHash}`)
}

/**
 * What the bundler needs on the chain before it starts (it checks): the EntryPoint and
 * its simulation contracts. From the AA deployer, which the caller has funded.
 */
export async function deployBundlerContracts(options: {
  chainId: number
  rpcUrl: string
  keys: AaKeys
}): Promise<BundlerContracts> {
  const { client } = connect(options)
  if (!(await client.getCode({ address: DETERMINISTIC_DEPLOYER }))) {
    throw new Error(`no deterministic deployment proxy at ${DETERMINISTIC_DEPLOYER} on this chain`)
  }
  const entryPoint = create2(entryPointArtifact, [], ENTRY_POINT_SALT)
  if (entryPoint.address.toLowerCase() !== entryPoint07Address.toLowerCase()) {
    throw new Error(
      `the v0.7 EntryPoint would land at ${entryPoint.address}, not ${entryPoint07Address}`,
    )
  }
  const pimlicoSimulations = create2(altoArtifact('PimlicoSimulations.sol/PimlicoSimulations.json'))
  const entryPointSimulations = create2(
    altoArtifact('EntryPointSimulations.sol/EntryPointSimulations07.json'),
  )
  await deployPlanned(options, [entryPoint, pimlicoSimulations, entryPointSimulations])
  return {
    entryPoint: entryPoint.address,
    pimlicoSimulations: pimlicoSimulations.address,
    entryPointSimulations: entryPointSimulations.address,
  }
}

/**
 * MetaMask's delegation framework and the verifying paymaster with its deposit (skipping
 * whatever is already there), after deployBundlerContracts.
 */
export async function deployAaContracts(options: {
  chainId: number
  rpcUrl: string
  keys: AaKeys
}): Promise<AaContracts> {
  const entryPoint = entryPoint07Address
  const planned: Planned[] = []
  const plan = (p: Planned) => {
    planned.push(p)
    return p.address
  }
  const deployer = privateKeyToAccount(options.keys.deployer.privateKey)
  const caveatEnforcers: Record<string, Address> = {}
  for (const name of PLAIN_ENFORCERS) caveatEnforcers[name] = plan(create2(metamaskArtifact(name)))
  const delegationManager = plan(create2(metamaskArtifact('DelegationManager'), [deployer.address]))
  caveatEnforcers.NativeTokenPaymentEnforcer = plan(
    create2(metamaskArtifact('NativeTokenPaymentEnforcer'), [
      delegationManager,
      caveatEnforcers.ArgsEqualityCheckEnforcer,
    ]),
  )
  const simpleFactory = plan(create2(metamaskArtifact('SimpleFactory')))
  const p256Library = plan(create2(metamaskArtifact('SCL_RIP7212')))
  const implementations: Record<string, Address> = {}
  for (const [key, name] of DELEGATOR_IMPLEMENTATIONS) {
    const artifact = metamaskArtifact(name)
    const bytecode = artifact.bytecode.replace(SCL_PLACEHOLDER, p256Library.slice(2)) as Hex
    implementations[key] = plan(
      create2({ abi: artifact.abi, bytecode }, [delegationManager, entryPoint]),
    )
  }
  const verifyingPaymaster = plan(
    create2(verifyingPaymasterArtifact, [entryPoint, options.keys.paymasterSigner.address]),
  )

  await deployPlanned(options, planned, async (present) => {
    const deposit = present(verifyingPaymaster)
      ? await connect(options).client.readContract({
          address: entryPoint,
          abi: entryPoint07Abi,
          functionName: 'balanceOf',
          args: [verifyingPaymaster],
        })
      : 0n
    if (deposit >= PAYMASTER_DEPOSIT) return []
    return [
      {
        to: entryPoint,
        data: encodeFunctionData({
          abi: entryPoint07Abi,
          functionName: 'depositTo',
          args: [verifyingPaymaster],
        }),
        value: PAYMASTER_DEPOSIT - deposit,
      },
    ]
  })

  return {
    verifyingPaymaster,
    smartAccounts: {
      DelegationManager: delegationManager,
      EntryPoint: entryPoint,
      SimpleFactory: simpleFactory,
      implementations,
      caveatEnforcers,
    },
  }
}
