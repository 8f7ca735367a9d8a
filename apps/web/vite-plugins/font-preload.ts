import type { Plugin } from 'vite';

/**
 * The UI font ships with the app (@fontsource-variable/inter, bundled by Vite, served from our own origin as the
 * CSP's `font-src 'self'` requires). Its Latin file is preloaded from index.html, so it usually arrives before
 * the first paint; with `font-display: swap` and a fallback sized to Inter's metrics (styles/base.css), text
 * does not move when it does.
 */
export function preloadFont(file: RegExp): Plugin {
  return {
    name: 'corridor:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const asset = Object.values(ctx.bundle ?? {}).find((a) => a.type === 'asset' && file.test(a.fileName));
        if (!asset) throw new Error(`preload-font: no emitted font matches ${file}`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${asset.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
