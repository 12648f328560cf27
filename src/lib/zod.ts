/**
 * zod/mini, configured for our Content Security Policy: zod compiles object parsers with
 * new Function() when it may, and under a CSP without 'unsafe-eval' even its feature probe is a
 * reported violation, so it interprets instead. Code that parses at run time imports zod from
 * here; the setting is global, so one import before the first parse covers every schema.
 */
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
