import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { i18nCatalogs } from './vite/i18n-catalogs.ts';
import { signInChunk } from './vite/sign-in-chunk.ts';
import { inlineHead } from './vite/inline-head.ts';
import { LongFilesFirst } from './vite/long-files-first.ts';
import { testProjects } from './vite/test-projects.ts';

/**
 * Writes dist/.vite/chunk-modules.json (each chunk's file and the modules bundled into it, relative to
 * the project), so the first-load budget test can tell what the sign-in page carries.
 */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                modules: output.moduleIds.map((id) =>
                  id.replace(/^.*node_modules\//, 'node_modules/').replace(`${root}/`, ''),
                ),
              },
            ]
          : [],
      );
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks) });
    },
  };
}

const signIn = signInChunk();
const SIGN_IN_PARTS = /[\\/]src[\\/]features[\\/]auth[\\/]/;

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    i18nCatalogs(),
    inlineHead(),
    signIn,
    chunkModules(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The glob takes every icon and the favicon from public/, and the plugin adds the web manifest it
      // writes: its own lists of them (includeAssets, the manifest's icons) would precache each twice.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
      },
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Shala Admin',
        short_name: 'Shala Admin',
        description: 'Administration console for video and VR lessons in village schools',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#f8fafc',
        theme_color: '#1d4ed8',
        lang: 'en-IN',
        icons: [
          { src: 'pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: { proxy: { '/api': apiTarget } },
  // The manifest (dist/.vite/manifest.json, not precached) tells the first-load budget test and
  // bench/first-load.ts which chunks the sign-in page and each screen load.
  build: {
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'sign-in', test: (id) => signIn.inSignInChunk(id), priority: 2 },
            // What two or more screens share (the data layer, the record kit, the UI kit) is one chunk: a
            // screen is then its own chunk plus this one, not a chain of forty small files each costing a
            // tablet a request and a module to set up (docs/architecture.md, "The session on the device"). The
            // sign-in page's own later parts (sign-in by code, reset, two-factor) stay out of it, so
            // someone not yet signed in never downloads the screens' code.
            { name: 'shared', test: (id) => !SIGN_IN_PARTS.test(id), minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  test: { projects: testProjects(import.meta.dirname), sequence: { sequencer: LongFilesFirst } },
});
