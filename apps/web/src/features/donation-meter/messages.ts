/** Texts of the donation meter dialog (planning.md §2, §5; administration.md §8). */
import { DONATION_METER_MESSAGES as DOMAIN_MESSAGES, DONATION_GOAL_PLACEHOLDER } from '@kollekta/domain';

export const DONATION_METER_MESSAGES = {
  action: 'Spendenbarometer',
  actionLabel: (plan: string) => `Spendenbarometer für ${plan}`,
  title: (plan: string) => `Spendenbarometer für „${plan}“`,
  intro:
    'Das Spendenbarometer zeigt auf Ihrer Website, wie viel für diese Sammlung schon gespendet wurde und wie weit das Spendenziel erreicht ist.',
  goal: 'Spendenziel',
  goalPlaceholder: DONATION_GOAL_PLACEHOLDER,
  invalidGoal: DOMAIN_MESSAGES.invalidGoal,
  domains: 'Erlaubte Domains',
  domainsHint: 'Eine Domain pro Zeile, z. B. www.kirchengemeinde.de',
  /** planning.md §5's 'Please enter valid domain names only', in German */
  invalidDomains: DOMAIN_MESSAGES.invalidDomains,
  alwaysAllowed: 'Außerdem immer erlaubt: die Spenden-Seiten von Kollekta.',
  address: 'Adresse des Spendenbarometers',
  addressHint: 'Diese Adresse fragt Ihre Website ab, um Spendenziel und Spendenstand anzuzeigen.',
  copy: 'Adresse kopieren',
  copied: 'Adresse kopiert',
  save: 'Speichern',
  cancel: 'Abbrechen',
  delete: 'Löschen',
  deleteTitle: 'Spendenbarometer löschen?',
  deleteText:
    'Die Adresse des Spendenbarometers funktioniert danach nicht mehr; Websites, die es zeigen, erhalten keine Daten mehr.',
  deleteNo: 'Nein',
  deleteYes: 'Ja, löschen',
  created: 'Spendenbarometer wurde angelegt.',
  updated: 'Spendenbarometer wurde gespeichert.',
  deleted: 'Spendenbarometer wurde gelöscht.',
} as const;
