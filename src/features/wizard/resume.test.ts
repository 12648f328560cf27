import { describe, expect, it } from 'vitest';
import { CONTRACT_LIMITS } from '@machines/lib/contract';
import { formationsResume } from './resume';

describe('formationsResume', () => {
  it('writes one line per formation, in order, with the course, the school and the year', () => {
    expect(
      formationsResume([
        { course: '  Psicologia ', school: 'USP', year: 2012 },
        { course: 'Coaching   Executivo', school: 'Instituto Coachly', year: 2020 },
      ]),
    ).toBe('Psicologia — USP (2012)\nCoaching Executivo — Instituto Coachly (2020)');
  });

  it('skips formations left blank', () => {
    expect(
      formationsResume([
        { course: ' ', school: '', year: null },
        { course: 'MBA', school: '', year: 2019 },
      ]),
    ).toBe('MBA (2019)');
  });

  it('keeps only whole lines within the contract limit of the resume', () => {
    const long = (n: number) => ({ course: `${n}`.padEnd(100, 'c'), school: 's'.repeat(100), year: 2000 + n });
    const resume = formationsResume(Array.from({ length: 10 }, (_, n) => long(n)));
    expect(resume.length).toBeLessThanOrEqual(CONTRACT_LIMITS.profile.resumeFeed);
    const lines = resume.split('\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line, n) => line.endsWith(`(${2000 + n})`))).toBe(true);
  });
});
