export { AdminDevicesPage } from './components/AdminDevicesPage';
export { DevicesPage } from './components/DevicesPage';
export { ProvisioningPage } from './components/ProvisioningPage';
