/** The answer of the public web-app API: only what a donor may see, built in one place. */
import type { PublicWebApp, PublicWebAppCollection } from '@kollekta/contract';
import type {
  DeviceType,
  DonationAmountBounds,
  WebApp,
  WebAppCollection,
  WebAppPlanCandidate,
} from '@kollekta/domain';

export type WebAppCollectionCandidate = WebAppPlanCandidate & {
  webAppPriority: Record<'WA' | 'WS', number>;
  description: string | null;
  website: string | null;
};

export function toPublicCollection(
  collection: WebAppCollection<WebAppCollectionCandidate>,
): PublicWebAppCollection {
  return {
    id: collection.id,
    text: collection.text,
    type: collection.type,
    collection_variant: collection.collectionVariant,
    end: collection.end?.toISOString() ?? null,
    description: collection.description,
    website: collection.website,
  };
}

export function toPublicWebApp(values: {
  app: WebApp;
  deviceType: DeviceType;
  organization: { id: number; name: string; currency: string };
  collections: readonly WebAppCollection<WebAppCollectionCandidate>[];
  appearance: PublicWebApp['appearance'];
  amounts: DonationAmountBounds;
  subOrganizations: readonly { id: number; name: string }[];
  isOnlinePaymentAvailable: boolean;
}): PublicWebApp {
  return {
    app: values.app,
    device_type: values.deviceType,
    organization: {
      id: values.organization.id,
      name: values.organization.name,
      currency: values.organization.currency === 'CHF' ? 'CHF' : 'EUR',
    },
    collections: values.collections.map(toPublicCollection),
    appearance: values.appearance,
    amounts: {
      min: values.amounts.min,
      initial: values.amounts.initial,
      slider_max: values.amounts.sliderMax,
      max: values.amounts.max,
    },
    sub_organizations: values.subOrganizations.map((entry) => ({ id: entry.id, name: entry.name })),
    // without it the app says ONLINE_PAYMENT_UNAVAILABLE instead of taking money
    online_payment_available: values.isOnlinePaymentAvailable,
  };
}
