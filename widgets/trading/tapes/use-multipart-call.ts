/**
 * A state-changing multipart call from a form (DD FULL REVIEW start, tape import): one at a
 * time, its progress in whole percents, and the answer's toast as spec §8 says — the server's
 * statusText/message coloured by its success flag, its refusal text, 'File too big' on 413,
 * 'Error in uploading file' when no answer came. Unlike a plain upload, a refusal keeps the
 * server's own sentence ('Due diligence has already been started for this tape').
 */
import { useCallback, useRef, useState } from 'react';
import { MESSAGES } from '../../../core/errors/messages';
import { useToast } from '../../kit/toast';
import { uploadFailureText } from '../../kit/upload-state';
import { type MultipartRequest, useMultipartSender } from '../shared/multipart-sender';

/** How a multipart call ended. */
export type MultipartResult<T> = { readonly ok: true; readonly body: T } | { readonly ok: false };

const refusedWithText = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';

/** `run(request, file)`, whether one is under way and its percent. */
export function useMultipartCall<T>(options: { readonly toastSuccess?: boolean } = {}) {
  const sender = useMultipartSender();
  const toast = useToast();
  const [percent, setPercent] = useState<number | null>(null);
  const busy = useRef(false);
  const showSuccess = options.toastSuccess !== false;

  const run = useCallback(
    async (request: MultipartRequest, file: File): Promise<MultipartResult<T>> => {
      if (busy.current) return { ok: false };
      busy.current = true;
      setPercent(0);
      try {
        const { status, body } = await sender(request)(file, (p) => setPercent(p));
        const success = status >= 200 && status < 300 && (body as { success?: unknown })?.success !== false;
        if (success) {
          if (showSuccess) toast.answer(body);
          return { ok: true, body: body as T };
        }
        if (status === 413 || status === 0 || !refusedWithText(body))
          toast.show(uploadFailureText(status), 'error');
        else toast.answer({ error: body, response: new Response(null, { status }) });
        return { ok: false };
      } catch {
        toast.show(MESSAGES.uploadError, 'error');
        return { ok: false };
      } finally {
        busy.current = false;
        setPercent(null);
      }
    },
    [sender, toast, showSuccess],
  );
  return { run, pending: percent !== null, percent };
}
