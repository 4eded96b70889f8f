/**
 * Kollekta's own news (administration.md §2 "News"): what was built, on the day it reached users.
 * Static text kept in the repository; the message is HTML and goes through the server's sanitiser
 * before it leaves, like any HTML would. Targets name the device classes an entry concerns:
 * WA collection app, WS donation app, KB collection bag, SP donation pillar, SD donation box,
 * FS screen pillar; an entry for everyone has none.
 */
import type { NewsTarget } from '@kollekta/contract';

export type NewsSource = {
  id: number;
  /** YYYY-MM-DD */
  date: string;
  title: string;
  message: string;
  targets: readonly NewsTarget[];
};

export const NEWS_ENTRIES: readonly NewsSource[] = [
  {
    id: 1,
    date: '2026-11-22',
    title: 'Willkommen bei Kollekta',
    message: `<p>Kollekta ist gestartet: Landeskirchen, Kirchenbezirke und Gemeinden sehen ihre Organisationen als Baum und arbeiten mit Rollen je Organisation.</p>
<p><strong>Benutzer und Rollen verwalten Sie selbst:</strong> In Ihrer Einheit legen Sie Benutzer an und vergeben Rollen. Nur den <em>ersten</em> Benutzer Ihrer Gemeinde schaltet der Anbieter als Administrator frei; alle weiteren richtet dieser Administrator ein.</p>`,
    targets: [],
  },
  {
    id: 2,
    date: '2026-11-22',
    title: 'Sammlungen planen im Kirchenjahr',
    message: `<p>Die Planung zeigt alle Kollekten und Spendenzwecke eines Jahres, die eigenen und die von Landeskirche und Kirchenbezirk übernommenen. Übernommene Sammlungen können Sie für Ihre Gemeinde <em>abwählen</em>.</p>
<p>Eine Sammlung dauert <strong>7 Tage</strong>: vom Vortag um <strong>18:00 Uhr</strong> bis sechs Tage später um <strong>17:59 Uhr</strong>. So ist die Kollekte eines Sonntags schon am Samstagabend auf den Geräten.</p>`,
    targets: ['KB', 'SD', 'SP', 'FS', 'WA', 'WS'],
  },
  {
    id: 3,
    date: '2026-11-22',
    title: 'Spendengeräte im Blick',
    message: `<p>Unter <em>Geräte</em> sehen Sie jeden Klingelbeutel, jede Spendendose und Spendensäule Ihrer Gemeinde mit Akkustand, Empfang und Verbindung, live und ohne die Seite neu zu laden.</p>
<p>Einstellungen wie Beträge und Texte erben Geräte von ihrer Organisation; wo ein Wert übernommen ist, steht <em>Einstellung übernommen von …</em>.</p>`,
    targets: ['KB', 'SD', 'SP', 'FS'],
  },
  {
    id: 4,
    date: '2026-11-23',
    title: 'Barsammlungen mit Vier-Augen-Prinzip',
    message: `<p>Das Bargeld einer Kollekte tragen Sie jetzt nach Scheinen und Münzen gezählt ein. Eine <strong>zweite Person</strong> bestätigt die Eintragung; erst dann zählt der Betrag zu den Einnahmen.</p>
<p>Voraussetzung ist das Modul für Barsammlungen in den Einstellungen Ihrer Organisation.</p>`,
    targets: [],
  },
  {
    id: 5,
    date: '2026-11-23',
    title: 'Anzeigepriorität je Geräteklasse',
    message: `<p>Laufen mehrere Sammlungen zugleich, legen Sie für Web-Apps und Spendensäulen fest, welche zuerst erscheint: in den Web-Apps mit den Stufen 1 bis 9, auf Spendensäulen mit 1 bis 3; Stufe 1 steht vorn. Ohne eigene Angabe gilt: Hauptkollekte, Nebenkollekte, dann freie Kollekten und Spendenzwecke.</p>`,
    targets: ['SP', 'WA', 'WS'],
  },
  {
    id: 6,
    date: '2026-11-23',
    title: 'Sammlungsgruppen: eine Kollekte, mehrere Zwecke',
    message: `<p>Eine Kollekte lässt sich auf mehrere Zwecke aufteilen, etwa 2 : 1 zwischen Diakonie und Kirchenmusik. Spenderinnen und Spender geben einmal, Kollekta teilt nach den Gewichten auf.</p>
<p>Die Aufteilung schalten Sie mit der Einstellung <em>Sammlungen aufteilen</em> frei.</p>`,
    targets: ['KB', 'SD', 'SP', 'WA', 'WS'],
  },
  {
    id: 7,
    date: '2026-11-23',
    title: 'Planung als Excel-Datei, Direktlink mit QR-Code',
    message: `<p>Die Planung eines Jahres laden Sie als Excel-Datei herunter und wieder hoch; Kollekta prüft jede Zeile und nennt Fehler auf Deutsch, bevor etwas gespeichert wird.</p>
<p>Jede Sammlung in den Web-Apps hat einen <strong>Direktlink</strong> mit QR-Code für Gemeindebrief, Aushang und Beamer.</p>`,
    targets: ['WA', 'WS'],
  },
  {
    id: 8,
    date: '2026-11-23',
    title: 'Kollekten-App und Spenden-App',
    message: `<p>Ihre Gemeinde bekommt zwei Web-Apps: die <strong>Kollekten-App</strong> für die Kollekten des Gottesdienstes und die <strong>Spenden-App</strong> für Ihre Spendenzwecke. Beide lassen sich mit wenigen Zeilen in die eigene Website einbetten.</p>`,
    targets: ['WA', 'WS'],
  },
  {
    id: 9,
    date: '2026-11-23',
    title: 'Benachrichtigungen und Spendenbarometer',
    message: `<p>Unter <em>Benachrichtigungen</em> legen Sie fest, wer welche E-Mails erhält, zum Beispiel Barsammlungen oder die Vorankündigung von Sammlungen mit QR-Code.</p>
<p>Das <strong>Spendenbarometer</strong> zeigt auf Ihrer Website, wie weit ein Spendenziel erreicht ist.</p>`,
    targets: ['WS'],
  },
  {
    id: 10,
    date: '2026-11-24',
    title: 'Einnahmen nach Monat, Zahlungsart und Gerät',
    message: `<p>Die Einnahmen zeigen jeden Monat mit Übersicht, Detailansicht und Tabelle, seitenweise auch bei sehr vielen Zahlungen. Auswertungen fassen nach Sammlungsart, Zahlungsart und Geräteklasse zusammen, standardmäßig über die letzten 12 Monate.</p>`,
    targets: [],
  },
  {
    id: 11,
    date: '2026-11-24',
    title: 'Sicherer anmelden',
    message: `<p>Nach falschen Anmeldeversuchen wartet Kollekta jedes Mal etwas länger. Für Änderungen am eigenen Konto fragen wir das aktuelle Passwort ab.</p>
<p>Im Profil richten Sie Einmalcodes oder Passkeys ein und sehen Ihre aktiven Sitzungen.</p>`,
    targets: [],
  },
  {
    id: 12,
    date: '2026-11-25',
    title: 'Online spenden per SEPA-Lastschrift',
    message: `<p>In der Kollekten-App und der Spenden-App geben Spenderinnen und Spender jetzt online per <strong>SEPA-Lastschrift</strong>. Dafür braucht Ihre Gemeinde (oder eine übergeordnete Organisation) eine Gläubiger-ID.</p>
<p>Wer möchte, bittet dabei um eine Zuwendungsbestätigung oder um weitere Informationen.</p>`,
    targets: ['WA', 'WS'],
  },
  {
    id: 13,
    date: '2026-11-25',
    title: 'Dauerspenden und Informationsanforderungen',
    message: `<p>Spenden können monatlich, vierteljährlich, halbjährlich oder jährlich wiederkehren, wenn die Sammlung noch mindestens 6 Monate läuft. Die Liste <em>Dauerspenden</em> zeigt sie; beenden können Sie eine Dauerspende dort, die Spenderin oder der Spender über den Link in der Bestätigungsmail.</p>
<p>Die Liste <em>Informationsanforderungen</em> nennt, wer mehr über Ihre Arbeit erfahren möchte, mit Excel-Export.</p>`,
    targets: ['WA', 'WS'],
  },
  {
    id: 14,
    date: '2026-11-25',
    title: 'Lastschriftdateien für Ihre Bank',
    message: `<p>Fällige Lastschriften fasst Kollekta in <strong>SEPA-Dateien (pain.008)</strong> zusammen, die Sie unter <em>Lastschriftdateien</em> herunterladen und in Ihr Bankprogramm einlesen. Nach dem Einzug bestätigen Sie die Datei als eingezogen.</p>`,
    targets: [],
  },
  {
    id: 15,
    date: '2026-11-26',
    title: 'Zuwendungsbestätigungen',
    message: `<p>Bittet jemand bei der Online-Spende um eine Zuwendungsbestätigung, erscheint die Anfrage unter <em>Zuwendungsbestätigungen</em>: zuerst mit <em>Warte auf Zahlungseingang</em>, nach dem Eingang der Zahlung mit der Bestätigung als PDF.</p>`,
    targets: ['WA', 'WS'],
  },
  {
    id: 16,
    date: '2026-11-26',
    title: 'Orte, Admin-Mails und ein QR-Code-Werkzeug',
    message: `<p>Unter <em>Orte</em> legen Sie Kirchen und Gemeindehäuser Ihrer Gemeinde an; jeder Ort hat einen eigenen QR-Code, der zur Kollekten-App Ihrer Gemeinde führt.</p>
<p>Das <strong>QR-Code-Werkzeug</strong> unter <a href="#/qr">/qr</a> macht aus jeder Adresse einen QR-Code in Ihrer Farbe, als SVG oder PNG, ohne Anmeldung.</p>`,
    targets: ['WA'],
  },
];
