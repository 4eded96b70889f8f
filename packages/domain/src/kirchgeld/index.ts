/** Rules of the church-tax area (devices-income-kirchgeld.md): pure functions, no I/O. */
export * from './enums';
export * from './organization-by-kro';
export * from './person-fields';
