/**
 * The settings modal, with the tabs General (default) and Social networks. General holds the
 * site address (username: stripped to letters, digits, _ and -, checked for availability as
 * the owner types and on blur; Save is off while it is taken, empty or being checked), the
 * location (country, state, city cascade), theme and theme colour, and the experimental
 * session and category toggles. Social links are normalised to the network's own https
 * address before saving, so no script or foreign address can get through.
 */
import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Settings } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Tabs } from '@/components/ui/tabs';
import { actorOptions } from '@/lib/inspect';
import { currentLocale } from '@/lib/i18n';
import { usernameCheckMachine } from '@machines/username-check.machine';
import {
  CLEAR_OPTION,
  cityOptions,
  locationMachine,
  type CountryOption,
  type LocationSelection,
} from '@machines/location.machine';
import {
  EDITOR_DEFAULT_THEME,
  EDITOR_DEFAULT_THEME_COLOR,
  THEMES,
  isThemeColor,
  isThemeName,
  type ThemeName,
} from '@machines/lib/profile-rules';
import { SOCIAL_NETWORKS, normaliseSocialLink, type SocialNetworkName } from '@machines/lib/social-links';
import { checkAvailability, loadCountries, loadLocations, type Profile } from './api/owner-api';
import { useEditSession, useEditorState } from './edit-session';
import { USERNAME_TAKEN } from './messages';
import { LimitedField } from './ui/limited-field';
import footer from './ui/dialog-footer.module.css';
import styles from './settings-dialog.module.css';

export const SOCIAL_LABELS: Record<SocialNetworkName, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  twitter: 'Twitter / X',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
};

/** "City, ST - Country" (or "City - Country"), as the site shows the place. */
export function locationLabel(selection: LocationSelection, countries: CountryOption[]): string {
  const country = countries.find((c) => c.id === selection.country)?.name ?? '';
  const place = [selection.city, selection.state].filter(Boolean).join(', ');
  return [place, country].filter(Boolean).join(' - ');
}

