/** The donation meter (Spendenbarometer) of a plan, set up by superusers. */
export { DonationMeterCardAction } from './components/DonationMeterCardAction';
export { DONATION_METER_MESSAGES } from './messages';
