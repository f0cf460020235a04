/**
 * The lender uploads loan files (spec §7 upload_file, uploadMissingDocs): complete files
 * (document check green), core-only files (amber) and partial ones (red), and later a second
 * version of some documents, so Document Status Details, Shared Documents and the revision
 * history all have something to show. Each file is a small real PDF stored in the blob store.
 */
import { uploadMissingDocument } from '../../../core/documents/loan-documents';
import type { Loan } from '../../../core/loans/loan';
import type { Actor } from '../../../core/permissions/actor';
import { minimalPdf } from '../../../fixtures/demo/pdf';
import { DEMO_LOAN_FILES, DOCUMENT_SETS, LOAN_FILE_TIMES } from '../../../fixtures/demo/tapes';
import { minutes } from '../../../fixtures/demo/timeline';
import { castOf, loansOf, trader } from '../cast';
import { must, type Stage } from '../stage';
import type { SeedStep } from '../step';
import { uploadAs } from '../uploads';

const fileNameOf = (docName: string, loan: Loan, version: number) =>
  `${docName.toLowerCase().replace(/\s+/g, '-')}-${loan.loanNumber.toLowerCase()}-v${version}.pdf`;

async function upload(
  stage: Stage,
  lender: Actor,
  loan: Loan,
  docName: string,
  version: number,
): Promise<void> {
  const pdf = minimalPdf(docName, [
    `Loan ${loan.loanNumber}, ${loan.tapeName}`,
    `Issued by ${loan.issuingAuthority}`,
    `Borrower file copy, version ${version}`,
  ]);
  const name = await uploadAs(stage, lender, pdf);
  const uploaded = await uploadMissingDocument(stage.trading, lender, {
    loanId: loan.id,
    docName,
    blobName: name,
    documentInfo: version === 1 ? `${docName} from the closing file` : `${docName}, corrected copy`,
    fileName: fileNameOf(docName, loan, version),
  });
  const doc = must(`uploading ${docName} of ${loan.loanNumber}`, uploaded);
  if (doc.revisions.length !== version)
    throw new Error(`demo seed: ${docName} of ${loan.loanNumber} is not at v${version}`);
}

export const loanFilesStep: SeedStep = {
  name: 'loan files',
  async done(stage) {
    const [first] = DEMO_LOAN_FILES;
    const loan = (await loansOf(stage, first!.tape))(first!.loan);
    return (await stage.trading.uow.run((s) => s.documents.forLoan(loan.id))).length > 0;
  },

  async run(stage) {
    const lender = await trader(stage, (await castOf(stage)).lender);
    const tapes = { asf: await loansOf(stage, 'asf'), platform: await loansOf(stage, 'platform') };
    let documents = 0;
    let documentRevisions = 0;
    for (const file of DEMO_LOAN_FILES) {
      const loan = tapes[file.tape](file.loan);
      const times = LOAN_FILE_TIMES[file.tape];
      for (const [i, docName] of DOCUMENT_SETS[file.set].entries()) {
        stage.at(times.uploaded + minutes(file.loan * 20 + i));
        await upload(stage, lender, loan, docName, 1);
        documents += 1;
        documentRevisions += 1;
      }
      for (const [i, docName] of (file.revised ?? []).entries()) {
        stage.at(times.revised + minutes(file.loan * 20 + i));
        await upload(stage, lender, loan, docName, 2);
        documentRevisions += 1;
      }
    }
    return { documents, documentRevisions };
  },
};
