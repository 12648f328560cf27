/**
 * /{username}/edit: the owner's site in edit mode. Without a session the owner goes to /login.
 * The profile comes from GET /profiles/me (404 = no profile yet, edited from empty); the site
 * renders in its template with the edit affordances; a persisting 401 or a 404 on an owner
 * call goes to /not_found. All edit code is in this route's chunk: visitors never load it.
 */
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { isApiError } from '@/api/errors';
import { getGetPublicProfileQueryKey } from '@/api/gen/api-v1/profiles/profiles';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { routeHead } from '@/lib/page-head';
import { TemplatePreviewContext, type RenderTemplatePreview } from '@/lib/template-preview';
import { VisitorSiteContext } from '@/lib/visitor-site';
import { CoachSite, preloadTemplate } from '@/features/coach-site/coach-site';
import TemplatePreview from '@/features/coach-site/template-preview';
import { EditSessionProvider, useEditSession, useEditorState, useSiteProfile } from '@/features/edit-mode/edit-session';
import { EditModeFrame, useEditSlots } from '@/features/edit-mode/edit-mode';
import { ContentLanguageProvider, useContentLanguage } from '@/features/edit-mode/content-language';
import { VisitorViewBar } from '@/features/edit-mode/visitor-view';
import { useSignedOutElsewhere } from '@/features/auth/use-signed-out-elsewhere';
import type { Profile } from '@/features/edit-mode/api/owner-api';
import styles from './-components/edit-page.module.css';

/** The coach site's small template previews, for edit mode's template pickers. */
const renderTemplatePreview: RenderTemplatePreview = (props) => <TemplatePreview {...props} />;

function EditPage() {
  const { username } = Route.useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useSignedOutElsewhere(username);
  return (
    <EditSessionProvider
      profileKey={username}
      onNotFound={() => void navigate({ to: '/not_found', replace: true })}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: getGetPublicProfileQueryKey(username) })}
    >
      <ContentLanguageProvider>
        <EditPageBody username={username} />
      </ContentLanguageProvider>
    </EditSessionProvider>
  );
}

function EditPageBody({ username }: { username: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const status = useEditorState((s) => (s.matches('loadFailed') ? 'failed' : s.matches('ready') ? 'ready' : 'loading'));
  const loadError = useEditorState((s) => s.context.loadError);
  const ownUsername = useEditorState((s) => s.context.profile?.username ?? null);
  const profile = useSiteProfile();
  const slots = useEditSlots();
  const { asVisitor } = useEditSession();
  const { language } = useContentLanguage();

  // The profile fetch: a 401 that survived the refresh, or a 404, goes to /not_found.
  useEffect(() => {
    if (status === 'failed' && (isApiError(loadError, 401) || isApiError(loadError, 404))) {
      void navigate({ to: '/not_found', replace: true });
    }
  }, [status, loadError, navigate]);

  // The address follows the owner's username (another coach's address, or a new username).
  useEffect(() => {
    if (ownUsername && ownUsername !== username) {
      void navigate({ to: '/$username/edit', params: { username: ownUsername }, replace: true });
    }
  }, [ownUsername, username, navigate]);

  const theme = profile?.theme;
  useEffect(() => void preloadTemplate(theme).catch(() => undefined), [theme]);

  const siteProfile = useMemo<Profile | null>(
    () => (profile ? { ...profile, id: profile.id ?? '', username: profile.username ?? username } : null),
    [profile, username],
  );

  if (status === 'failed') return <LoadFailed />;
  if (!siteProfile) return <Loading text={t`Carregando seu site…`} />;
  // The site as visitors see it: in place of the editor, or in the editor's phone preview.
  const visitorSite = <CoachSite profile={siteProfile} canEdit={false} />;
  if (asVisitor) {
    return (
      <>
        {visitorSite}
        <VisitorViewBar />
      </>
    );
  }
  return (
    <TemplatePreviewContext value={renderTemplatePreview}>
      <VisitorSiteContext value={visitorSite}>
        <EditModeFrame>
          <CoachSite profile={siteProfile} canEdit editSlots={slots} textLanguage={language} />
        </EditModeFrame>
      </VisitorSiteContext>
    </TemplatePreviewContext>
  );
}

function LoadFailed() {
  const { t } = useLingui();
  const { editor } = useEditSession();
  return (
    <div className={styles.failed} role="alert">
      <h1>{t`Não foi possível carregar seu site`}</h1>
      <p>{t`Verifique sua conexão e tente novamente.`}</p>
      <Button onClick={() => editor.send({ type: 'retry' })}>{t`Tentar de novo`}</Button>
    </div>
  );
}

export const Route = createFileRoute('/$username/edit')({
  // The signed-in coach's page: its tokens are in the browser, which draws it.
  ssr: false,
  staticData: { bare: true },
  beforeLoad: async ({ location }) => {
    // The token store loads with the guard rather than with every page's first download.
    const { isLoggedIn } = await import('@/lib/tokens');
    if (!isLoggedIn()) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  },
  head: ({ match }) => routeHead(match.context.i18n, { title: msg`Editar meu site`, noindex: true }),
  component: EditPage,
});
