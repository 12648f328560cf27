/**
 * Builds the views' `Intl` formatters for the locale in its name, then ends. A browser loads a
 * locale's data (ICU's) once per process, on the first formatter any thread makes: done here, it
 * is ready when the page's first formatter is made on the main thread (src/lib/locale-data.ts).
 */
import { FORMATTERS } from './formatters';

for (const make of Object.values(FORMATTERS)) make(self.name);
self.close();
