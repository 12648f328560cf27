/**
 * Tells zod to interpret its object parsers instead of compiling them with new Function():
 * under our Content Security Policy (no 'unsafe-eval') even zod's probe for that is a reported
 * violation, and it probes when an object schema is built, so this must run before the
 * generated schemas load. machines/lib/contract.ts imports it first; src/lib/zod.ts sets the
 * same global flag for the app's own parsers.
 */
import { config } from 'zod';

config({ jitless: true });
