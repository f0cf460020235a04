/**
 * Sending one file as multipart form data with progress. `fetch` reports no upload progress,
 * so this uses XMLHttpRequest's `upload.onprogress`. The sender never decides what a status
 * means (that is `uploadReducer`'s); it resolves with the status and the parsed body, status
 * 0 when the network failed, and rejects only when aborted.
 */

/** What the server answered to an upload. */
export interface UploadAnswer {
  /** The HTTP status; 0 when no answer arrived (offline, refused, timed out). */
  readonly status: number;
  /** The JSON body when it parses, else its text. */
  readonly body: unknown;
}

/** Sends `file`, reporting whole percents; how the widget's upload reaches its server. */
export type UploadSender = (
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) => Promise<UploadAnswer>;

/** Options of `xhrUpload`. */
export interface XhrUploadOptions {
  /** The endpoint, e.g. `${apiBase}/api/uploads`. */
  readonly url: string;
  /** The multipart field of the file (spec §4: 'file'; bulk uploads 'xlsxFile'). */
  readonly fieldName?: string;
  /** Extra form fields sent beside the file (loan_id, tapeName …). */
  readonly fields?: Readonly<Record<string, string>>;
  /** Read at send time, so a refreshed token and the latest XSRF token are used. */
  readonly headers?: () => Readonly<Record<string, string>>;
  readonly withCredentials?: boolean;
  /** Spec §4: posts time out after 600000 ms. */
  readonly timeoutMs?: number;
  /** Makes the request; tests pass a fake. */
  readonly createRequest?: () => XMLHttpRequest;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * An `UploadSender` posting to `options.url`.
 * @example const send = xhrUpload({ url: `${base}/api/upload_file`, headers: session.headers });
 */
export function xhrUpload(options: XhrUploadOptions): UploadSender {
  return (file, onProgress, signal) =>
    new Promise<UploadAnswer>((resolve, reject) => {
      const xhr = options.createRequest?.() ?? new XMLHttpRequest();
      const form = new FormData();
      for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, value);
      form.append(options.fieldName ?? 'file', file, file.name);
      xhr.open('POST', options.url);
      xhr.timeout = options.timeoutMs ?? 600_000;
      xhr.withCredentials = options.withCredentials ?? false;
      for (const [key, value] of Object.entries(options.headers?.() ?? {})) xhr.setRequestHeader(key, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          onProgress(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
        }
      };
      xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
      xhr.onerror = () => resolve({ status: 0, body: null });
      xhr.ontimeout = () => resolve({ status: 0, body: null });
      xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });
}
