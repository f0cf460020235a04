/**
 * The file upload of spec §3/§5/§8: one file picked with a native input limited to the
 * screen's types, checked by core's `checkUpload` (one file, 50,000,000 bytes, types per
 * screen) before anything is sent, then idle → uploading n% → uploaded | failed, with the
 * spec's texts in a polite live region and names over 50 characters shortened.
 */
import { type ChangeEvent, type ReactNode, useEffect, useId, useReducer, useRef } from 'react';
import type { UploadContext } from '../../core/validation/constants';
import { shortenFileName } from '../../core/validation/file-name';
import { acceptAttribute, checkUpload } from '../../core/validation/upload-rules';
import { ErrorIcon, SuccessIcon, UploadIcon } from './icons';
import { KIT_TEXT } from './kit-text';
import { IDLE_UPLOAD, type UploadState, uploadReducer } from './upload-state';
import type { UploadSender } from './upload-xhr';

/**
 * Upload state and a `pick(files)` that checks and sends the first file through `send`.
 * Unmounting aborts a running upload.
 */
export function useFileUpload(send: UploadSender, context: UploadContext = 'default') {
  const [state, dispatch] = useReducer(uploadReducer, IDLE_UPLOAD);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const pick = async (files: readonly File[]): Promise<UploadState> => {
    const checked = checkUpload(files, context);
    if (!checked.ok) {
      dispatch({ type: 'refused', message: checked.error.message });
      return { phase: 'failed', fileName: null, message: checked.error.message };
    }
    const file = files[0]!;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    dispatch({ type: 'start', fileName: file.name });
    try {
      const answer = await send(
        file,
        (percent) => dispatch({ type: 'progress', percent }),
        controller.signal,
      );
      dispatch({ type: 'answered', answer });
      return uploadReducer(
        { phase: 'uploading', fileName: file.name, percent: 0 },
        { type: 'answered', answer },
      );
    } catch {
      return { phase: 'idle' }; // aborted: a newer pick or an unmount took over
    }
  };
  return { state, pick, reset: () => dispatch({ type: 'reset' }) };
}

/** Props of `FileUpload`. */
export interface FileUploadProps {
  readonly label: ReactNode;
  /** How the file reaches the server, e.g. `xhrUpload({ url, headers })`. */
  readonly send: UploadSender;
  /** The screen, which decides the accepted types (spec §5). */
  readonly context?: UploadContext;
  readonly hint?: ReactNode;
  readonly disabled?: boolean;
  /** Called once the server accepted the file, with its answer's body (e.g. the blob name). */
  readonly onUploaded?: (body: unknown, file: string) => void;
  /** Called with the failure text (for a toast as well as the inline line). */
  readonly onFailed?: (message: string) => void;
  /** Called with `true` when an upload starts and `false` when it ends, so a form can hold its submit. */
  readonly onBusyChange?: (busy: boolean) => void;
}

/** A labelled single-file picker with progress and the spec's result texts. */
export function FileUpload({ context = 'default', ...props }: FileUploadProps) {
  const { state, pick } = useFileUpload(props.send, context);
  const id = useId();
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const result = await pick(Array.from(input.files ?? []));
    input.value = ''; // picking the same file again must upload again
    if (result.phase === 'uploaded') props.onUploaded?.(result.body, result.fileName);
    if (result.phase === 'failed') props.onFailed?.(result.message);
  };
  const busy = state.phase === 'uploading';
  const onBusyChange = props.onBusyChange;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  return (
    <div className="ispz-field ispz-upload" data-phase={state.phase}>
      <label className="ispz-field__label" htmlFor={id}>
        {props.label}
      </label>
      <div className="ispz-upload__picker">
        <UploadIcon />
        <input
          id={id}
          className="ispz-upload__input"
          type="file"
          accept={acceptAttribute(context)}
          disabled={props.disabled === true || busy}
          aria-describedby={`${id}-status${props.hint ? ` ${id}-hint` : ''}`}
          onChange={onChange}
        />
      </div>
      {props.hint ? (
        <p className="ispz-field__hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {busy ? (
        <progress
          className="ispz-upload__progress"
          value={state.percent}
          max={100}
          aria-label={KIT_TEXT.uploadProgress}
        />
      ) : null}
      <div id={`${id}-status`} className="ispz-upload__status" role="status" aria-live="polite">
        <UploadStatus state={state} />
      </div>
    </div>
  );
}

function UploadStatus({ state }: { state: UploadState }) {
  if (state.phase === 'idle') return null;
  const name = state.fileName ? (
    <>
      <span className="ispz-upload__name" title={state.fileName}>
        {shortenFileName(state.fileName)}
      </span>{' '}
    </>
  ) : null;
  if (state.phase === 'uploading')
    return (
      <>
        {name} {KIT_TEXT.uploading(state.percent)}
      </>
    );
  const ok = state.phase === 'uploaded';
  return (
    <span className={ok ? 'ispz-upload__ok' : 'ispz-upload__failed'}>
      {ok ? <SuccessIcon /> : <ErrorIcon />}
      <span className="ispz-upload__line">
        {name}
        {state.message}
      </span>
    </span>
  );
}
