/** Church-tax API: the routes of persons (devices-income-kirchgeld.md §7); every route has `api: 'kirchgeld'`. */

export const kgPersonRoutes = {} as const;
