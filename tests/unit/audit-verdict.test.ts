// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../scripts/audit-verdict.ts';

const NPM_WARN = 'npm warn Unknown user config "nodedir".\n';

function report(
  counts: Partial<Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number>>,
  vulnerabilities = {},
) {
  const all = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts };
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { ...all, total: Object.values(all).reduce((a, b) => a + b, 0) } },
  });
}

describe('npm audit verdict', () => {
  it('passes when the audit ran and found nothing high or critical', () => {
    expect(auditVerdict({ status: 0, stdout: report({}), stderr: '' })).toEqual({
      kind: 'clean',
      counts: { info: 0, low: 0, moderate: 0, high: 0, critical: 0 },
    });
    expect(auditVerdict({ status: 0, stdout: report({ low: 2, moderate: 1 }), stderr: '' }).kind).toBe('clean');
  });

  it('fails on a high or a critical advisory and names the packages', () => {
    const verdict = auditVerdict({
      status: 1,
      stdout: report(
        { high: 1, critical: 1, low: 1 },
        {
          'left-pad': { name: 'left-pad', severity: 'critical' },
          'is-odd': { name: 'is-odd', severity: 'high' },
          chalk: { name: 'chalk', severity: 'low' },
        },
      ),
      stderr: '',
    });
    expect(verdict).toMatchObject({ kind: 'advisories', packages: ['is-odd (high)', 'left-pad (critical)'] });
  });

  it('reports an advisory service that answers with an HTTP error as not performed', () => {
    const stdout = JSON.stringify({
      message: '405 Method Not Allowed - POST https://advisories.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      body: '',
      error: { summary: '', detail: '' },
    });
    expect(
      auditVerdict({ status: 1, stdout, stderr: `${NPM_WARN}npm error audit endpoint returned an error\n` }),
    ).toEqual({
      kind: 'unreachable',
      reason: 'the advisory service answered HTTP 405',
    });
  });

  it('reports a network failure as not performed', () => {
    const stdout = JSON.stringify({
      message:
        'request to https://advisories.example/-/npm/v1/security/advisories/bulk failed, reason: getaddrinfo ENOTFOUND advisories.example',
      error: { summary: '', detail: '' },
    });
    expect(auditVerdict({ status: 1, stdout, stderr: NPM_WARN })).toEqual({
      kind: 'unreachable',
      reason: 'network error ENOTFOUND',
    });
    expect(auditVerdict({ status: 1, stdout: '', stderr: 'npm error code ECONNREFUSED\n' })).toEqual({
      kind: 'unreachable',
      reason: 'network error ECONNREFUSED',
    });
    expect(
      auditVerdict({ status: 1, stdout: '', stderr: `${NPM_WARN}npm error audit endpoint returned an error\n` }).kind,
    ).toBe('unreachable');
  });

  it('fails when the audit itself broke, so a broken audit never passes for a clean one', () => {
    const stdout = JSON.stringify({
      error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.', detail: '' },
    });
    expect(auditVerdict({ status: 1, stdout, stderr: '' })).toEqual({
      kind: 'broken',
      reason: 'This command requires an existing lockfile.',
    });
    expect(auditVerdict({ status: 1, stdout: 'not json', stderr: 'npm error something else\n' }).kind).toBe('broken');
  });
});
