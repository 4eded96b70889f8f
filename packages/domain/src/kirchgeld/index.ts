/** Rules of the church-tax area (devices-income-kirchgeld.md): pure functions, no I/O. */
export * from './bank';
export * from './enums';
export * from './filters';
export * from './legacy';
export * from './letters';
export * from './organization-by-kro';
export * from './organizations';
export * from './payments';
export * from './person-fields';
export * from './persons';
export * from './registry-import';
export * from './session-expiry';
