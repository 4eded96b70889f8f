/**
 * The colours of an installation: the product variant chooses the brand colour, the deployment
 * (development, demo) changes the app bar and adds a marker, so nobody mistakes a demo for the
 * real thing (administration.md §1 "Environment colours depend on the deployment and the variant").
 */
import type { StaticConfiguration } from '@kollekta/contract';
import { CONFIGURATION_MESSAGES } from './messages';

export type Deployment = StaticConfiguration['deployment'];
export type ProductVariant = StaticConfiguration['variant'];

export type EnvironmentAppearance = {
  /** brand colour of buttons, links and focus */
  primary: string;
  secondary: string;
  /** background of the app bar */
  appBar: string;
  /** a visible label on the app bar and the login card; null in production */
  marker: { label: string; title: string; color: string; textColor: string } | null;
  productName: string;
};

const VARIANT_COLOURS: Record<ProductVariant, { primary: string; secondary: string }> = {
  // a calm church blue
  collection: { primary: '#1f5a96', secondary: '#b7791f' },
  marketing: { primary: '#1f5a96', secondary: '#b7791f' },
  // the church-tax product: a deep violet, so its users know which product they are in
  kirchgeld: { primary: '#5b3a88', secondary: '#b7791f' },
};

export function environmentAppearance(
  deployment: Deployment,
  variant: ProductVariant,
): EnvironmentAppearance {
  const colours = VARIANT_COLOURS[variant];
  const productName =
    variant === 'kirchgeld'
      ? CONFIGURATION_MESSAGES.kirchgeldProductName
      : CONFIGURATION_MESSAGES.productName;
  if (deployment === 'demo') {
    return {
      ...colours,
      appBar: '#00695c',
      marker: {
        label: CONFIGURATION_MESSAGES.markerDemo,
        title: CONFIGURATION_MESSAGES.markerDemoTitle,
        color: '#ffd54f',
        textColor: '#3e2c00',
      },
      productName,
    };
  }
  if (deployment === 'development') {
    return {
      ...colours,
      appBar: colours.primary,
      marker: {
        label: CONFIGURATION_MESSAGES.markerDevelopment,
        title: CONFIGURATION_MESSAGES.markerDevelopmentTitle,
        color: '#f57c00',
        textColor: '#ffffff',
      },
      productName,
    };
  }
  return { ...colours, appBar: colours.primary, marker: null, productName };
}

/** Until the configuration has arrived (or when it cannot be loaded) the product looks like production. */
export const DEFAULT_APPEARANCE = environmentAppearance('production', 'collection');
