/**
 * Provides the whole English table to the modal's translations (i18n.ts keeps only the
 * buttons' strings in the first load). The dialog's module and every view's module import
 * this file, so the strings arrive with the code that shows them.
 */
import { provideEnglish } from '../i18n/i18n.js'
import { en } from '../i18n/locales/en.js'

provideEnglish(en)
