/**
 * Puts everything the sign-in page loads into one chunk. Left alone, the bundler splits modules the
 * sign-in page shares with the screens (the request helper, zustand, valibot, the i18n runtime) into
 * small chunks of their own: more requests and worse compression on the page with the tightest byte
 * budget. The screens import those modules from this chunk instead; nothing else moves.
 */
import type { Plugin } from 'vite';

export function signInChunk(): Plugin & { inSignInChunk: (id: string) => boolean } {
  const statics = new Set<string>();
  return {
    name: 'sign-in-chunk',
    apply: 'build',
    buildEnd() {
      statics.clear();
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (statics.has(id)) continue;
        statics.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    inSignInChunk: (id) => statics.has(id),
  };
}
