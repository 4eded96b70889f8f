export { registerKgBankRoutes } from './bank.routes';
export { addDemoKgBank } from './demo-bank';
