/** Stipulation rows for rule tests and the store contract: an open thread of investor-1 with dd-1 on loan-1. */
import type { Stipulation, StipulationMessage } from '../stipulation';

/** One message of investor-1; override what the test is about. */
export const aMessage = (id: string, over: Partial<StipulationMessage> = {}): StipulationMessage => ({
  id,
  sender: 'investor-1',
  senderName: 'Blue Fund',
  senderHexId: '00ff00ff00ff00ff',
  docName: 'Appraisal',
  message: `text of ${id}`,
  blobName: `blob-${id}`,
  timestamp: '2026-01-15T12:00:00.000Z',
  ...over,
});

/** An open thread on loan-1 of Tape A with its first message; override what the test is about. */
export const aThread = (id: string, over: Partial<Stipulation> = {}): Stipulation => ({
  id,
  loanId: 'loan-1',
  tapeName: 'Tape A',
  stage: 'Due-Diligence',
  docInfo: 'Appraisal is unsigned',
  partyA: { userId: 'investor-1', persona: 'investor', name: 'Blue Fund', agreeToClosed: false },
  partyB: { userId: 'dd-1', persona: 'due_diligence', name: 'Clear Review', agreeToClosed: false },
  messages: [aMessage(`${id}-m1`)],
  closed: false,
  closedBy: null,
  closedAt: null,
  finalDocs: [],
  createdAt: '2026-01-15T12:00:00.000Z',
  ...over,
});
