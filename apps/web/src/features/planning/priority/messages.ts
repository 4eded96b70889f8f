/** Texts of the display priority on the collection card and its explanation (planning.md §2, §8). */
import { DEVICE_CLASS_LABELS, type PriorityDeviceClass } from '@kollekta/domain';

export const PRIORITY_MESSAGES = {
  title: 'Anzeigepriorität',
  explain: 'Was bewirkt die Anzeigepriorität?',
  chooserLabel: (deviceClass: PriorityDeviceClass) =>
    `Anzeigepriorität ${DEVICE_CLASS_LABELS[deviceClass]} (${deviceClass})`,
  fromAbove: 'von übergeordneter Organisation übernommen',
  saving: 'Wird gespeichert …',
  failure: 'Speichern nicht erfolgreich. Bitte versuchen Sie es erneut.',
  dialogTitle: 'Anzeigepriorität',
  close: 'Verstanden',
  explanation: [
    'Laufen auf einem Gerät mehrere Sammlungen gleichzeitig, bestimmt die Anzeigepriorität ihre Reihenfolge: Die Sammlung mit der Priorität 1 steht an erster Stelle, danach folgen 2, 3 und so weiter. Bei gleicher Priorität kommt die früher begonnene Sammlung zuerst.',
    'Die Priorität gilt je Geräteart: für die Spenden-App (WS) und die Kollekten-App (WA) können Sie 1 bis 9 wählen, für die Spendensäule (SP) und die Mini-Säule (KS) 1, 2 oder 3. Eine Säule zeigt höchstens drei Sammlungen an.',
    'Solange Sie nichts festlegen, gilt die Standardreihenfolge: Hauptkollekte 1, Nebenkollekte 2, freie Kollekte 3, Spendenzwecke 4. In den Web-Apps stehen freie Kollekten und Spendenzwecke auf 3.',
    '„keine“ bei einer Säule entfernt die hier festgelegte Priorität; dann gilt wieder die Standardreihenfolge oder die Priorität, die eine übergeordnete Organisation festgelegt hat.',
    'Die Priorität gilt für die Geräte Ihrer Organisation und der Organisationen darunter, auch für Sammlungen, die von oben übernommen wurden. Legt eine Gemeinde selbst eine Priorität fest, gilt für ihre Geräte diese.',
  ],
} as const;
