export { AuthorizePage } from './components/AuthorizePage';
