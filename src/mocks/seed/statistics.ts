// Platform-wide figures for the featured-coaches band (GET /admin/public/dashboard?type=...).
import type { StatisticType } from './types.ts';

export const statistics: Record<StatisticType, number> = {
  horas: 1_284_650.5,
  sessoes: 348_921,
  coachees: 96_317,
};
