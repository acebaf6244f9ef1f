/**
 * What this page did to the outbox, for telling the person what became of a save: the row each record's
 * last save on this page wrote (a new row, or the refused one it fixed), and the rows the person dropped
 * here (gone from the outbox, but not because the server took them).
 */
const lastRowOf = new Map<string, string>();
const dropped = new Set<string>();

export function rememberSaved(targetId: string, rowId: string): void {
  lastRowOf.set(targetId, rowId);
}

/** The row the last save of `targetId` on this page wrote, if any. */
export const lastRowSaved = (targetId: string): string | undefined => lastRowOf.get(targetId);

export function rememberDropped(rowId: string): void {
  dropped.add(rowId);
}

export const droppedHere = (rowId: string): boolean => dropped.has(rowId);
