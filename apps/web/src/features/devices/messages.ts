/** Texts of the device area (devices-income-kirchgeld.md §2, §4, §5, §8), spec texts copied exactly. */
import {
  CASH_UP_MESSAGES,
  COLLECTION_MEMBER_STATE_TEXTS,
  CONNECTION_STATE_TEXTS,
  DEVICE_LIST_HEADING,
  DEVICE_WARNING_TEXTS,
  IMAGE_MESSAGES,
  PROVISIONING_STATE_LABELS,
  SETTING_SOURCE_TEXTS,
  SIGNAL_QUALITY_TEXTS,
} from '@kollekta/domain';

export const DEVICE_MESSAGES = {
  title: 'Geräte',
  loading: 'Geräte werden geladen …',
  heading: DEVICE_LIST_HEADING,
  allDevices: 'Alle Geräte',
  webApps: 'Web Apps',
  chips: 'Geräte filtern',
  livePreview: 'Live-Vorschau',
  recursive: 'Unterorganisationen einbeziehen',
  search: 'Gerät suchen',
  typeFilter: 'Gerätetyp',
  allTypes: 'Alle Typen',
  noDevices: 'Keine Geräte vorhanden',
  noActiveDevices:
    'Aktuell sind keine aktiven Spendengeräte vorhanden. Bitte kontaktieren Sie uns, wenn Sie Fragen oder Probleme haben!',
  contact: (email: string) => `Kontakt: ${email}`,
  typeSettings: 'Einstellungen je Gerätetyp',
  telemetry: {
    connecting: 'Live-Daten werden verbunden …',
    reconnecting: 'Verbindung zu den Live-Daten unterbrochen, neuer Versuch …',
    refused: 'Die Live-Daten sind nicht erreichbar (Anmeldung abgelehnt).',
  },
} as const;

export const CARD_MESSAGES = {
  inactive: '(inaktiv)',
  webAppPage: 'Seite der App',
  settings: 'Einstellungen',
  cashUp: 'Kassenschnitt',
  more: 'mehr',
  less: 'weniger',
  qrCode: 'QR-Code',
  embed: 'Einbinden',
  connection: CONNECTION_STATE_TEXTS,
  collection: COLLECTION_MEMBER_STATE_TEXTS,
  warnings: DEVICE_WARNING_TEXTS,
  screenOf: (name: string) => `Bildschirm von ${name}`,
  previewOf: (name: string) => `Vorschau von ${name}`,
  webAppLine: 'Web-App, immer erreichbar',
  battery: (percent: number) => `Akku ${percent} %`,
  batteryLow: 'Akku schwach',
  wifiBars: (bars: number) => `WLAN-Empfang: ${bars} von 4 Balken`,
  wwan: (percent: number, quality: string) => `Mobilfunk ${percent} % (${quality})`,
  signalQuality: SIGNAL_QUALITY_TEXTS,
  contract: {
    rent: 'Mietvertrag',
    purchase: 'Kaufvertrag',
    service: 'Servicevertrag',
    line: (kind: string, number: string, since: string, until: string | null) =>
      `${kind} Nr. ${number} seit ${since}${until ? ` bis ${until}` : ''}`,
    none: 'Kein Vertrag hinterlegt',
  },
  details: {
    identity: 'MQTT-Identität',
    serial: 'Seriennummer',
    firmware: 'Firmware',
    board: 'Board',
    uptime: 'Laufzeit',
    ipAddress: 'IP-Adresse',
    network: 'Netzwerk',
    wifi: 'WLAN',
    wwan: 'Mobilfunk',
    vpn: 'VPN-Handshake',
    location: 'Ort',
    noLocation: 'Kein Ort zugewiesen',
    organization: 'Organisation',
    lastCashUp: 'Letzter Kassenschnitt',
    cashUpStates: { requested: 'angefordert', started: 'läuft', done: 'abgeschlossen' },
    none: '–',
    secondsAgo: (seconds: number) => `vor ${seconds} s`,
    minutesAgo: (minutes: number) => `vor ${minutes} min`,
    connectedTo: (ssid: string) => `verbunden mit ${ssid}`,
    notConnected: 'nicht verbunden',
    interfaces: { wifi: 'WLAN', wwan: 'Mobilfunk', ethernet: 'Kabel' },
    wifiList: 'WLAN-Liste',
  },
} as const;

