import { useSectionState, useSite } from '../site-context';
import { TEMPLATE_ITEM_COUNTS } from '../theme';
import { useLazyViewer } from './use-lazy-viewer';

/**
 * What the gallery and the videos sections read: the site, the section's edit state, how many
 * items the template shows, and the viewer a tile opens (`T`, what it shows).
 */
export function useMediaSection<T>(section: 'gallery' | 'videos') {
  const site = useSite();
  const state = useSectionState(section);
  const viewer = useLazyViewer<T>();
  return { ...site, state, viewer, limit: TEMPLATE_ITEM_COUNTS[site.template][section] };
}
