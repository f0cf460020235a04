/**
 * Sample stipulation threads typed by the API, as `/stipulations_view/{id}` answers them for
 * a viewer: an open query between the investor and the due-diligence firm, the same closed by
 * the viewer ('Resolved', 'Stipulation already closed') or by the other party ('Stipulation
 * Closed'), and the second-party dropdown.
 */
import type { components } from '../../../widgets/api';
import { SAMPLE_PARTIES } from '../support';

type Stipulation = components['schemas']['Stipulation'];

export const LOAN = { _id: 'loan-000001', loan_id: 'LN-240017' } as const;

const investor = {
  userId: SAMPLE_PARTIES.investor,
  name: 'Harbor Capital',
  persona: 'Investor',
  agreeToClosed: false,
};
const firm = {
  userId: SAMPLE_PARTIES.dueDiligence,
  name: 'Clearview Diligence',
  persona: 'Due Diligence',
  agreeToClosed: false,
};

/** The second parties the investor may raise a query with. */
export const DROPDOWN = [
  { userId: SAMPLE_PARTIES.dueDiligence, name: 'Clearview Diligence', persona: 'Due Diligence' },
  { userId: SAMPLE_PARTIES.lender, name: 'Agrifields Home Lending', persona: 'Lender' },
];

/** An open thread raised by the investor, answered once by the firm. */
export function openThread(id = 'stip-1'): Stipulation {
  return {
    _id: id,
    baseCollectionId: LOAN._id,
    collectionName: 'loanMetadata',
    tape_name: 'Agrifields-ASF-2024',
    stage: 'Due-Diligence',
    docInfo: 'Appraisal Report',
    partyA: investor,
    partyB: firm,
    messages: [
      {
        _id: `${id}-m1`,
        sender: SAMPLE_PARTIES.investor,
        senderName: 'Harbor Capital',
        senderHexId: '9f3a0c1b2d4e5f60',
        timestamp: '2026-01-05T15:04:00.000Z',
        createdAt: '2026-01-05T15:04:00.000Z',
        uploadedBy: SAMPLE_PARTIES.investor,
        docName: 'appraisal.pdf',
        message: 'The appraised value differs from the tape. Please confirm.',
        blobName: 'appraisalpdf',
      },
      {
        _id: `${id}-m2`,
        sender: SAMPLE_PARTIES.dueDiligence,
        senderName: 'Clearview Diligence',
        senderHexId: '0a1b2c3d4e5f6071',
        timestamp: '2026-01-06T09:30:00.000Z',
        createdAt: '2026-01-06T09:30:00.000Z',
        uploadedBy: SAMPLE_PARTIES.dueDiligence,
        docName: 'review-notes.xlsx',
        message: 'Reviewed: the tape carries the earlier appraisal.',
        blobName: 'reviewnotesxlsx',
      },
    ],
    stipData: {
      partyA: { userId: investor.userId, agreeToClosed: false },
      partyB: { userId: firm.userId, agreeToClosed: false },
      closed: false,
    },
    closed: false,
    closedBy: null,
    closedAt: null,
    finalDocs: [],
    createdAt: '2026-01-05T15:04:00.000Z',
    resolveButton: { label: 'Mark query as resolve', disabled: false },
    notice: null,
  };
}

/** The thread closed by `closedBy`, as `viewer` sees it (the server's words for the viewer). */
export function closedThread(closedBy: string, viewer: string): Stipulation {
  const base = openThread();
  const mine = closedBy === viewer;
  return {
    ...base,
    closed: true,
    closedBy,
    closedAt: '2026-01-07T10:00:00.000Z',
    stipData: { ...base.stipData, closed: true },
    resolveButton: { label: mine ? 'Resolved' : 'Stipulation Closed', disabled: true },
    notice: mine ? 'Stipulation already closed' : null,
  };
}

/** A `/stipulations_view/{id}` answer. */
export const view = (data: Stipulation[]) => ({ success: true, dropdown: DROPDOWN, data });

/** A trading refusal as the server words it. */
export const refusal = (status: number, code: string, error: string) => ({
  status,
  body: { success: false, code, error, statusText: error },
});
