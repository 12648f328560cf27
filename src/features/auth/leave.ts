/** Full-page navigation to another site (the login provider), kept in one place so tests can observe it. */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
