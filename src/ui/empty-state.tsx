import type { ReactNode } from 'react';

/** 'No students found' and the like: a title, a hint, optional actions. */
export function EmptyState({
  title,
  hint,
  children,
  className = 'empty-state',
}: {
  title: string;
  hint?: string;
  children?: ReactNode;
  /** The box's class, and the prefix of its title's and hint's ('schools-empty__title'). */
  className?: string;
}) {
  return (
    <div className={className} role="status">
      <p className={`${className}__title`}>{title}</p>
      {hint && <p className={`${className}__hint`}>{hint}</p>}
      {children}
    </div>
  );
}
