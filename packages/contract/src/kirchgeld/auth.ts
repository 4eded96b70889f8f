/** Church-tax API: the routes of auth (devices-income-kirchgeld.md §7); every route has `api: 'kirchgeld'`. */

export const kgAuthRoutes = {} as const;
