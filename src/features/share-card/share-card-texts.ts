/**
 * The words the server's share cards (server/share-card.ts) draw, as Lingui descriptors: the
 * server translates them into the card's language. They sit in the platform catalog with the
 * pages they share; the page titles are those pages' own.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { SITE_NAME } from '@/lib/page-head';
import type { ShareCardPage } from '@/lib/share-card';

/** Each platform page's card: its title and one line about it. */
export const PAGE_CARD_TEXTS: Record<ShareCardPage, { title: MessageDescriptor; line: MessageDescriptor }> = {
  home: {
    title: msg`Encontre seu coach`,
    line: msg`Encontre um coach certificado e agende uma sessão experimental gratuita.`,
  },
  coaches: {
    title: msg`Coaches`,
    line: msg`Compare coaches certificados e comece com uma sessão experimental gratuita.`,
  },
  blog: {
    title: msg`Blog`,
    line: msg`Artigos sobre carreira, liderança, relacionamentos e bem-estar escritos por coaches certificados.`,
  },
  help: {
    title: msg`Central de Ajuda`,
    line: msg`Respostas para quem procura um coach e para coaches que publicam seu site.`,
  },
};

/** The labels of the coach, post and category cards. */
export const CARD_LABELS = {
  /** Over a post without a category. */
  blog: msg`Blog`,
  /** Over a category's name. */
  category: msg`Categoria do blog`,
  /** A coach's card without a phrase or expertises. */
  coachFallback: msg`Conheça meu trabalho na ${SITE_NAME}`,
  /** The foot of a post's card. */
  readOnBlog: msg`Leia no blog da ${SITE_NAME}`,
} satisfies Record<string, MessageDescriptor>;
