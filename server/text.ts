/**
 * The page titles and descriptions the server writes, in each language. The messages are the
 * routes' own (same source text, so the same catalog entries as their head()), read from the
 * catalogs of the visitor pages; one Lingui instance per language, so requests in different
 * languages never share state.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LOCALES, type Locale } from '@/lib/languages';

const catalogs = import.meta.glob<Messages>('../src/locales/*/{start,landing,platform}.po', {
  eager: true,
  import: 'messages',
});

function messagesOf(locale: Locale): Messages {
  return Object.assign(
    {},
    ...Object.entries(catalogs)
      .filter(([file]) => file.includes(`/locales/${locale}/`))
      .map(([, messages]) => messages),
  ) as Messages;
}

const instances = new Map<Locale, I18n>(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: messagesOf(locale) } })]),
);

/** A page's texts in one language. */
export function textsOf(locale: Locale) {
  const i18n = instances.get(locale);
  if (!i18n) throw new Error(`No catalog for ${locale}`);
  return {
    siteDescription: i18n._(msg`Encontre um coach certificado, leia o blog e agende uma sessão experimental gratuita.`),
    shareDescription: i18n._(msg`Encontre um coach certificado e agende uma sessão experimental gratuita.`),
    home: i18n._(msg`Encontre seu coach`),
    search: i18n._(msg`Buscar coaches`),
    coaches: i18n._(msg`Coaches`),
    help: i18n._(msg`Central de Ajuda`),
    blog: i18n._(msg`Blog`),
    blogDescription: i18n._(
      msg`Artigos sobre carreira, liderança, relacionamentos e bem-estar escritos por coaches certificados.`,
    ),
    blogCategory: (category: { name: string }) => i18n._(msg`Blog: ${category.name}`),
    postNotFound: i18n._(msg`Postagem não encontrada`),
    pageNotFound: i18n._(msg`Página não encontrada`),
  };
}

export type Texts = ReturnType<typeof textsOf>;