export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { editor } = useEditSession();
  const profile = useEditorState((s) => s.context.profile) as Profile | null;
  const [tab, setTab] = useState('general');

  // Username
  const currentUsername = profile?.username ?? '';
  const usernameRef = useActorRef(
    useMemo(
      () =>
        usernameCheckMachine.provide({
          actors: { checkAvailability: fromPromise(({ input }) => checkAvailability(input.username)) },
        }),
      [],
    ),
    { input: { current: currentUsername }, ...actorOptions() },
  );
  const username = useSelector(usernameRef, (s) => s.context.value);
  const usernameState = useSelector(usernameRef, (s) =>
    s.matches('empty')
      ? 'empty'
      : s.hasTag('searching')
        ? 'searching'
        : s.matches('taken')
          ? 'taken'
          : s.matches('failed')
            ? 'failed'
            : s.matches('available')
              ? 'available'
              : 'unchanged',
  );
  const usernameSaveable = useSelector(usernameRef, (s) => s.hasTag('saveable'));

  // Location
  const locationRef = useActorRef(
    useMemo(
      () =>
        locationMachine.provide({
          actors: {
            loadCountries: fromPromise(({ input }) => loadCountries(input.lang)),
            loadLocations: fromPromise(({ input }) => loadLocations(input.country, input.lang)),
          },
        }),
      [],
    ),
    {
      input: {
        lang: currentLocale(),
        selection: { country: profile?.country || null, state: profile?.state || null, city: profile?.city || null },
      },
      ...actorOptions(),
    },
  );
  const selection = useSelector(locationRef, (s) => s.context.selection);
  const countries = useSelector(locationRef, (s) => s.context.countries);
  const locations = useSelector(locationRef, (s) => s.context.locations);
  const loadingCountries = useSelector(locationRef, (s) => s.matches('loadingCountries'));
  const cities = cityOptions(selection, locations);

  // Look and options
  const [theme, setTheme] = useState<ThemeName>(isThemeName(profile?.theme) ? profile.theme : EDITOR_DEFAULT_THEME);
  const [color, setColor] = useState(
    isThemeColor(profile?.themeColor) ? profile.themeColor : EDITOR_DEFAULT_THEME_COLOR,
  );
  const [experimental, setExperimental] = useState(profile?.enableSiteExperimentalSession !== false);
  const [select, setSelect] = useState(profile?.select === true);
  const [trainer, setTrainer] = useState(profile?.trainer === true);
  const [social, setSocial] = useState<Record<SocialNetworkName, string>>(
    () =>
      Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, profile?.socialLinks?.[n] ?? ''])) as Record<
        SocialNetworkName,
        string
      >,
  );

  const colorValid = isThemeColor(color);
  const canSave = usernameSaveable && colorValid;

  const save = () => {
    if (!canSave) return;
    if (username !== currentUsername) editor.send({ type: 'username.save', username });
    const patch: Partial<Profile> = {};
    const country = selection.country ?? '';
    const state = selection.state ?? '';
    const city = selection.city ?? '';
    if (country !== (profile?.country ?? '') || state !== (profile?.state ?? '') || city !== (profile?.city ?? '')) {
      Object.assign(patch, { country, state, city, location: locationLabel(selection, countries) });
    }
    if (theme !== profile?.theme) patch.theme = theme;
    if (color.toLowerCase() !== (profile?.themeColor ?? '').toLowerCase()) patch.themeColor = color.toLowerCase();
    if (experimental !== (profile?.enableSiteExperimentalSession !== false))
      patch.enableSiteExperimentalSession = experimental;
    if (select !== (profile?.select === true)) patch.select = select;
    if (trainer !== (profile?.trainer === true)) patch.trainer = trainer;
    const links = Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, normaliseSocialLink(n, social[n])])) as Record<
      SocialNetworkName,
      string
    >;
    if (SOCIAL_NETWORKS.some((n) => links[n] !== (profile?.socialLinks?.[n] ?? ''))) patch.socialLinks = links;
    if (Object.keys(patch).length > 0) editor.send({ type: 'operation', op: { type: 'patch', patch } });
    onClose();
  };

  const usernameMessage =
    usernameState === 'taken'
      ? { text: i18n._(USERNAME_TAKEN), error: true }
      : usernameState === 'empty'
        ? { text: t`Informe o endereço do seu site.`, error: true }
        : usernameState === 'failed'
          ? { text: t`Não foi possível verificar agora. Saia do campo para tentar de novo.`, error: true }
          : usernameState === 'searching'
            ? { text: t`Verificando disponibilidade…`, error: false }
            : usernameState === 'available'
              ? { text: t`Endereço disponível.`, error: false }
              : null;

  const general = (
    <div className={styles.tab}>
      <LimitedField
        label={t`Endereço do site`}
        value={username}
        onChange={(value) => usernameRef.send({ type: 'username.input', value })}
        onBlur={() => usernameRef.send({ type: 'username.blur' })}
        prefix={`${window.location.host}/`}
        maxLength={100}
        required
        autoComplete="off"
        error={usernameMessage?.error ? usernameMessage.text : null}
        hint={
          usernameMessage && !usernameMessage.error ? (
            <span role="status">{usernameMessage.text}</span>
          ) : (
            t`Apenas letras, números, _ e -.`
          )
        }
      />

      <fieldset className={styles.group}>
        <legend>{t`Localização`}</legend>
        <div className={styles.row3}>
          <label className={styles.select}>
            <span>{t`País`}</span>
            <select
              value={selection.country ?? CLEAR_OPTION}
              disabled={loadingCountries}
              onChange={(e) => locationRef.send({ type: 'location.country', value: e.currentTarget.value })}
            >
              <option value={CLEAR_OPTION}>{t`Selecione`}</option>
              {countries.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.select}>
            <span>{t`Estado`}</span>
            <select
              value={selection.state ?? CLEAR_OPTION}
              disabled={!selection.stateEnabled}
              onChange={(e) => locationRef.send({ type: 'location.state', value: e.currentTarget.value })}
            >
              <option value={CLEAR_OPTION}>{t`Selecione`}</option>
              {(locations?.states ?? []).map((s) => (
                <option key={s.abbrev} value={s.abbrev}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.select}>
            <span>{t`Cidade`}</span>
            <select
              value={selection.city ?? CLEAR_OPTION}
              disabled={!selection.country || (selection.stateEnabled && !selection.state)}
              onChange={(e) => locationRef.send({ type: 'location.city', value: e.currentTarget.value })}
            >
              <option value={CLEAR_OPTION}>{t`Selecione`}</option>
              {cities.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.name}
                </option>
              ))}
              {selection.city && !cities.some((c) => c.name === selection.city) ? (
                <option value={selection.city}>{selection.city}</option>
              ) : null}
            </select>
          </label>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t`Aparência`}</legend>
        <div className={styles.row2}>
          <label className={styles.select}>
            <span>{t`Modelo do site`}</span>
            <select value={theme} onChange={(e) => setTheme(e.currentTarget.value as ThemeName)}>
              {THEMES.map((name, i) => (
                <option key={name} value={name}>
                  {t`Modelo ${i + 1}`}
                </option>
              ))}
            </select>
          </label>
          <div className={styles.select}>
            <label htmlFor="settings-color">{t`Cor do tema`}</label>
            <div className={styles.colorRow}>
              <input
                type="color"
                aria-label={t`Escolher a cor do tema`}
                value={colorValid ? color : EDITOR_DEFAULT_THEME_COLOR}
                onChange={(e) => setColor(e.currentTarget.value)}
              />
              <input
                id="settings-color"
                type="text"
                value={color}
                maxLength={7}
                spellCheck={false}
                aria-invalid={!colorValid || undefined}
                aria-describedby={colorValid ? undefined : 'settings-color-error'}
                onChange={(event) => setColor(event.currentTarget.value.trim())}
              />
            </div>
            {colorValid ? null : (
              <p id="settings-color-error" className={styles.error}>
                {t`Use uma cor no formato #RRGGBB.`}
              </p>
            )}
          </div>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t`Opções do perfil`}</legend>
        <label className={styles.switchRow}>
          <input
            type="checkbox"
            role="switch"
            checked={experimental}
            onChange={(e) => setExperimental(e.currentTarget.checked)}
          />
          <span>{t`Oferecer sessão experimental gratuita`}</span>
        </label>
        <label className={styles.switchRow}>
          <input type="checkbox" role="switch" checked={select} onChange={(e) => setSelect(e.currentTarget.checked)} />
          <span>{t`Categoria Select`}</span>
        </label>
        <label className={styles.switchRow}>
          <input
            type="checkbox"
            role="switch"
            checked={trainer}
            onChange={(e) => setTrainer(e.currentTarget.checked)}
          />
          <span>{t`Categoria Master Trainer`}</span>
        </label>
      </fieldset>
    </div>
  );

  const socialTab = (
    <div className={styles.tab}>
      <p
        className={styles.intro}
      >{t`Cole o endereço do seu perfil ou apenas o nome de usuário. Ajustamos para o endereço oficial de cada rede.`}</p>
      {SOCIAL_NETWORKS.map((network) => {
        const normalised = normaliseSocialLink(network, social[network]);
        return (
          <LimitedField
            key={network}
            label={SOCIAL_LABELS[network]}
            value={social[network]}
            onChange={(value) => setSocial((links) => ({ ...links, [network]: value }))}
            onBlur={() => setSocial((links) => ({ ...links, [network]: normaliseSocialLink(network, links[network]) }))}
            type="url"
            inputMode="url"
            maxLength={300}
            autoComplete="off"
            hint={
              social[network].trim() === '' || normalised === social[network].trim()
                ? undefined
                : normalised
                  ? t`Será salvo como ${normalised}`
                  : t`Não reconhecemos um perfil neste valor; o campo ficará vazio.`
            }
          />
        );
      })}
    </div>
  );

  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t`Configurações`}
      icon={<Settings size={20} />}
      size="lg"
    >
      <form
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
            { value: 'social', label: t`Redes sociais`, content: socialTab },
          ]}
        />
        <div className={footer.footer}>
          <Button variant="ghost" onClick={onClose}>
            {t`Cancelar`}
          </Button>
          <Button type="submit" disabled={!canSave}>
            {t`Salvar`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
