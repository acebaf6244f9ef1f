/** The Active / Inactive badge of a school, a student or a teacher. */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span className={`schools-badge schools-badge--${active ? 'active' : 'inactive'}`}>
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
