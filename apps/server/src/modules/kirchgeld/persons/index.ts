export { addDemoSelfCreatedPersons } from './demo-persons';
export { appendPersonVersion, type NewPersonVersion } from './person-versions.repository';
export { personsProbes } from './persons.route-probes';
export { registerKgPersonRoutes } from './persons.routes';
