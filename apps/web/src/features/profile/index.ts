export { InsecurePasswordDialog } from './components/InsecurePasswordDialog';
