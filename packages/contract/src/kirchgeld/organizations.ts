/** Church-tax API: the routes of organizations (devices-income-kirchgeld.md §7); every route has `api: 'kirchgeld'`. */

export const kgOrganizationRoutes = {} as const;
