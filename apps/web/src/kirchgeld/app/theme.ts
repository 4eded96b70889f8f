/** The church-tax app's theme: the platform's, in the product's violet. */
import { createAppTheme } from '../../app/theme';
import { environmentAppearance } from '../../features/configuration/environment-appearance';

export const kirchgeldTheme = createAppTheme(environmentAppearance('production', 'kirchgeld'));
