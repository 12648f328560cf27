/** The caption field of a gallery picture or a video, with that caption's length limit. */
import { useLingui } from '@lingui/react/macro';
import { FIELD_LIMITS } from '@machines/lib/profile-rules';
import { LimitedField, type LimitedFieldProps } from './limited-field';

export function CaptionField({
  of,
  ...props
}: { of: 'picture' | 'video' } & Omit<LimitedFieldProps, 'label' | 'maxLength'>) {
  const { t } = useLingui();
  const maxLength = of === 'picture' ? FIELD_LIMITS.caption : FIELD_LIMITS.videoCaption;
  return <LimitedField label={t`Legenda`} maxLength={maxLength} {...props} />;
}
