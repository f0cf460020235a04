/**
 * How Import Loan Files reaches `POST /excel_Upload` (multipart `xlsxFile` with the tape's
 * name) with progress: the kit's `xhrUpload`, signed like every other call. A host that
 * reaches the server another way (a story's scripted server) provides its own sender through
 * `ImportSenderContext`.
 */
import { createContext, useContext, useMemo } from 'react';
import { type Session, XSRF_HEADER } from '../../api';
import { type UploadSender, xhrUpload } from '../../kit/upload-xhr';
import { useTrading } from '../shared/trading-context';

/** Builds the sender that imports a file into `tapeName`. */
export type ImportSenderFactory = (tapeName: string) => UploadSender;

/** Replaces the session's XHR sender (stories, hosts with their own transport). */
export const ImportSenderContext = createContext<ImportSenderFactory | null>(null);

function signed(session: Session): Record<string, string> {
  const tokens = session.snapshot();
  const headers: Record<string, string> = {};
  if (tokens) headers.Authorization = `Bearer ${tokens.token}`;
  if (tokens?.xsrfToken) headers[XSRF_HEADER] = tokens.xsrfToken;
  return headers;
}

/** The session's XHR sender importing into `tapeName` (updating loans already on it). */
export function sessionImportSender(session: Session, tapeName: string): UploadSender {
  return xhrUpload({
    url: `${session.baseUrl}/api/excel_Upload`,
    fieldName: 'xlsxFile',
    fields: { tapeName, updateTape: 'true' },
    headers: () => signed(session),
    withCredentials: session.transport === 'cookie',
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
