export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-names';
export { buildDemoWorld, DEMO_WORLD_SIZE, type DemoWorldSize, type DemoWorldSummary } from './demo-world';
