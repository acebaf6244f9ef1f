/**
 * A manifest's version, opaque to the headset: the server's sync sequence value the manifest was read at,
 * and the school it was read for. A delta (`since`) of another school is answered with the whole
 * manifest, since everything the headset holds may have changed.
 */
export const MANIFEST_VERSION_PATTERN = /^v1\.([0-9a-f-]{36}|none)\.(\d{1,18})$/;

export interface ManifestPoint {
  schoolId: string | null;
  seq: number;
}

export const manifestVersionOf = ({ schoolId, seq }: ManifestPoint): string =>
  `v1.${schoolId ?? 'none'}.${seq}`;

/** The point a version names, or undefined when it is no version this server gives. */
export function parseManifestVersion(version: string): ManifestPoint | undefined {
  const match = MANIFEST_VERSION_PATTERN.exec(version);
  if (!match) return undefined;
  const seq = Number(match[2]);
  if (!Number.isSafeInteger(seq)) return undefined;
  return { schoolId: match[1] === 'none' ? null : match[1]!, seq };
}
