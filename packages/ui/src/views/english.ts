/**
 * Provides the English of the views other than Connect to the modal's translations, with
 * the dialog's and Connect's (a view may be shown outside the dialog). Every such view's
 * module imports this file, so these strings arrive with the first of those views, not
 * when the modal opens.
 */
import './english-connect.js'
import { provideEnglish } from '../i18n/i18n.js'
import { enViews } from '../i18n/locales/en-views.js'

provideEnglish(enViews)
