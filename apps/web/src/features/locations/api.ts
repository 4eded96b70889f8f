/** Queries and the create call of locations, and the QR code of one. */
import { type LocationBody, routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/** An organisation's locations with those of its sub-organisations, or (no id) every readable one. */
export const locationsQuery = (organizationId: number | null) =>
  queryOptions({
    queryKey: ['locations', organizationId],
    queryFn: ({ signal }) =>
      callApi(routes.listLocations, {
        query: organizationId === null ? {} : { organization: organizationId, recursive: 'true' },
        signal,
      }),
  });

export const locationQrCodeQuery = (locationId: number) =>
  queryOptions({
    queryKey: ['location-qr-code', locationId],
    queryFn: ({ signal }) => callApi(routes.getLocationQrCode, { params: { id: locationId }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function createLocation(body: LocationBody) {
  return callApi(routes.createLocation, { body });
}
