import { caipNetworkIdSchema, embeddedAccountTypeSchema } from '@keyway/embedded-wallet/protocol'
import { z } from 'zod'
import { smartAccountNetworks } from '../rpc/smart-accounts.js'
import { authenticate } from '../server/authenticate.js'
import { parse, type Route } from '../server/server.js'
import { type AccountTypeContext, setPreferredAccountType } from './account-type.js'

/** The account-type routes of frame-host's API (README "Smart accounts"). */

const preferredAccountBody = z.strictObject({
  chainId: caipNetworkIdSchema,
  type: embeddedAccountTypeSchema,
})

export function accountTypeRoutes(ctx: AccountTypeContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/smart-accounts',
      handler: () => ({
        json: { smartAccountEnabledNetworks: smartAccountNetworks(ctx.smartAccounts) },
      }),
    },
    {
      method: 'POST',
      path: '/v1/account/preferred-type',
      handler: async (request) => {
        const { chainId, type } = parse(preferredAccountBody, request.body)
        const { token } = await authenticate(ctx.auth, request)
        return {
          json: await setPreferredAccountType(ctx, {
            token,
            chainId,
            type,
            signal: request.signal,
          }),
        }
      },
    },
  ]
}
