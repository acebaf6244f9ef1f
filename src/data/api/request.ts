/**
 * The shared request helper: API root, bearer token from the session, JSON in and out,
 * and the transport errors word for word. A 401 on a call that carried a token tells the session why
 * (expired, or the account deactivated), which pauses whatever depends on it; only /auth/me's 401 ends the session (docs/architecture.md, "The session on the device").
 */
import { sessionEndOf } from '../../domain/auth/session-end';
import { LOCALES } from '../../domain/i18n/languages';
import { currentLanguage } from '../../i18n/language';
import { useSession } from '../session/session-store';
import { ApiError, NetworkError, serverErrorMessage, TRANSPORT_MESSAGES } from './api-error';
import { apiUrl, type QueryParams } from './api-root';
import { isRecord } from './envelope';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON unless it is FormData or a Blob. */
  body?: unknown;
  query?: QueryParams;
  headers?: Record<string, string>;
  /** Send the session's bearer token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Give up and report a NetworkError after this long; 0 waits for ever. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, auth = true, signal, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const token = auth ? useSession.getState().token : null;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server's messages come in the language the person reads.
    'Accept-Language': LOCALES[currentLanguage()],
    ...options.headers,
  };
  const raw = body instanceof FormData || body instanceof Blob;
  if (body !== undefined && !raw) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await send(apiUrl(path, query), {
    method,
    headers,
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
  }, signal, timeoutMs);

  const text = await readBody(response);
  const contentType = response.headers.get('content-type') ?? '';
  const isJson = /\bjson\b/i.test(contentType);
  const { status } = response;
  const statusText = response.statusText;

  if (!response.ok) {
    const parsed = isJson ? parse(text) : null;
    const data = parsed?.ok && isRecord(parsed.value) ? parsed.value : null;
    if (status === 401 && token) useSession.getState().markExpired(sessionEndOf(data?.errorType));
    if (!parsed) {
      throw new ApiError(serverErrorMessage(status, statusText), { status, statusText, body: text });
    }
    const message = typeof data?.message === 'string' && data.message !== '' ? data.message : TRANSPORT_MESSAGES.fallback;
    throw new ApiError(message, {
      status,
      statusText,
      body: parsed.ok ? parsed.value : text,
      errorType: typeof data?.errorType === 'string' ? data.errorType : undefined,
      errors: isRecord(data?.errors) ? (data.errors as Record<string, string>) : undefined,
    });
  }

  if (status === 204 || text.trim() === '') return undefined as T;
  if (!isJson) {
    throw new ApiError(serverErrorMessage(status, statusText), { status, statusText, body: text });
  }
  const parsed = parse(text);
  if (!parsed.ok) throw new ApiError(TRANSPORT_MESSAGES.invalidResponse, { status, statusText, body: text });
  return parsed.value as T;
}

async function send(url: string, init: RequestInit, signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = timeoutMs > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeoutMs) : undefined;
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    // The caller's own cancel is not a network failure: let it through untouched.
    if (signal?.aborted && !timedOut) throw error;
    throw new NetworkError(error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

async function readBody(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    throw new NetworkError(error); // the connection dropped mid-answer
  }
}

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
