/**
 * The record just saved, once per save: its row scrolled to the middle of the screen and its first
 * link focused, as soon as the row is drawn (the mirror may deliver the record a moment after the save).
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useRevealCurrent(table: RefObject<HTMLElement | null>, currentId: string | null) {
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (!currentId) revealed.current = null;
    const link = table.current?.querySelector<HTMLAnchorElement>('tr[aria-current] a');
    if (!currentId || revealed.current === currentId || !link) return;
    revealed.current = currentId;
    link.scrollIntoView?.({ block: 'center' });
    link.focus({ preventScroll: true });
  });
}
