/** Texts of the news page (administration.md §2 "News"). */
import type { NewsTarget } from '@kollekta/contract';

export const NEWS_MESSAGES = {
  title: 'Neuigkeiten',
  intro: 'Was sich in Kollekta geändert hat, das Neueste zuerst.',
  loading: 'Neuigkeiten werden geladen …',
  failed: 'Die Neuigkeiten konnten nicht geladen werden.',
  empty: 'Keine Neuigkeiten',
  targets: 'Betrifft',
  forEveryone: 'Alle',
} as const;

export const NEWS_TARGET_LABELS: Record<NewsTarget, string> = {
  WA: 'Kollekten-App',
  WS: 'Spenden-App',
  KB: 'Digitaler Klingelbeutel',
  SP: 'Spendensäule',
  SD: 'Spendendose',
  FS: 'Bildschirmsäule',
};
