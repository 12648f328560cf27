/** An HTTP failure from any service, carrying the server's `error_description` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string | undefined;
  readonly error_description: string | undefined;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const description = typeof record.error_description === 'string' ? record.error_description : undefined;
    super(description ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.error = typeof record.error === 'string' ? record.error : undefined;
    this.error_description = description;
    this.body = body;
  }
}

/** A request that never reached the server (DNS, refused connection, cancelled by the caller). */
export class NetworkError extends Error {
  constructor(cause: unknown, message = 'Network request failed') {
    super(message, { cause });
    this.name = 'NetworkError';
  }
}

/** The browser says it is offline: the request was not sent, or failed because of it. */
export class OfflineError extends NetworkError {
  constructor(cause?: unknown) {
    super(cause, 'The browser is offline');
    this.name = 'OfflineError';
  }
}

/**
 * The server did not answer within the client's time limit and the request was abandoned.
 * Whether the server acted on it is unknown to the client.
 */
export class RequestTimeoutError extends Error {
  readonly timeoutMs: number;

  constructor(timeoutMs: number, cause?: unknown) {
    super(`No answer within ${timeoutMs} ms`, { cause });
    this.name = 'RequestTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The server's error_description, when the error carries one. */
export function errorDescription(error: unknown): string | undefined {
  return error instanceof ApiError ? error.error_description : undefined;
}
