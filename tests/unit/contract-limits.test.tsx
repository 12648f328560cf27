/**
 * The contract is the single source of the forms' limits: the one table of limits
 * (machines/lib/contract.ts) holds the numbers of openapi/*.yaml, and the forms a visitor or a
 * new coach fills show those numbers (an input's maxLength, a counter). The edit mode's dialogs
 * are held to them in tests/integration/edit-mode.test.tsx.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { CONTRACT_LIMITS } from '@machines/lib/contract';
import { DEFAULT_PHONE_PREFIX } from '@machines/lib/phone';
import { THEMES } from '@machines/lib/profile-rules';
import { COUNTER_DISPLAY_MAX } from '@machines/lib/site-sections';
import { sessionRequestMachine } from '@machines/session-request.machine';
import { emptyWizardData } from '@machines/lib/wizard-validation';
import { ContactForm } from '@/features/coach-site/sections/contact-form';
import { SessionRequestForm } from '@/features/coach-site/sections/session-request-form';
import { TEMPLATES } from '@/features/coach-site/theme';
import { PersonalStep } from '@/features/wizard/steps/personal-step';
import { contractMax } from '../utils/contract';
import { renderWithProviders } from '../utils/render';

const v1 = (path: string) => contractMax('api-v1.yaml', path);
const v2 = (path: string) => contractMax('api-v2.yaml', path);

/** A number field's `maximum` in openapi/api-v1.yaml's ProfileUpdate (which shares the profile's properties). */
function profileNumberMax(field: string): number {
  const doc = parse(readFileSync('openapi/api-v1.yaml', 'utf8')) as {
    components: { schemas: { ProfileUpdate: { properties: Record<string, { maximum?: number }> } } };
  };
  const max = doc.components.schemas.ProfileUpdate.properties[field]?.maximum;
  if (max === undefined) throw new Error(`api-v1.yaml sets no maximum for ProfileUpdate.${field}`);
  return max;
}

/**
 * The phone field shows the number after the country prefix; with the prefix and its space it
 * may fill the whole limit.
 */
const phoneInputMax = (max: number) => max - DEFAULT_PHONE_PREFIX.length - 1;

describe('the table of limits', () => {
  it('holds every limit as openapi/*.yaml states it', () => {
    expect(CONTRACT_LIMITS).toEqual({
      profile: {
        username: v1('ProfileUpdate.username'),
        firstName: v1('ProfileUpdate.firstName'),
        secondName: v1('ProfileUpdate.secondName'),
        tel: v1('ProfileUpdate.tel'),
        aboutMe: v1('ProfileUpdate.aboutMe'),
        mainPhrase: v1('ProfileUpdate.mainPhrase'),
        mainPhraseAuthor: v1('ProfileUpdate.mainPhraseAuthor'),
        resumeFeed: v1('ProfileUpdate.resumeFeed'),
        caption: v1('ProfileUpdate.gallery.[].caption'),
        videoCaption: v1('ProfileUpdate.videos.[].caption'),
        testimonyText: v1('ProfileUpdate.testimonies.[].text'),
        testimonyAuthor: v1('ProfileUpdate.testimonies.[].author'),
        testimonyOccupation: v1('ProfileUpdate.testimonies.[].occupation'),
      },
      translation: {
        aboutMe: v1('ProfileUpdate.translations.en.aboutMe'),
        mainPhrase: v1('ProfileUpdate.translations.en.mainPhrase'),
        mainPhraseAuthor: v1('ProfileUpdate.translations.en.mainPhraseAuthor'),
        resumeFeed: v1('ProfileUpdate.translations.en.resumeFeed'),
        caption: v1('ProfileUpdate.translations.en.galleryCaptions.{}'),
        videoCaption: v1('ProfileUpdate.translations.en.videoCaptions.{}'),
      },
      profileLists: {
        gallery: v1('ProfileUpdate.gallery'),
        videos: v1('ProfileUpdate.videos'),
        testimonies: v1('ProfileUpdate.testimonies'),
        expertises: v1('ProfileUpdate.expertises'),
      },
      profileCounters: {
        coachingHours: profileNumberMax('coachingHours'),
        coursesCoachly: profileNumberMax('coursesCoachly'),
        lecturesHours: profileNumberMax('lecturesHours'),
      },
      contact: {
        public: {
          name: v2('CoachContactMessage.name'),
          email: v2('CoachContactMessage.email'),
          city: v2('CoachContactMessage.city'),
          phone: v2('CoachContactMessage.phone'),
          subject: v2('CoachContactMessage.subject'),
          message: v2('CoachContactMessage.message'),
        },
        legacy: {
          name: v1('ContactMessage.name'),
          email: v1('ContactMessage.email'),
          city: v1('ContactMessage.city'),
          phone: v1('ContactMessage.phone'),
          subject: v1('ContactMessage.subject'),
          message: v1('ContactMessage.message'),
        },
      },
      sessionRequest: {
        name: v2('ExperimentalSessionRequest.name'),
        email: v2('ExperimentalSessionRequest.email'),
        phone: v2('ExperimentalSessionRequest.phone'),
      },
    });
  });

  it('caps the counters the coach site shows at the contract maximum', () => {
    expect(Object.values(CONTRACT_LIMITS.profileCounters)).toEqual([
      COUNTER_DISPLAY_MAX,
      COUNTER_DISPLAY_MAX,
      COUNTER_DISPLAY_MAX,
    ]);
  });

  it('offers the templates the contract lists, in its order, to the editor and to the site', () => {
    const expected = ['template-1', 'template-2', 'template-3', 'template-4', 'template-5', 'template-6', 'template-7'];
    expect(THEMES).toEqual(expected);
    expect(TEMPLATES).toEqual(expected);
  });
});

