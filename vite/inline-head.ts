/**
 * Puts two small things into the built page itself, each one request less on a first visit over a
 * village link: the favicon (public/favicon.svg) as a data URL, and the script that applies the saved
 * appearance before the first paint (src/app/appearance-before-paint.js). The server allows that script
 * by its hash in the page's Content-Security-Policy (server/plugins/static-pwa.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const FAVICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
const APPEARANCE_SCRIPT = '<script src="/appearance.js"></script>';

function replaced(html: string, tag: string, by: string): string {
  if (!html.includes(tag)) throw new Error(`index.html no longer has ${tag}`);
  return html.replace(tag, by);
}

/** An SVG as a data URL: single quotes inside the attribute's double ones; only what a URL cannot hold escaped. */
const svgDataUrl = (svg: string) =>
  `data:image/svg+xml,${svg
    .replace(/\s*\n\s*/g, ' ')
    .trim()
    .replace(/"/g, "'")
    .replace(/[%#<>{}|\\^`]/g, encodeURIComponent)}`;

export function inlineHead(): Plugin {
  return {
    name: 'inline-head',
    transformIndexHtml(html, context) {
      const root = path.dirname(context.filename);
      const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
      const favicon = `<link rel="icon" href="${svgDataUrl(read('public/favicon.svg'))}" type="image/svg+xml" />`;
      const script = read('src/app/appearance-before-paint.js').replace(/^\s*\/\/.*\n/gm, '');
      const appearance = `<script>${script.trim()}</script>`;
      return replaced(replaced(html, FAVICON_LINK, favicon), APPEARANCE_SCRIPT, appearance);
    },
  };
}
