/**
 * English, the bundled locale and the source of truth for keys: every string the modal
 * shows (titles, buttons, hints, aria labels, and the error messages the UI displays).
 * Other locales must define exactly these keys (a missing key is a type error) with the
 * same `{placeholders}`. It is made of two parts that load apart: what the open modal needs
 * first (en-connect.ts) and the other views' strings (en-views.ts).
 */
import { enConnect } from './en-connect.js'
import { enViews } from './en-views.js'

export const en = { ...enConnect, ...enViews }

export type EnglishTable = typeof en
export type TranslationKey = keyof EnglishTable
/** A complete translation: every key of English, each a string. */
export type Translations = { readonly [K in TranslationKey]: string }
