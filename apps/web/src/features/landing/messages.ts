/** Texts of the marketing landing page (administration.md §2 "Home and organisation tree"). */

export const LANDING_MESSAGES = {
  title: 'Kollekte und Spenden digital',
  intro:
    'Kollekta verbindet Klingelbeutel, Spendensäulen und Spenden-Apps mit einer Verwaltung für Landeskirchen, Kirchenbezirke und Gemeinden: planen, sammeln, auswerten.',
  productsHeading: 'Unsere Produkte',
  newsHeading: 'Neuigkeiten',
  newsLoading: 'Neuigkeiten werden geladen …',
  newsFailed: 'Die Neuigkeiten konnten nicht geladen werden.',
  newsEmpty: 'Zurzeit gibt es keine Neuigkeiten.',
  carousel: 'Bilder aus Kollekta',
  slide: 'Bild',
  slideOf: (index: number, count: number) => `${index} von ${count}`,
  previous: 'Vorheriges Bild',
  next: 'Nächstes Bild',
  pause: 'Bildwechsel anhalten',
  play: 'Bildwechsel fortsetzen',
  chooseSlide: (index: number) => `Bild ${index} zeigen`,
  demoHeading: 'Kollekta ausprobieren',
  demoText:
    'In der Demo-Umgebung erkunden Sie eine Beispiel-Landeskirche mit Gemeinden, Geräten und einem Jahr Spenden. Die Daten werden regelmäßig zurückgesetzt.',
  demoLink: 'Zur Demo-Anmeldung',
} as const;

export type Product = { title: string; text: string };

export const PRODUCTS: readonly Product[] = [
  {
    title: 'Digitaler Klingelbeutel',
    text: 'Der Klingelbeutel nimmt Karte und Handy an: kontaktlos geben, während er durch die Reihen geht.',
  },
  {
    title: 'Spendensäule',
    text: 'Die Säule im Eingang zeigt bis zu drei Zwecke nebeneinander und nimmt Spenden rund um die Uhr an.',
  },
  {
    title: 'Kollekten-App und Spenden-App',
    text: 'Geben im Gottesdienst und von zu Hause: per Direktlink, QR-Code oder eingebettet in die Website der Gemeinde.',
  },
  {
    title: 'Kollektenplanung',
    text: 'Alle Kollekten des Kirchenjahrs an einem Ort, übernommen von Landeskirche und Kirchenbezirk, auf allen Geräten zur rechten Zeit.',
  },
];

/** The carousel's pictures: what each shows, said in words for those who do not see it. */
export const SLIDES = [
  {
    key: 'bag',
    caption: 'Der digitale Klingelbeutel im Gottesdienst',
    description: 'Ein Klingelbeutel mit Kartenleser, darüber ein Symbol für kontaktloses Bezahlen.',
  },
  {
    key: 'pillar',
    caption: 'Die Spendensäule im Kircheneingang',
    description: 'Eine Spendensäule mit Bildschirm, auf dem drei Spendenzwecke zur Wahl stehen.',
  },
  {
    key: 'app',
    caption: 'Die Kollekten-App auf dem Handy',
    description: 'Ein Handy zeigt die Kollekten-App mit „Für Brot für die Welt“ und Beträgen zur Auswahl.',
  },
  {
    key: 'planning',
    caption: 'Kollektenplanung und Auswertung',
    description: 'Ein Kalender mit eingetragenen Kollekten und ein Balkendiagramm der Einnahmen je Monat.',
  },
] as const;

export type SlideKey = (typeof SLIDES)[number]['key'];
