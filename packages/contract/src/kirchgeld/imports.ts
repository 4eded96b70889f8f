/** Church-tax API: the routes of imports (devices-income-kirchgeld.md §7); every route has `api: 'kirchgeld'`. */

export const kgImportRoutes = {} as const;
