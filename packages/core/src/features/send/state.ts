/**
 * The send form's state (token, amount, receiver) and its setters: made with the client, so
 * views and `getSendState` read and fill the form before the code of `send()`
 * (controller.ts) has loaded; it loads with the first send.
 */
import { proxy } from 'valtio/vanilla'
import type { TokenBalance } from '../../types/account.js'

export type SendState = {
  token: TokenBalance | undefined
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  networkBalanceInUSD: string | undefined
  loading: boolean
  tokenBalances: TokenBalance[]
}

function initialState(): SendState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
    networkBalanceInUSD: undefined,
    loading: false,
    tokenBalances: [],
  }
}

export function createSendState(): SendState {
  return proxy<SendState>(initialState())
}

/** The form's setters over `state`. */
export function createSendForm(state: SendState) {
  return {
    /** Clears the form; the token balances list is kept (it belongs to the account). */
    resetSend() {
      const { tokenBalances } = state
      Object.assign(state, initialState(), { tokenBalances })
    },
    setToken: (token: TokenBalance | undefined) => {
      state.token = token
    },
    setTokenAmount: (amount: string | undefined) => {
      state.sendTokenAmount = amount
    },
    setReceiverAddress: (address: string | undefined) => {
      state.receiverAddress = address
    },
    setReceiverProfileName: (name: string | undefined) => {
      state.receiverProfileName = name
    },
    setReceiverProfileImageUrl: (url: string | undefined) => {
      state.receiverProfileImageUrl = url
    },
    setNetworkBalanceInUSD: (value: string | undefined) => {
      state.networkBalanceInUSD = value
    },
    setTokenBalances: (balances: TokenBalance[]) => {
      state.tokenBalances = balances
    },
  }
}
