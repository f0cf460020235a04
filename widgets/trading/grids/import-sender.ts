/**
 * How Import Loan Files reaches `POST /excel_Upload` (multipart `xlsxFile` with the tape's
 * name) with progress: the family's multipart sender, signed like every other call. A host that
 * reaches the server another way (a story's scripted server) provides its own sender through
 * `ImportSenderContext`.
 */
import { createContext, useContext, useMemo } from 'react';
import type { Session } from '../../api';
import type { UploadSender } from '../../kit/upload-xhr';
import { sessionMultipartSender } from '../shared/multipart-sender';
import { useTrading } from '../shared/trading-context';

/** Builds the sender that imports a file into `tapeName`. */
export type ImportSenderFactory = (tapeName: string) => UploadSender;

/** Replaces the session's XHR sender (stories, hosts with their own transport). */
export const ImportSenderContext = createContext<ImportSenderFactory | null>(null);

/** The session's XHR sender importing into `tapeName` (updating loans already on it). */
export function sessionImportSender(session: Session, tapeName: string): UploadSender {
  return sessionMultipartSender(session, {
    path: '/excel_Upload',
    fieldName: 'xlsxFile',
    fields: { tapeName, updateTape: 'true' },
  });
}

/** The sender the nearest host provides, else the session's. */
export function useImportSender(tapeName: string): UploadSender {
  const { session } = useTrading();
  const factory = useContext(ImportSenderContext);
  return useMemo(
    () => (factory ? factory(tapeName) : sessionImportSender(session, tapeName)),
    [factory, session, tapeName],
  );
}
