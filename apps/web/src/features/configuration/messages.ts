/** Texts that depend on the deployment and the product variant. */
export const CONFIGURATION_MESSAGES = {
  productName: 'Kollekta',
  kirchgeldProductName: 'Kollekta Kirchgeld',
  markerDemo: 'Demo',
  markerDevelopment: 'Entwicklung',
  markerDemoTitle: 'Demo-Umgebung: Daten sind Beispieldaten und werden regelmäßig zurückgesetzt.',
  markerDevelopmentTitle: 'Entwicklungsumgebung',
  loading: 'Kollekta wird geladen …',
} as const;
