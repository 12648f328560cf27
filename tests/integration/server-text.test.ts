/**
 * The server's page titles and descriptions are the routes' own messages: each one must be in
 * the catalogs of every language, or a production build would show a message id instead.
 */
import { describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { LOCALES } from '@/lib/languages';
import { textsOf } from '../../server/text';

const catalogs = import.meta.glob<Messages>('../../src/locales/*/*.po', { eager: true, import: 'messages' });

/** The plain messages of a language's catalogs (compiled: a message without placeholders is `[text]`). */
function translations(locale: string): Set<unknown> {
  return new Set(
    Object.entries(catalogs)
      .filter(([file]) => file.includes(`/locales/${locale}/`))
      .flatMap(([, messages]) => Object.values(messages))
      .map((message) => (Array.isArray(message) && message.length === 1 ? message[0] : message)),
  );
}

describe('the server’s texts', () => {
  it.each(LOCALES)('are all translated in %s', (locale) => {
    const known = translations(locale);
    const texts = Object.entries(textsOf(locale)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    expect(texts.length).toBeGreaterThan(8);
    for (const [name, text] of texts) expect(known.has(text), `${name}: ${text}`).toBe(true);
    expect(textsOf(locale).blogCategory({ name: 'Carreira' })).toContain('Carreira');
  });
});
