export { describePasswordChangeFailure } from './api';
export { PasswordField } from './components/PasswordField';
export type { NewPasswordValues } from './form-schemas';
export { newPasswordSchemaFor } from './new-password-schema';
export { ceremonyKey } from './passkey-sign-in';