export const WIFI_MESSAGES = {
  title: (name: string) => `WLAN-Netze in Reichweite von ${name}`,
  scanning: 'Das Gerät sucht nach WLAN-Netzen …',
  empty: 'Keine WLAN-Netze gefunden.',
  rescan: 'Erneut suchen',
  close: 'Schließen',
  ssid: 'Netz',
  signal: 'Empfang',
  security: 'Sicherheit',
  channel: 'Kanal',
  securities: { open: 'offen', wpa2: 'WPA2', wpa3: 'WPA3' },
  scannedAt: (time: string) => `Stand ${time}`,
} as const;

export const CASH_UP_DIALOG_MESSAGES = {
  title: (name: string) => `Kassenschnitt für ${name}`,
  ...CASH_UP_MESSAGES,
  cancel: 'Abbrechen',
  confirm: 'Kassenschnitt auslösen',
} as const;

export const SETTINGS_MESSAGES = {
  title: (name: string) => `Einstellungen – ${name}`,
  typeTitle: (type: string, organization: string) => `Einstellungen für ${type} – ${organization}`,
  loading: 'Einstellungen werden geladen …',
  cancel: 'Abbrechen',
  save: 'Speichern',
  saved: 'Die Einstellungen wurden gespeichert.',
  reset: 'Zurücksetzen',
  inherit: 'übernehmen',
  source: SETTING_SOURCE_TEXTS,
  location: 'Ort zuweisen',
  noLocation: 'Kein Ort',
  noSettings: 'Für diesen Gerätetyp gibt es keine Einstellungen.',
  readOnly: 'Sie dürfen diese Einstellungen nicht ändern.',
  noImage: 'Kein Bild',
  uploadImage: 'Bild hochladen',
  hue: 'Farbton',
  yes: 'ja',
  no: 'nein',
  placeholders: (names: string) => `Platzhalter: ${names}`,
  chooseType: 'Gerätetyp',
  typeHelp:
    'Diese Einstellungen gelten für die Geräte und Web-Apps dieses Typs hier und in allen Unterorganisationen, solange diese nichts anderes festlegen.',
} as const;

export const UPLOAD_MESSAGES = {
  title: 'Bild hochladen',
  file: 'Datei',
  chooseFile: 'Datei auswählen',
  types: 'Verwendung',
  upload: 'Hochladen',
  cancel: 'Abbrechen',
  uploaded: 'Das Bild wurde hochgeladen.',
  logoHelp:
    'Logo: höchstens 2 MB, transparenter Hintergrund, am besten PNG (SVG möglich), höchstens 4,5-mal so breit wie hoch.',
  backgroundHelp: 'Hintergrundbild: höchstens 10 MB, empfohlen mindestens 1600 × 1200 Pixel.',
  formats: 'Erlaubt sind PNG, JPEG und BMP.',
  ...IMAGE_MESSAGES,
} as const;

export const QR_MESSAGES = {
  title: (name: string) => `QR-Code – ${name}`,
  directLink: 'Direktlink',
  copy: 'Link kopieren',
  copied: 'Der Link wurde kopiert.',
  download: 'PNG herunterladen',
  close: 'Schließen',
  alt: (url: string) => `QR-Code für ${url}`,
  loading: 'QR-Code wird geladen …',
} as const;

