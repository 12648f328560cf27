/**
 * Reads what `npm audit --json` printed and decides: the audit ran and found no high or critical
 * advisory (pass), found some (fail), or could not reach the advisory service at all (an HTTP
 * error from the service, or a network failure), which is reported and not held against the
 * build. Anything else (no lockfile, unreadable output) fails, so a broken audit is never
 * mistaken for a clean one. Used by scripts/audit.mjs; kept apart so it can be tested.
 */
export type AuditVerdict =
  | { kind: 'clean'; counts: SeverityCounts }
  | { kind: 'advisories'; counts: SeverityCounts; packages: string[] }
  | { kind: 'unreachable'; reason: string }
  | { kind: 'broken'; reason: string };

export interface SeverityCounts {
  info: number;
  low: number;
  moderate: number;
  high: number;
  critical: number;
}

export interface AuditRun {
  /** Exit status of `npm audit`. */
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Error codes of a request that never got an answer. */
const NETWORK_CODES =
  /^(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ECONNABORTED|ETIMEDOUT|ESOCKETTIMEDOUT|ENETUNREACH|EHOSTUNREACH|ENETDOWN|EPIPE|EPROTO|ERR_SOCKET_TIMEOUT|UNABLE_TO_GET_ISSUER_CERT_LOCALLY|SELF_SIGNED_CERT_IN_CHAIN|CERT_HAS_EXPIRED|DEPTH_ZERO_SELF_SIGNED_CERT)$/;
/** What npm prints when the advisory request failed without a status or code it reports. */
const ENDPOINT_FAILED = /audit endpoint returned an error|request to \S+ failed/i;

const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function parse(stdout: string): Record<string, unknown> | null {
  const text = stdout.trim();
  if (!text) return null;
  try {
    return record(JSON.parse(text));
  } catch {
    return null;
  }
}

function countsOf(vulnerabilities: Record<string, unknown>): SeverityCounts {
  const counts: SeverityCounts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0 };
  for (const severity of SEVERITIES) {
    const n = vulnerabilities[severity];
    counts[severity] = typeof n === 'number' && Number.isFinite(n) ? n : 0;
  }
  return counts;
}

/** Names of the packages with a high or critical advisory, from the report's `vulnerabilities`. */
function seriousPackages(report: Record<string, unknown>): string[] {
  const entries = record(report.vulnerabilities) ?? {};
  return Object.entries(entries)
    .filter(([, entry]) => {
      const severity = record(entry)?.severity;
      return severity === 'high' || severity === 'critical';
    })
    .map(([name, entry]) => `${name} (${String(record(entry)?.severity)})`)
    .sort();
}

function firstLine(text: string): string {
  return (
    text
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.length > 0 && !/^npm (warn|notice)/i.test(line)) ?? ''
  );
}

export function auditVerdict(run: AuditRun): AuditVerdict {
  const report = parse(run.stdout);
  const vulnerabilities = record(record(report?.metadata)?.vulnerabilities);
  if (report && vulnerabilities) {
    const counts = countsOf(vulnerabilities);
    return counts.high + counts.critical > 0
      ? { kind: 'advisories', counts, packages: seriousPackages(report) }
      : { kind: 'clean', counts };
  }

  const error = record(report?.error);
  const statusCode = report?.statusCode;
  if (typeof statusCode === 'number') {
    return { kind: 'unreachable', reason: `the advisory service answered HTTP ${statusCode}` };
  }
  const summary = typeof error?.summary === 'string' ? error.summary : '';
  const message = typeof report?.message === 'string' ? report.message : '';
  const said = [message, summary, run.stderr].join('\n');
  const mentioned = Array.from(said.matchAll(/\b[A-Z][A-Z_]{3,}\b/g), (m) => m[0]);
  const code = [error?.code, report?.code, ...mentioned].find(
    (c): c is string => typeof c === 'string' && NETWORK_CODES.test(c),
  );
  if (code) return { kind: 'unreachable', reason: `network error ${code}` };
  if (ENDPOINT_FAILED.test(said)) return { kind: 'unreachable', reason: 'the advisory service returned an error' };
  if (run.status === 0 && !report) return { kind: 'clean', counts: countsOf({}) };
  return {
    kind: 'broken',
    reason:
      firstLine(summary) ||
      firstLine(message) ||
      firstLine(run.stderr) ||
      `npm audit exited with status ${String(run.status)}`,
  };
}
