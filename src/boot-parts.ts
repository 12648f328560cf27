/**
 * The modules src/main.tsx imports as it boots, by their keys in the build's manifest. Each is
 * evaluated in a task of its own, apart from the entry's, yet a page needs it before it hydrates:
 * the server names its files in every page's head with the entry's (server/assets.ts), and the
 * size check counts them up front (scripts/build-files.mjs).
 */
export const BOOT_PARTS: readonly string[] = ['node_modules/react-dom/client.js'];
