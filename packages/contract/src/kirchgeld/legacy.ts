/** Church-tax API: the routes of legacy (devices-income-kirchgeld.md §7); every route has `api: 'kirchgeld'`. */

export const kgLegacyRoutes = {} as const;
