export { createBillingPlan } from './billing-plans.service';
export { registerContractRoutes } from './contracts.routes';
export { type ContractActor, createContract, createContractBilling } from './contracts.service';
