/** The API's amounts as the domain's bounds. */
import type { PublicWebApp } from '@kollekta/contract';
import type { DonationAmountBounds } from '@kollekta/domain';

export function toBounds(amounts: PublicWebApp['amounts']): DonationAmountBounds {
  return { min: amounts.min, initial: amounts.initial, sliderMax: amounts.slider_max, max: amounts.max };
}
