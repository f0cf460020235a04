/**
 * The upload states of spec §3 ("idle, uploading with percentage, uploaded, failed") and the
 * texts of §5/§8: 'File too big' on 413, 'Error in uploading file' on any other failure, 'File
 * uploaded successfully'; a file refused before sending carries core's `checkUpload` message.
 * A pure reducer, so every transition is tested without a browser.
 */
import { MESSAGES } from '../../core/errors/messages';
import type { UploadAnswer } from './upload-xhr';

/** Where an upload stands. `fileName` is the full name; display shortens it. */
export type UploadState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'uploading'; readonly fileName: string; readonly percent: number }
  | {
      readonly phase: 'uploaded';
      readonly fileName: string;
      readonly message: string;
      readonly body: unknown;
    }
  | { readonly phase: 'failed'; readonly fileName: string | null; readonly message: string };

/** What can happen to an upload. */
export type UploadEvent =
  | { readonly type: 'refused'; readonly message: string }
  | { readonly type: 'start'; readonly fileName: string }
  | { readonly type: 'progress'; readonly percent: number }
  | { readonly type: 'answered'; readonly answer: UploadAnswer }
  | { readonly type: 'reset' };

export const IDLE_UPLOAD: UploadState = { phase: 'idle' };

const isFailureBody = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;

/** The failure text for an answer: 'File too big' on 413, else 'Error in uploading file'. */
export function uploadFailureText(status: number): string {
  return status === 413 ? MESSAGES.fileTooBig : MESSAGES.uploadError;
}

/** The next state; events that do not fit the current phase leave it unchanged. */
export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'reset':
      return IDLE_UPLOAD;
    case 'refused':
      return { phase: 'failed', fileName: null, message: event.message };
    case 'start':
      return { phase: 'uploading', fileName: event.fileName, percent: 0 };
    case 'progress':
      if (state.phase !== 'uploading') return state;
      return { ...state, percent: Math.max(state.percent, Math.min(100, Math.floor(event.percent))) };
    case 'answered': {
      if (state.phase !== 'uploading') return state;
      const { status, body } = event.answer;
      if (status >= 200 && status < 300 && !isFailureBody(body)) {
        return { phase: 'uploaded', fileName: state.fileName, message: MESSAGES.fileUploaded, body };
      }
      return { phase: 'failed', fileName: state.fileName, message: uploadFailureText(status) };
    }
  }
}
