import { THEMES, type Theme } from '../../domain/settings/settings-schema';
import { SETTINGS_TEXTS as T } from './settings-texts';

const label = (theme: Theme) => ({ system: T.themeSystem, light: T.themeLight, dark: T.themeDark })[theme];

/** Dark Mode: the system's setting by default, or light or dark whatever the system says. */
export function ThemeChoice({ value, onChange }: { value: Theme; onChange: (theme: Theme) => void }) {
  return (
    <fieldset className="setting setting--block theme-choice">
      <legend className="setting__label">{T.darkMode}</legend>
      <div className="theme-choice__options">
        {THEMES.map((theme) => (
          <label key={theme} className="checkbox">
            <input
              type="radio"
              name="theme"
              value={theme}
              className="checkbox__input"
              checked={value === theme}
              onChange={() => onChange(theme)}
            />
            <span className="checkbox__label">{label(theme)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
