/**
 * Every demo-backend handler, in priority order: the stateful, seeded handlers of every
 * operation first, then the handlers orval generates from the contracts' examples. The
 * fallbacks only answer an operation that has no stateful handler yet (a contract that grew);
 * they carry no faker, so they cost little in the browser.
 */
import type { HttpHandler } from 'msw';
import { getAiMock } from '@/api/gen/ai/index.msw';
import { getOptionsMock, getOwnerMock, getProfilesMock, getUploadsMock } from '@/api/gen/api-v1/index.msw';
import { getCoachesMock, getContactMock, getPlatformMock, getSessionsMock } from '@/api/gen/api-v2/index.msw';
import { getOauthMock } from '@/api/gen/auth/index.msw';
import { getBlogMock } from '@/api/gen/blog/index.msw';
import { getVimeoMock } from '@/api/gen/vimeo-info/index.msw';
import { getYoutubeMock } from '@/api/gen/youtube-info/index.msw';
import { apiV1Handlers } from './handlers/api-v1.ts';
import { apiV2Handlers } from './handlers/api-v2.ts';
import { authHandlers } from './handlers/auth.ts';
import { contentHandlers } from './handlers/content.ts';
import { controlHandlers } from './handlers/control.ts';

/** The stateful handlers alone. */
export const statefulHandlers: HttpHandler[] = [
  ...apiV1Handlers,
  ...apiV2Handlers,
  ...authHandlers,
  ...contentHandlers,
  ...controlHandlers,
];

/** Example answers generated from openapi/*.yaml, behind the stateful handlers. */
export const generatedHandlers: HttpHandler[] = [
  ...getOwnerMock(),
  ...getProfilesMock(),
  ...getUploadsMock(),
  ...getOptionsMock(),
  ...getAiMock(),
  ...getCoachesMock(),
  ...getContactMock(),
  ...getPlatformMock(),
  ...getSessionsMock(),
  ...getOauthMock(),
  ...getBlogMock(),
  ...getYoutubeMock(),
  ...getVimeoMock(),
];

export const handlers: HttpHandler[] = [...statefulHandlers, ...generatedHandlers];
