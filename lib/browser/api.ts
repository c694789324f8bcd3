/**
 * The one browser client of /api/v1 for the portal's screens (docs/CONTRACTS.md "HTTP contract"):
 *  - the session cookies go with every call, with the organisation acted for (X-Organisation-Id);
 *  - JSON in and out; a failure answers the documented error shape ({field: [messages]});
 *  - the user-message header is decoded for the success notice;
 *  - 401 on any call ends the session (SPEC §8 "401 on any call: automatic logout"): the browser
 *    goes to login with nextUrl, so the user comes back to this page;
 *  - no network (offline, or the request never answered) is told apart from every answer;
 *  - uploads go through XMLHttpRequest, which reports the upload's progress (fetch does not).
 * Components call it instead of fetch / XMLHttpRequest of their own.
 */

export type ErrorBody = Record<string, string[]>;

export type ApiResult<T> =
  | { ok: true; status: number; data: T; message: string | null }
  | {
      ok: false;
      status: number;
      errors: ErrorBody;
      /** No answer at all: offline, or the network failed on the way. */
      offline: boolean;
      /** 401: the session has ended (the browser is on its way to login unless told not to). */
      sessionEnded: boolean;
    };

export const OFFLINE_MESSAGE = "No network: please try again when you have a signal";
export const SESSION_ENDED_MESSAGE = "Your session has ended. Please log in again";

export type ApiOptions = {
  /** The organisation acted for ('admin' in the client admin portal). */
  org: string;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  /** The Idempotency-Key of a send that may be retried (the same key answers the first answer). */
  idempotencyKey?: string;
  /** What a failure without an error body says. */
  fallback?: string;
  /**
   * 'login' (default): a 401 sends the browser to login at once. 'report': the caller is told
   * (sessionEnded) and calls endSession() itself once it has kept what must not be lost.
   */
  onSessionEnd?: "login" | "report";
};

const FALLBACK = "There was an error, please try again";

function headers(options: ApiOptions, json: boolean): Record<string, string> {
  // The answers' sentences (notices, errors) in the page's language, whatever the browser's is.
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return {
    accept: "application/json",
    ...(lang ? { "accept-language": lang } : {}),
    "x-organisation-id": options.org,
    ...(json ? { "content-type": "application/json" } : {}),
    ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
  };
}

/** The messages of an error body in the documented shape, else `fallback`. */
export function errorBody(body: unknown, fallback: string): ErrorBody {
  if (body && typeof body === "object" && !Array.isArray(body)) {
    const out: ErrorBody = {};
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      const messages = Array.isArray(value) ? value.filter((m): m is string => typeof m === "string") : [];
      if (messages.length) out[key] = messages;
    }
    if (Object.keys(out).length) return out;
  }
  return { global: [fallback] };
}

/** Every message of an error body, in order (for a form's error banner). */
export function errorMessages(errors: ErrorBody): string[] {
  return Object.values(errors).flat();
}

function decodeMessage(header: string | null): string | null {
  if (!header) return null;
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

let ending = false;

/** Where login brings the user back to: this page. */
export function loginHref(location: Pick<Location, "pathname" | "search"> = window.location): string {
  return `/login?nextUrl=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/** The session has ended: go to login (once, however many calls saw the 401). */
export function endSession(): void {
  if (ending) return;
  ending = true;
  window.location.assign(loginHref());
}

function offline(): ApiResult<never> {
  return { ok: false, status: 0, errors: { global: [OFFLINE_MESSAGE] }, offline: true, sessionEnded: false };
}

function failure(status: number, body: unknown, options: ApiOptions): ApiResult<never> {
  if (status === 401) {
    if ((options.onSessionEnd ?? "login") === "login") endSession();
    return {
      ok: false,
      status,
      errors: { global: [SESSION_ENDED_MESSAGE] },
      offline: false,
      sessionEnded: true,
    };
  }
  return {
    ok: false,
    status,
    errors: errorBody(body, options.fallback ?? FALLBACK),
    offline: false,
    sessionEnded: false,
  };
}

const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/** The request of a JSON call or a file download: the method follows the body unless given. */
const send = (path: string, options: ApiOptions) =>
  fetch(`/api/v1${path}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers: headers(options, options.body !== undefined),
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: "same-origin",
  });

/** A JSON call to /api/v1{path}. */
export async function apiRequest<T = unknown>(path: string, options: ApiOptions): Promise<ApiResult<T>> {
  if (isOffline()) return offline();
  let res: Response;
  try {
    res = await send(path, options);
  } catch {
    return offline();
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    return offline();
  }
  const body = parseJson(text);
  if (!res.ok) return failure(res.status, body, options);
  return { ok: true, status: res.status, data: body as T, message: decodeMessage(res.headers.get("user-message")) };
}

/**
 * A POST to /api/v1{path} with upload progress (0-100): a JSON body, or a FormData sent as
 * multipart. XMLHttpRequest, since fetch does not report how much of the body has gone.
 */
export function apiUpload<T = unknown>(
  path: string,
  options: ApiOptions & { body: unknown; onProgress?: (percent: number) => void },
): Promise<ApiResult<T>> {
  if (isOffline()) return Promise.resolve(offline());
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? "POST", `/api/v1${path}`);
    const multipart = options.body instanceof FormData;
    for (const [k, v] of Object.entries(headers(options, !multipart))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) return resolve(failure(xhr.status, body, options));
      resolve({
        ok: true,
        status: xhr.status,
        data: body as T,
        message: decodeMessage(xhr.getResponseHeader("user-message")),
      });
    };
    xhr.onerror = () => resolve(offline());
    xhr.onabort = () => resolve(offline());
    xhr.send(multipart ? (options.body as FormData) : JSON.stringify(options.body));
  });
}

/**
 * A call to /api/v1{path} that answers a file (a PDF): its bytes and the file name the server
 * gave it (Content-Disposition), with the same failures as apiRequest.
 */
export async function apiDownload(
  path: string,
  options: ApiOptions,
): Promise<ApiResult<{ blob: Blob; filename: string | null }>> {
  if (isOffline()) return offline();
  let res: Response;
  let blob: Blob;
  try {
    res = await send(path, options);
    if (!res.ok) return failure(res.status, parseJson(await res.text()), options);
    blob = await res.blob();
  } catch {
    return offline();
  }
  const filename = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? null;
  return {
    ok: true,
    status: res.status,
    data: { blob, filename },
    message: decodeMessage(res.headers.get("user-message")),
  };
}
