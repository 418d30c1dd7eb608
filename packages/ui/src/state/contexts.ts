/**
 * Contexts (`@lit/context`) through which the modal hands its Keyway client and
 * translations down to nested views and elements, without a global. String keys make two
 * copies of this module (a page that loads the toolkit twice) still match.
 */
import type { KeywayClient } from '@keyway/core'
import { createContext } from '@lit/context'
import type { I18n } from '../i18n/i18n.js'

export const keywayClientContext = createContext<KeywayClient | undefined>('keyway-client')

export const keywayI18nContext = createContext<I18n | undefined>('keyway-i18n')
