import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  changeSettings,
  loadSettings,
  useSettings,
  type SettingsWhere,
} from '../../data/settings/settings-store';
import { t } from '../../i18n/i18n';
import { NoticeBox, ErrorBox } from '../../ui/message-box';
import { LanguageSelect } from '../../ui/language-select';
import { PageHeader } from '../../ui/page-header';
import { DataPackSection } from './data-pack/data-pack-section';
import { SessionList } from './session-list';
import { SettingSwitch } from './setting-switch';
import { SettingsSection } from './settings-section';
import { SETTINGS_TEXTS as T } from './settings-texts';
import { ThemeChoice } from './theme-choice';

/**
 * Where the settings are, said when it is news: a change waiting on this device (made now or before),
 * the account's copy not read yet, or, after a change made on this visit, the account having it.
 * Nothing is said on opening when all is saved.
 */
function whereText(where: SettingsWhere, changedHere: boolean): string | null {
  if (where === 'device') return T.savedOnDevice;
  if (where === 'unknown') return T.unknown;
  return changedHere ? T.savedOnServer : null;
}

/**
 * The visit (router location) during which a change was made here. Kept outside the component: a
 * change of language re-mounts the whole app, and the same visit must still say where its change is.
 */
let changedOnVisit: string | null = null;

/** /settings: the person's own notifications, security and appearance. */
export function SettingsPage() {
  const { settings, where, refused } = useSettings();
  const visit = useLocation().key;
  useEffect(() => void loadSettings(), []);
  const set = (change: Parameters<typeof changeSettings>[0]) => {
    changedOnVisit = visit;
    void changeSettings(change);
  };
  const notice = whereText(where, changedOnVisit === visit);

  return (
    <section className="page settings-page">
      <PageHeader title={T.title} subtitle={T.subtitle} />
      {refused ? <ErrorBox>{t(refused)}</ErrorBox> : notice && <NoticeBox>{notice}</NoticeBox>}

      <SettingsSection id="settings-notifications" title={T.notifications}>
        <SettingSwitch
          label={T.email}
          name="emailNotifications"
          hint={T.emailHint}
          checked={settings.emailNotifications}
          onChange={(on) => set({ emailNotifications: on })}
        />
        <SettingSwitch label={T.push} name="pushNotifications" hint={T.pushHint} checked={false} disabled />
      </SettingsSection>

      <SettingsSection id="settings-security" title={T.security}>
        <SettingSwitch
          label={T.twoFactor}
          name="twoFactor"
          hint={T.twoFactorHint}
          checked={settings.twoFactor}
          onChange={(on) => set({ twoFactor: on })}
        />
        <SessionList />
      </SettingsSection>

      <SettingsSection id="settings-appearance" title={T.appearance}>
        <LanguageSelect onChoose={(language) => set({ language })} />
        <ThemeChoice value={settings.theme} onChange={(theme) => set({ theme })} />
        <SettingSwitch
          label={T.compactView}
          name="compactView"
          hint={T.compactHint}
          checked={settings.compactView}
          onChange={(on) => set({ compactView: on })}
        />
      </SettingsSection>

      <DataPackSection />
    </section>
  );
}
