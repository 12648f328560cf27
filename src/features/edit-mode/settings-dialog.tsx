/**
 * The settings modal, with the tabs General (default) and Social networks. General holds the
 * site address, the location, the template and theme colour, and the profile's switches (each
 * in its own file under settings/); Save sends what changed in one go. A new site address is
 * saved first: the dialog closes once it is in force, and stays open with the typed address when
 * the server declines it, so a refused rename never reads as saved.
 */
import { useEffect, useRef, useState } from 'react';
import type { Subscription } from 'xstate';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Settings } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Tabs } from '@/components/ui/tabs';
import { countryListOptions } from '@/lib/option-names';
import {
  EDITOR_DEFAULT_THEME,
  EDITOR_DEFAULT_THEME_COLOR,
  isThemeColor,
  isThemeName,
  type ThemeName,
} from '@machines/lib/profile-rules';
import { readSocialLink, SOCIAL_NETWORKS } from '@machines/lib/social-links';
import { isWhatsappNumber, whatsappFieldValue } from '@machines/lib/whatsapp-number';
import { useEditSession, useEditorState } from './edit-session';
import { AppearanceFields } from './settings/appearance-fields';
import { LocationFields, useLocationPicker } from './settings/location-fields';
import { ProfileOptions } from './settings/profile-options';
import { settingsPatch } from './settings/settings-patch';
import { SiteAddressField, useSiteAddress } from './settings/site-address';
import { SocialLinksTab, type SocialLinks } from './settings/social-links-tab';
import footer from './ui/dialog-footer.module.css';
import styles from './settings-dialog.module.css';

export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const { editor } = useEditSession();
  const profile = useEditorState((s) => s.context.profile);
  const [tab, setTab] = useState('general');

  const currentUsername = profile?.username ?? '';
  const address = useSiteAddress(currentUsername);
  const location = useLocationPicker(profile);
  // The place line is stored in pt, as profiles store their names, whatever language the owner
  // edits in: each page names the country in its own language.
  const { data: storedCountries } = useQuery(countryListOptions('pt'));
  const [theme, setTheme] = useState<ThemeName>(isThemeName(profile?.theme) ? profile.theme : EDITOR_DEFAULT_THEME);
  const [color, setColor] = useState(
    isThemeColor(profile?.themeColor) ? profile.themeColor : EDITOR_DEFAULT_THEME_COLOR,
  );
  const [options, setOptions] = useState(() => ({
    experimental: profile?.enableSiteExperimentalSession !== false,
    select: profile?.select === true,
    trainer: profile?.trainer === true,
  }));
  const [social, setSocial] = useState<SocialLinks>(() => {
    const stored = Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, profile?.socialLinks?.[n] ?? ''])) as SocialLinks;
    // The WhatsApp field is a phone field: it starts from the number the stored link leads to.
    return { ...stored, whatsapp: whatsappFieldValue(stored.whatsapp) };
  });

  const [renaming, setRenaming] = useState(false);
  /** The address the server last declined, shown as refused while the field still holds it. */
  const [refusedName, setRefusedName] = useState<string | null>(null);
  const renameWatch = useRef<Subscription | null>(null);
  useEffect(() => () => renameWatch.current?.unsubscribe(), []);

  // A refused social link keeps what was typed; saving then would drop that network's stored link.
  const socialSaveable =
    SOCIAL_NETWORKS.every((network) => readSocialLink(network, social[network]).kind !== 'refused') &&
    isWhatsappNumber(social.whatsapp);
  const canSave = address.saveable && isThemeColor(color) && socialSaveable && !renaming;
  const patch = settingsPatch(profile, {
    selection: location.selection,
    countries: storedCountries ?? location.countries,
    theme,
    color,
    options,
    social,
  });
  // Only what the coach changed counts: defaults filled in for a profile without them do not.
  const [edited, setEdited] = useState(false);
  const unsaved = edited && (Object.keys(patch).length > 0 || address.value !== currentUsername);

  const save = () => {
    if (!canSave) return;
    const savePatch = () => {
      if (Object.keys(patch).length > 0) editor.send({ type: 'operation', op: { type: 'patch', patch } });
    };
    const username = address.value;
    if (username === currentUsername) {
      savePatch();
      onClose();
      return;
    }
    // The rename is queued under the editor's next key; its outcome decides whether to go on.
    const key = editor.getSnapshot().context.nextKey;
    setRenaming(true);
    setRefusedName(null);
    renameWatch.current?.unsubscribe();
    renameWatch.current = editor.subscribe((snapshot) => {
      const outcome = snapshot.context.last;
      if (outcome?.key !== key) return;
      renameWatch.current?.unsubscribe();
      renameWatch.current = null;
      setRenaming(false);
      if (outcome.ok) {
        savePatch();
        onClose();
      } else if (outcome.refusal === 'usernameRefused') {
        setRefusedName(username);
      }
    });
    editor.send({ type: 'username.save', username });
  };

  const general = (
    <div className={styles.tab}>
      <SiteAddressField address={address} refused={refusedName !== null && refusedName === address.value} />
      <LocationFields location={location} />
      <AppearanceFields theme={theme} onThemeChange={setTheme} color={color} onColorChange={setColor} />
      <ProfileOptions options={options} onChange={setOptions} />
    </div>
  );

  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t`Configurações`}
      icon={<Settings size={20} />}
      size="lg"
      unsaved={unsaved}
    >
      <form
        onChange={() => setEdited(true)}
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
        noValidate
      >
        <Tabs
          label={t`Seções das configurações`}
          value={tab}
          onValueChange={setTab}
          items={[
            { value: 'general', label: t`Geral`, content: general },
            {
              value: 'social',
              label: t`Redes sociais`,
              content: <SocialLinksTab links={social} onChange={setSocial} />,
            },
          ]}
        />
        <div className={footer.footer}>
          <Button variant="ghost" onClick={onClose}>
            {t`Cancelar`}
          </Button>
          <Button type="submit" disabled={!canSave}>
            {renaming ? t`Salvando…` : t`Salvar`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
