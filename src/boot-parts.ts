/**
 * The parts src/main.tsx imports as it boots, each evaluated in a task of its own apart from the
 * entry's, yet needed before the page hydrates: the server names their files in every page's head
 * with the entry's (server/assets.ts), and the size check counts them up front
 * (scripts/build-files.mjs). A module is named by its key in the build's manifest; a chunk group
 * (scripts/chunk-groups.ts) by its name, as its key begins (`_app-<hash>.js`).
 */
const BOOT_PARTS: readonly string[] = ['_app', 'node_modules/react-dom/client.js'];

/** The keys of a build manifest that name the boot parts. */
export function bootPartKeys(keys: Iterable<string>): string[] {
  return [...keys].filter((key) =>
    BOOT_PARTS.some(
      (part) => key === part || (part.startsWith('_') && key.startsWith(`${part}-`) && key.endsWith('.js')),
    ),
  );
}
