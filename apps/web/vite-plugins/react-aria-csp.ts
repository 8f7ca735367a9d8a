import type { Plugin } from 'vite';

/**
 * The server's Content-Security-Policy has `style-src 'self'` with no nonce, so a <style> element created at run
 * time is refused (and reported). React Aria creates two: in usePress, a `touch-action` rule for pressable
 * elements (every button, menu item and option), and on iOS, while a modal or popover is open, an
 * `overscroll-behavior` rule. Both rules ship in our stylesheet instead (src/styles/react-aria.css); this plugin
 * takes the injection out of the built code, and the iOS one now marks <html> with an attribute that the same
 * stylesheet keys on. A React Aria upgrade that changes these lines fails the build here rather than the CSP in
 * production, and so does a chunk that still carries the injected rules. (The e2e suite fails on any CSP
 * violation the browser reports, wherever it comes from.)
 */
type Patch = { file: RegExp; find: RegExp; replace: string };

const PATCHES: readonly Patch[] = [
  {
    file: /react-aria\/dist\/private\/interactions\/usePress\.m?js$/,
    find: /const style = ownerDocument\.createElement\('style'\);[\s\S]*?ownerDocument\.head\.prepend\(style\);/,
    replace: '/* Corridor CSP: [data-react-aria-pressable] { touch-action } ships in src/styles/react-aria.css */',
  },
  {
    file: /react-aria\/dist\/private\/overlays\/usePreventScroll\.m?js$/,
    find: /let style = document\.createElement\('style'\);[\s\S]*?document\.head\.prepend\(style\);/,
    replace: "document.documentElement.setAttribute('data-prevent-overscroll', '');",
  },
  {
    file: /react-aria\/dist\/private\/overlays\/usePreventScroll\.m?js$/,
    find: /style\.remove\(\);/,
    replace: "document.documentElement.removeAttribute('data-prevent-overscroll');",
  },
];

// What React Aria's injected rules say; left in a chunk, they mean a <style> element would be created at run time.
// (React itself can create <style> elements, but only for <style> tags we would render, and we render none.)
const INJECTED_RULES = /touch-action:\s*pan-x pan-y pinch-zoom|overscroll-behavior:\s*contain/;

export function reactAriaCsp(): Plugin {
  return {
    name: 'corridor:react-aria-csp',
    enforce: 'pre',
    transform(code, id) {
      const patches = PATCHES.filter((p) => p.file.test(id.split('?')[0] ?? id));
      if (patches.length === 0) return null;
      let out = code;
      for (const patch of patches) {
        if (!patch.find.test(out)) {
          this.error(`${id} no longer matches ${patch.find}: React Aria changed, review the CSP patch`);
        }
        out = out.replace(patch.find, patch.replace);
      }
      return { code: out, map: null };
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && INJECTED_RULES.test(chunk.code)) {
          this.error(`${chunk.fileName} still injects React Aria's <style> rules, which the CSP refuses`);
        }
      }
    },
  };
}
