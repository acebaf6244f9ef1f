/**
 * `pupilsDigest`: a short fingerprint of a class's pupils, so a new year's request can say which pupils
 * its preview saw without sending their ids. It is FNV-1a (64 bits) over the sorted ids joined by line
 * breaks, as 16 hex digits: the device and the server compute the same for the same set of ids.
 */

const OFFSET = 0xcbf29ce484222325n;
const PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;

/** The digest of a set of pupil ids, whatever their order. */
export function pupilsDigest(ids: Iterable<string>): string {
  const text = [...ids]
    .map((id) => id.toLowerCase())
    .sort()
    .join('\n');
  let hash = OFFSET;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= BigInt(text.charCodeAt(index));
    hash = (hash * PRIME) & MASK;
  }
  return hash.toString(16).padStart(16, '0');
}
