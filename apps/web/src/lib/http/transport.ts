/**
 * One HTTP exchange over fetch: query string, JSON, multipart or urlencoded body, time-out, cancellation, and the reply
 * parsed as JSON (or kept as a Blob). Failures are a TransportError carrying what the catalogue needs.
 */
export interface Exchange {
  url: string;
  method: string;
  query?: unknown;
  body?: unknown;
  headers: Record<string, string>;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob';
  timeoutMs: number;
}

export interface Reply {
  status: number;
  data: unknown;
  headers: Headers;
}

export class TransportError extends Error {
  constructor(message: string, readonly status?: number, readonly data?: unknown, readonly cancelled = false) {
    super(message);
  }
}

/**
 * An object as form fields (a query string, or the asset system's urlencoded body): undefined and null left
 * out, arrays as repeated keys, objects as JSON.
 */
export function formFields(fields: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((fields ?? {}) as Record<string, unknown>)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === undefined || v === null) continue;
      params.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
  }
  return params;
}

/** `?a=1&b=x`, by the rules of formFields. */
export function queryString(query: unknown): string {
  const s = formFields(query).toString();
  return s ? `?${s}` : '';
}

async function parse(res: Response, responseType: Exchange['responseType']): Promise<unknown> {
  if (responseType === 'blob' && res.ok) return res.blob();
  const text = await res.text();
  try {
    return text ? JSON.parse(text) : '';
  } catch {
    return text;
  }
}

export async function exchange(x: Exchange): Promise<Reply> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, x.timeoutMs);
  const cancel = () => controller.abort();
  if (x.signal?.aborted) cancel();
  x.signal?.addEventListener('abort', cancel);

  // Form bodies (multipart, urlencoded) go as they are: fetch writes their Content-Type.
  const form = x.body instanceof FormData || x.body instanceof URLSearchParams;
  const headers = x.body === undefined || form ? x.headers : { ...x.headers, 'Content-Type': 'application/json' };
  try {
    const res = await fetch(x.url + queryString(x.query), {
      method: x.method, headers, signal: controller.signal,
      body: x.body === undefined ? undefined : form ? (x.body as FormData | URLSearchParams) : JSON.stringify(x.body),
    });
    const data = await parse(res, x.responseType);
    if (!res.ok) throw new TransportError(`Request failed with status code ${res.status}`, res.status, data);
    return { status: res.status, data, headers: res.headers };
  } catch (err) {
    if (err instanceof TransportError) throw err;
    if (timedOut) throw new TransportError(`timeout of ${x.timeoutMs}ms exceeded`);
    if (controller.signal.aborted) throw new TransportError('cancelled', undefined, undefined, true);
    throw new TransportError('Network Error');
  } finally {
    clearTimeout(timer);
    x.signal?.removeEventListener('abort', cancel);
  }
}
