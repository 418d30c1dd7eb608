import {
  keccak256,
  parseTransaction,
  recoverTransactionAddress,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidSigningRequestError } from './errors.js'
import { createEvmSigner } from './evm-signer.js'

type Serialized = Parameters<typeof recoverTransactionAddress>[0]['serializedTransaction']

const KEY = new Uint8Array(
  Buffer.from('59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d', 'hex'),
)
const signer = createEvmSigner(KEY)
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const typedData = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const

const eip1559 = {
  from: ADDRESS,
  to: OTHER,
  value: '0xde0b6b3a7640000',
  nonce: '0x7',
  gas: '0x5208',
  chainId: '0x7a69',
  maxFeePerGas: '0x3b9aca00',
  maxPriorityFeePerGas: '0x1',
}

describe('EVM signer', () => {
  it('is the address of its key', () => {
    expect(signer.address).toBe(ADDRESS)
  })

  it('personal_sign: signs UTF-8 text and 0x bytes so that viem verifies them', async () => {
    const text = await signer.personalSign(['Sign in to Keyway', ADDRESS.toLowerCase()])
    expect(
      await verifyMessage({ address: ADDRESS, message: 'Sign in to Keyway', signature: text }),
    ).toBe(true)
    const raw = await signer.personalSign(['0xdeadbeef', ADDRESS])
    expect(
      await verifyMessage({ address: ADDRESS, message: { raw: '0xdeadbeef' }, signature: raw }),
    ).toBe(true)
    expect(await verifyMessage({ address: ADDRESS, message: '0xdeadbeef', signature: raw })).toBe(
      false,
    )
  })

  it('personal_sign: refuses another account and malformed params', async () => {
    await expect(signer.personalSign(['hi', OTHER])).rejects.toThrow(
      `personal_sign: ${OTHER} is not this wallet's account (${ADDRESS})`,
    )
    await expect(signer.personalSign(['hi'])).rejects.toThrow(InvalidSigningRequestError)
    await expect(signer.personalSign(['hi', 'nope'])).rejects.toThrow(
      'personal_sign: invalid params at 1: must be a 0x address',
    )
  })

  it('eth_signTypedData_v4: signs JSON text or an object, verified by viem', async () => {
    for (const input of [JSON.stringify(typedData), typedData]) {
      const signature = await signer.signTypedDataV4([ADDRESS, input], 31337)
      // viem derives the domain's types from its fields, as EIP-712 does.
      const { EIP712Domain: _, ...types } = typedData.types
      expect(await verifyTypedData({ address: ADDRESS, signature, ...typedData, types })).toBe(true)
    }
  })

  it('eth_signTypedData_v4: refuses another chain’s domain, bad JSON and data that does not fit its types', async () => {
    await expect(signer.signTypedDataV4([ADDRESS, typedData], 1)).rejects.toThrow(
      'eth_signTypedData_v4: the typed data is for chain 31337, not the connected chain 1',
    )
    await expect(signer.signTypedDataV4([ADDRESS, '{oops'], 31337)).rejects.toThrow(
      'eth_signTypedData_v4: the typed data is not JSON',
    )
    const wrong = {
      ...typedData,
      message: { ...typedData.message, to: { name: 'Bob', wallet: 'x' } },
    }
    await expect(signer.signTypedDataV4([ADDRESS, wrong], 31337)).rejects.toThrow(
      InvalidSigningRequestError,
    )
    await expect(signer.signTypedDataV4([OTHER, typedData], 31337)).rejects.toThrow(
      "is not this wallet's account",
    )
  })

  it('signs a prepared EIP-1559 transaction that recovers to the wallet', async () => {
    const { rawTransaction, hash } = await signer.signTransaction(eip1559, 31337)
    expect(hash).toBe(keccak256(rawTransaction))
    const parsed = parseTransaction(rawTransaction)
    expect(parsed).toMatchObject({
      type: 'eip1559',
      chainId: 31337,
      nonce: 7,
      to: OTHER.toLowerCase(),
      value: 10n ** 18n,
      gas: 21000n,
    })
    expect(
      await recoverTransactionAddress({
        serializedTransaction: rawTransaction as Serialized,
      }),
    ).toBe(ADDRESS)
  })

  it('signs a legacy transaction and a contract creation', async () => {
    const { maxFeePerGas, maxPriorityFeePerGas, to, ...rest } = eip1559
    const { rawTransaction } = await signer.signTransaction(
      { ...rest, gasPrice: '0x3b9aca00', data: '0x6000' },
      31337,
    )
    const parsed = parseTransaction(rawTransaction)
    expect(parsed.type).toBe('legacy')
    expect(parsed.to).toBeUndefined()
    expect(
      await recoverTransactionAddress({ serializedTransaction: rawTransaction as Serialized }),
    ).toBe(ADDRESS)
  })

  it('refuses transactions for another chain or account, unknown fields and half-set fees', async () => {
    await expect(signer.signTransaction(eip1559, 1)).rejects.toThrow(
      'eth_sendTransaction: the transaction is for chain 31337, not the connected chain 1',
    )
    await expect(signer.signTransaction({ ...eip1559, from: OTHER }, 31337)).rejects.toThrow(
      "is not this wallet's account",
    )
    await expect(signer.signTransaction({ ...eip1559, accessList: [] }, 31337)).rejects.toThrow(
      InvalidSigningRequestError,
    )
    await expect(signer.signTransaction({ ...eip1559, gasPrice: '0x1' }, 31337)).rejects.toThrow(
      'needs gasPrice, or maxFeePerGas and maxPriorityFeePerGas',
    )
    await expect(
      signer.signTransaction({ ...eip1559, nonce: '0x20000000000000' }, 31337),
    ).rejects.toThrow('eth_sendTransaction: invalid params at nonce: is too large')
    await expect(signer.signTransaction({ ...eip1559, nonce: '7' }, 31337)).rejects.toThrow(
      'eth_sendTransaction: invalid params at nonce: must be a hex quantity',
    )
  })
})
