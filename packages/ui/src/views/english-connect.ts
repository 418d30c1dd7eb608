/**
 * Provides the English the open modal shows first (the dialog's strings, the views' titles
 * and the Connect view's) to the modal's translations. The dialog's module and the Connect
 * view's import this file, so opening the modal fetches these strings and no other view's.
 */
import { provideEnglish } from '../i18n/i18n.js'
import { enConnect } from '../i18n/locales/en-connect.js'

provideEnglish(enConnect)
