export { keywayClientContext, keywayI18nContext } from './contexts.js'
export { StoreController, type StoreSource } from './store-controller.js'
