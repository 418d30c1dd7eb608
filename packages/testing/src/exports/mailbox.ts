// `@keyway/testing/mailbox`: devnet's mailbox, read for sign-in codes.
export {
  type CreateMailboxParameters,
  createMailbox,
  type Mailbox,
  MailboxError,
  type MailboxMail,
} from '../mailbox.js'
