/**
 * View titles (docs/views.md#navigation-rules: each view has a title; the connecting views are titled with the
 * chosen wallet), through the typed translation table.
 */
import type { RouterView } from '@keyway/core'
import type { Translate, TranslationKey } from '../../i18n/index.js'
import { enConnect } from '../../i18n/locales/en-connect.js'

export function viewTitle(
  t: Translate,
  view: RouterView,
  data:
    | { wallet?: { name: string } | undefined; connector?: { name: string } | undefined }
    | undefined,
): string {
  if (view === 'ConnectingExternal' || view === 'ConnectingWalletConnect') {
    return data?.wallet?.name ?? data?.connector?.name ?? t('title.Connect')
  }
  const key = `title.${view}`
  return key in enConnect ? t(key as TranslationKey & `title.${string}`) : t('title.default')
}
