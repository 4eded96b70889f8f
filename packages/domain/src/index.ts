/** Pure business rules of Kollekta, shared by server and web. No I/O, no framework. */
export * from './auth';
export * from './cash';
export * from './church-year';
export * from './devices';
export * from './donor-lists';
export * from './income';
export * from './money';
export * from './notifications';
export * from './online-giving';
export * from './organizations';
export * from './permissions';
export * from './plan-sheet';
export * from './planning';
export * from './sepa';
export * from './time/business-day';
export * from './users';