export const EMBED_MESSAGES = {
  title: (name: string) => `Einbinden – ${name}`,
  parishSelection: 'Gemeindeauswahl anzeigen',
  small: 'kleine Variante',
  alignment: 'Ausrichtung',
  width: 'Breite',
  height: 'Höhe',
  fullWidth: '100 %',
  pixels: (value: number) => `${value} px`,
  code: 'Code zum Einbinden',
  copy: 'Code kopieren',
  copied: 'Der Code wurde kopiert.',
  directLink: 'Direktlink',
  preview: 'Vorschau',
  close: 'Schließen',
} as const;

export const PROVISIONING_MESSAGES = {
  title: 'Geräte-Provisionierung',
  intro:
    'Ein neues Gerät zeigt beim ersten Start eine PIN. Vergleichen Sie sie mit der Anfrage, bevor Sie sie annehmen.',
  open: 'Offene Anfragen',
  finished: 'Abgeschlossene Anfragen',
  noOpen: 'Keine offenen Anfragen',
  noFinished: 'Keine abgeschlossenen Anfragen',
  columns: {
    createdAt: 'Eingegangen',
    pin: 'PIN',
    board: 'Board',
    serial: 'Seriennummer',
    source: 'Herkunft',
    state: 'Status',
    device: 'Gerät',
    organization: 'Organisation',
  },
  states: PROVISIONING_STATE_LABELS,
  accept: 'Annehmen',
  acceptTitle: (pin: string) => `Anfrage mit PIN ${pin} annehmen`,
  deviceName: 'Gerätename',
  deviceType: 'Gerätetyp',
  organization: 'Organisation',
  cancel: 'Abbrechen',
  accepted: 'Die Anfrage wurde angenommen. Das Gerät richtet sich jetzt ein.',
} as const;

export const ADMIN_DEVICES_MESSAGES = {
  title: 'Geräte',
  intro: 'Alle Geräte und Web-Apps aller Organisationen.',
  search: 'Suchen',
  searchHelp: 'Name, Organisation, Ort, Seriennummer oder MQTT-Identität',
  deviceClass: 'Geräteklasse',
  allClasses: 'Alle Klassen',
  count: (count: number) => `${count.toLocaleString('de-DE')} Geräte`,
  loading: 'Geräte werden geladen …',
  empty: 'Keine Geräte gefunden.',
  columns: {
    name: 'Name',
    deviceClass: 'Klasse',
    type: 'Typ',
    organization: 'Organisation',
    location: 'Ort',
    active: 'Aktiv',
    identity: 'MQTT-Identität',
    state: 'Zustand',
  },
  yes: 'ja',
  no: 'nein',
  noLocation: '–',
  webApp: 'Web-App',
  devicesOf: (organization: string) => `Geräte von ${organization}`,
} as const;

/** The web apps' own pages (planning.md §2 `{host}.kollekteapp`, `{host}.spendeapp`). */
export const WEB_APP_PAGE_MESSAGES = {
  titles: { kollekteapp: 'Kollekten-App', spendeapp: 'Spenden-App' },
  intro: {
    kollekteapp: 'Die Kollekten-App Ihrer Gemeinde: Einstellungen, Einbindung in Ihre Website und QR-Code.',
    spendeapp: 'Die Spenden-App Ihrer Gemeinde: Einstellungen, Einbindung in Ihre Website und QR-Code.',
  },
  loading: 'Web-App wird geladen …',
  settings: 'Einstellungen',
  embed: 'Einbinden',
  qrCode: 'QR-Code und Direktlink',
  preview: 'Live-Vorschau',
  previewOf: (name: string) => `Vorschau: ${name}`,
  /** administration.md §6, the spec's text for a page the caller may not see */
  noPermission:
    'Sie haben nicht ausreichend Rechte, um diese Seite anzuzeigen. Wenden Sie sich an Ihren Administrator.',
  notEnabled: {
    kollekteapp: 'Diese Organisation hat keine Kollekten-App.',
    spendeapp: 'Diese Organisation hat keine Spenden-App.',
  },
} as const;
