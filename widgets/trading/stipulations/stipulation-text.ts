/**
 * The stipulation widgets' words: the spec's texts (§4 buttons and notices, §5 messages, §8
 * toasts) come from core's catalogues, never retyped; the labels the spec does not word are
 * short phrases of ours, kept here.
 */
import { MESSAGES } from '../../../core/errors/messages';

/** Texts of the stipulation widgets. */
export const STIPULATION_TEXT = {
  newTitle: 'New Stipulation',
  chatTitle: 'Stipulations',
  bidChatTitle: 'Bid Query',
  loanId: (loan: string) => `Loan Id: ${loan}`,
  documentInfo: 'Document Information',
  stage: 'Stage',
  secondParty: 'Second Party',
  message: 'Message',
  documentName: 'Document Name',
  file: 'File',
  create: 'Create',
  send: 'Send',
  cancel: 'Cancel',
  thread: 'Query',
  threadOption: (docInfo: string, other: string) => `${docInfo} — ${other}`,
  attachment: (name: string) => `View ${name}`,
  conversation: 'Conversation',
  reply: 'Reply',
  finalDocsTitle: 'Upload the generated tapes & final docs',
  finalDocsHint: 'Add each generated tape and final document, then resolve.',
  finalDocsList: 'Uploaded final documents',
  resolve: MESSAGES.markQueryAsResolve,
  selectRequiredField: MESSAGES.selectRequiredField,
  stipulationAlreadyClosed: MESSAGES.stipulationAlreadyClosed,
  partyLabel: (name: string, persona: string | null) => (persona ? `${name} (${persona})` : name),
  messageBy: (name: string) => `Message from ${name}`,
} as const;
