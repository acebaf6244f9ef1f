import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../domain/i18n/languages';
import { t } from '../i18n/i18n';
import { useLanguage } from '../i18n/language';
import { SelectField } from './select-field';

const OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

/** The interface's language, each named in itself. */
export function LanguageSelect({ onChoose }: { onChoose: (language: Language) => void }) {
  const language = useLanguage();
  return (
    <SelectField
      label={t('Language')}
      name="language"
      value={language}
      options={OPTIONS}
      onChange={(value) => {
        if (isLanguage(value)) onChoose(value);
      }}
    />
  );
}
