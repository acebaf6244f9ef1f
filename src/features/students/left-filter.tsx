/** The Students page's "Left the school" filter: the pupils who left instead of the current ones, kept in `?left=true`. */
import { useSearchParams } from 'react-router-dom';
import { t } from '../../i18n/i18n';
import { CheckboxField } from '../../ui/checkbox-field';

/** Whether the page lists the pupils who left, and how to switch. */
export function useLeftFilter(): [boolean, (left: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const left = params.get('left') === 'true';
  const setLeft = (next: boolean) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next) changed.set('left', 'true');
        else changed.delete('left');
        return changed;
      },
      { replace: true },
    );
  return [left, setLeft];
}

export function LeftFilter({ left, onChange }: { left: boolean; onChange: (left: boolean) => void }) {
  return (
    <CheckboxField
      name="left"
      className="students-left-filter"
      label={t('Left the school')}
      checked={left}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
