/**
 * How edit mode draws the owner's site as visitors see it without importing the coach site: the
 * owner's edit route provides the site (the profile being edited, drawn with no edit control, as
 * "Ver como visitante" draws it), edit mode's phone preview draws it in its frame (or nothing
 * where none is provided).
 */
import { createContext, type ReactNode } from 'react';

export const VisitorSiteContext = createContext<ReactNode>(null);