describe('the forms show the contract’s limits', () => {
  it.each([
    ['public', 'CoachContactMessage', v2],
    ['legacy', 'ContactMessage', v1],
  ] as const)('the %s contact form', async (variant, schema, max) => {
    await renderWithProviders(<ContactForm variant={variant} coach={{ id: 'c-1', username: 'ana-souza' }} />);
    const form = within(screen.getByRole('form', { name: 'Formulário de contato' }));
    expect(form.getByLabelText(/^Nome/)).toHaveAttribute('maxLength', String(max(`${schema}.name`)));
    expect(form.getByLabelText(/^E-mail/)).toHaveAttribute('maxLength', String(max(`${schema}.email`)));
    expect(form.getByLabelText(/^Cidade/)).toHaveAttribute('maxLength', String(max(`${schema}.city`)));
    expect(form.getByLabelText(/^Assunto/)).toHaveAttribute('maxLength', String(max(`${schema}.subject`)));
    expect(form.getByRole('textbox', { name: /^Telefone/ })).toHaveAttribute(
      'maxLength',
      String(phoneInputMax(max(`${schema}.phone`))),
    );
    expect(form.getByLabelText(/^Mensagem/)).toHaveAttribute('maxLength', String(max(`${schema}.message`)));
    expect(form.getByText(`${max(`${schema}.message`)} caracteres restantes`)).toBeInTheDocument();
  });

  it('the experimental-session form', async () => {
    const actor = createActor(sessionRequestMachine, {
      input: {
        coachId: 'c-1',
        coach: {
          id: 'c-1',
          firstName: 'Ana',
          enableSiteExperimentalSession: true,
          coachDetails: { sessionType: 'ONLINE', schedules_hours: [{ weekday: 'MONDAY', turn: 'NIGHT' }] },
        },
      },
    }).start();
    await renderWithProviders(<SessionRequestForm actor={actor} onDone={() => {}} />);
    expect(screen.getByLabelText(/^Nome/)).toHaveAttribute('maxLength', String(v2('ExperimentalSessionRequest.name')));
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute(
      'maxLength',
      String(v2('ExperimentalSessionRequest.email')),
    );
    expect(screen.getByRole('textbox', { name: /^Telefone/ })).toHaveAttribute(
      'maxLength',
      String(phoneInputMax(v2('ExperimentalSessionRequest.phone'))),
    );
    actor.stop();
  });

  it('the wizard’s phone, which becomes the profile’s tel', async () => {
    await renderWithProviders(
      <PersonalStep
        data={emptyWizardData()}
        currentYear={2026}
        errorFor={() => null}
        touch={() => {}}
        send={() => {}}
      />,
    );
    // The wizard shows the dial code inside the field, so the field holds the whole number.
    expect(screen.getByRole('textbox', { name: /^Telefone/ })).toHaveAttribute(
      'maxLength',
      String(v1('ProfileUpdate.tel')),
    );
  });
});
