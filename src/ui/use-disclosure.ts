/** A button that shows and hides a panel (a list's filters), telling assistive technology which and whether. */
import { useId, useState } from 'react';

export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return {
    open,
    panelId,
    buttonProps: {
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': open ? panelId : undefined,
      onClick: () => setOpen((shown) => !shown),
    },
  };
}
