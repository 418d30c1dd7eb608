import { EVM_CHAIN_ID } from '@keyway/devnet'
import { type Address, verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createFrameHost, type FrameHost } from '../app.js'
import { type Database, openDatabase } from '../db/database.js'
import {
  call,
  createRecordedMailer,
  signIn,
  tempKeys,
  testOrigins,
} from '../testing/frame-host.test-helpers.js'
import { prepareAndApprove } from './approved-rpc.test-helpers.js'

/**
 * What a signature costs the database (apps/frame-host/bench/load.ts measures the rest): its
 * three calls (prepare, Approve, the signature) run 8 statements, one round trip each —
 * authenticate's session and proof id together, the request rate together with the wallet's
 * key material or with the approval it mints, and the signature count with the approval it
 * takes. A personal_sign never reaches the chain's node: its URL here answers nothing.
 */
const keys = tempKeys()
const mailer = createRecordedMailer()
const chainId = `eip155:${EVM_CHAIN_ID}`
let statements: string[] = []
let host: FrameHost
let token: string
let account: Address

beforeAll(async () => {
  const db = await openDatabase()
  const counting: Database = {
    ...db,
    query: (text, params) => {
      statements.push(text)
      return db.query(text, params)
    },
  }
  host = await createFrameHost({
    database: counting,
    keys: { kekFile: keys.kekFile },
    mail: mailer,
    configApiUrl: testOrigins,
    // Nothing listens there: a request that called the node would fail.
    chainRpcUrls: { [chainId]: 'http://127.0.0.1:9/' },
  })
  token = await signIn(host.url, mailer, 'statements@example.com')
  account = (await call(host.url, 'GET', '/v1/user', { token })).json.user.accounts.eip155
}, 120_000)
afterAll(async () => {
  await host?.stop()
  keys.remove()
})

it('a personal_sign through prepare, Approve and POST /v1/rpc runs 3 + 2 + 3 statements', async () => {
  const request = { chainId, method: 'personal_sign', params: ['0x6869', account] }
  statements = []
  const prepared = await call(host.url, 'POST', '/v1/rpc/prepare', { token, body: request })
  expect(prepared.status).toBe(200)
  const afterPrepare = statements.length
  const approved = await call(host.url, 'POST', '/v1/rpc/approvals', {
    token,
    body: { requestHash: prepared.json.requestHash },
  })
  expect(approved.status).toBe(200)
  const afterApprove = statements.length
  const body = { ...request, params: prepared.json.request, approval: approved.json.approval }
  const signed = await call(host.url, 'POST', '/v1/rpc', { token, body })
  expect(signed.status).toBe(200)
  expect(
    await verifyMessage({ address: account, message: 'hi', signature: signed.json.result }),
  ).toBe(true)
  expect([afterPrepare, afterApprove - afterPrepare, statements.length - afterApprove]).toEqual([
    3, 2, 3,
  ])
})

it('a replayed signing call is refused after one statement more than a fresh one', async () => {
  const request = { chainId, method: 'personal_sign', params: ['0x6869', account] }
  const { body } = await prepareAndApprove({ prepare: host.url }, token, request)
  expect((await call(host.url, 'POST', '/v1/rpc', { token, body })).status).toBe(200)
  statements = []
  // The approval was used: the statement that takes it finds nothing, and one more says why.
  const again = await call(host.url, 'POST', '/v1/rpc', { token, body })
  expect(again.status).toBe(403)
  expect(again.json.error.code).toBe('approval_required')
  expect(statements).toHaveLength(4)
})
