/**
 * The due-diligence stories' data: the tape, the firms to pick, a case on the tape, a review
 * thread on one of its loans, and the business admin a due-diligence user acts as.
 */
import { SAMPLE_PARTIES } from '../support';

/** The business admin the signed-in due-diligence user acts as (spec §6). */
export const ACTING = 'business-admin-7';
export const TAPE = 'Agrifields-ASF-2024';
export const FIRMS = {
  body: {
    success: true,
    statusText: 'Parties',
    data: [
      { user_id: SAMPLE_PARTIES.dueDiligence, first_name: 'Clearview Diligence' },
      { user_id: 'dd-2', first_name: 'Northgate Review' },
    ],
  },
};
export const CASE = {
  _id: 'case-1',
  blobName: 'f'.repeat(64),
  ddFirmId: SAMPLE_PARTIES.dueDiligence,
  investorId: SAMPLE_PARTIES.investor,
  startedAt: '2026-11-20T15:04:00.000Z',
  tape_name: TAPE,
};
export const THREADS = {
  body: {
    success: true,
    dropdown: [],
    data: [
      {
        _id: 'st-1',
        baseCollectionId: 'loan-1',
        closed: false,
        closedAt: null,
        closedBy: null,
        collectionName: 'loanMetadata',
        createdAt: '2026-11-21T09:00:00.000Z',
        docInfo: 'Title commitment missing',
        finalDocs: [],
        messages: [
          {
            _id: 'm-1',
            blobName: null,
            createdAt: '2026-11-21T09:00:00.000Z',
            docName: '',
            message: 'Please send the title commitment.',
            sender: SAMPLE_PARTIES.dueDiligence,
            senderHexId: '0000000000000003',
            senderName: 'Clearview Diligence',
            timestamp: '2026-11-21T09:00:00.000Z',
            uploadedBy: null,
          },
        ],
        notice: null,
        partyA: {
          agreeToClosed: false,
          name: 'Clearview Diligence',
          persona: 'Due Diligence',
          userId: SAMPLE_PARTIES.dueDiligence,
        },
        partyB: {
          agreeToClosed: false,
          name: 'Investor',
          persona: 'Investor',
          userId: SAMPLE_PARTIES.investor,
        },
        resolveButton: { disabled: false, label: 'Mark query as resolve' },
        stage: 'Due-Diligence',
        stipData: {
          closed: false,
          partyA: { agreeToClosed: false, userId: 'a' },
          partyB: { agreeToClosed: false, userId: 'b' },
        },
        tape_name: TAPE,
      },
    ],
  },
};
