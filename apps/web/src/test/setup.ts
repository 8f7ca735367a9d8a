/**
 * jsdom lacks a few browser APIs that React Aria calls. The stand-ins below do what the browser would for the
 * values our tests use; they never run in the app.
 */
if (typeof globalThis.CSS === 'undefined') {
  // Enough of CSS.escape for the meta names React Aria looks up ("csp-nonce", "escape-key-…").
  globalThis.CSS = { escape: (value: string) => value.replace(/[^\w-]/g, (ch) => `\\${ch}`) } as typeof CSS;
}
