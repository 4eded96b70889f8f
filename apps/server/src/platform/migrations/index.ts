/** Every migration, in order. Never edit one that has been merged; add a new one. */
import type { Migration } from 'kysely/migration';
import * as foundation from './20261122100000_foundation';
import * as identity from './20261122115000_identity';
import * as planning from './20261122120000_planning';
import * as devices from './20261122130000_devices';
import * as incomeRollups from './20261122140000_income_rollups';
import * as cashPayments from './20261123100000_cash_payments';
import * as planExtensions from './20261123110000_plan_extensions';
import * as contactsFeatures from './20261123120000_contacts_features';
import * as firmwareAndWebApps from './20261123140000_firmware_and_webapps';
import * as incomePeriodRollups from './20261124100000_income_period_rollups';
import * as cashFourEyes from './20261124180000_cash_four_eyes';
import * as idempotencyKeys from './20261124180100_idempotency_keys';
import * as signInHardening from './20261124180200_sign_in_hardening';
import * as userPreferences from './20261125093000_user_preferences';
import * as onlineGiving from './20261125110000_online_giving';
import * as onlineGivingDonorSide from './20261125120500_online_giving_donor_side';
import * as directDebitCollected from './20261125130000_direct_debit_collected';
import * as organizationAddresses from './20261126090000_organization_addresses';
import * as donationReceipts from './20261126091000_donation_receipts';
import * as contractsBilling from './20261126094000_contracts_billing';
import * as deviceGifts from './20261126096000_device_gifts';
import * as disbursementBillingDocuments from './20261127100000_disbursement_billing_documents';
import * as kirchgeldGround from './20261128100000_kirchgeld_ground';
import * as kgPersons from './20261128110000_kg_persons';
import * as kgTasks from './20261129095000_kg_tasks';
import * as kgFilters from './20261129100000_kg_filters';
import * as kgLetters from './20261129101000_kg_letters';
import * as kgReceipts from './20261129102000_kg_receipts';
import * as kgBank from './20261129103000_kg_bank';
import * as kgSearchWordsByPerson from './20261129110000_kg_search_words_by_person';
import * as donationReceiptFiles from './20261129150000_donation_receipt_files';

export const migrations: Record<string, Migration> = {
  '20261122100000_foundation': foundation,
  '20261122115000_identity': identity,
  '20261122120000_planning': planning,
  '20261122130000_devices': devices,
  '20261122140000_income_rollups': incomeRollups,
  '20261123100000_cash_payments': cashPayments,
  '20261123110000_plan_extensions': planExtensions,
  '20261123120000_contacts_features': contactsFeatures,
  '20261123140000_firmware_and_webapps': firmwareAndWebApps,
  '20261124100000_income_period_rollups': incomePeriodRollups,
  '20261124180000_cash_four_eyes': cashFourEyes,
  '20261124180100_idempotency_keys': idempotencyKeys,
  '20261124180200_sign_in_hardening': signInHardening,
  '20261125093000_user_preferences': userPreferences,
  '20261125110000_online_giving': onlineGiving,
  '20261125120500_online_giving_donor_side': onlineGivingDonorSide,
  '20261125130000_direct_debit_collected': directDebitCollected,
  '20261126090000_organization_addresses': organizationAddresses,
  '20261126091000_donation_receipts': donationReceipts,
  '20261126094000_contracts_billing': contractsBilling,
  '20261126096000_device_gifts': deviceGifts,
  '20261127100000_disbursement_billing_documents': disbursementBillingDocuments,
  '20261128100000_kirchgeld_ground': kirchgeldGround,
  '20261128110000_kg_persons': kgPersons,
  '20261129095000_kg_tasks': kgTasks,
  '20261129100000_kg_filters': kgFilters,
  '20261129101000_kg_letters': kgLetters,
  '20261129102000_kg_receipts': kgReceipts,
  '20261129103000_kg_bank': kgBank,
  '20261129110000_kg_search_words_by_person': kgSearchWordsByPerson,
  '20261129150000_donation_receipt_files': donationReceiptFiles,
};
