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

/** A request that never reached the server (offline, DNS, aborted by a timeout). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The server's error_description, when the error carries one. */
export function errorDescription(error: unknown): string | undefined {
  return error instanceof ApiError ? error.error_description : undefined;
}
