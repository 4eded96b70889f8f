/** Table types of contract data: identifiers, contracts, billing plans (migration 20261126094000). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** a calendar day, YYYY-MM-DD (both databases hand dates back as text, see database.ts) */
type Day = ColumnType<string, string, string>;

export type OrganizationIdentifierTable = {
  organization_id: number;
  type: 'kro_number' | 'tax_number' | 'vat_id';
  value: string;
  created_at: Timestamp;
};

export type StoredBillingCondition = {
  scope: string;
  base_fee_cents: number;
  percentage_basis_points: number;
};

export type BillingPlanTable = {
  id: Generated<number>;
  name: string;
  type: string;
  conditions: ColumnType<StoredBillingCondition[], string, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ContractTable = {
  id: Generated<number>;
  organization_id: number;
  type: string;
  sepadd_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type BillingPlanAssociationTable = {
  id: Generated<number>;
  contract_id: number;
  billing_plan_id: number;
  valid_from: Day;
  valid_notafter: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  created_by: number | null;
};

export type ContractTables = {
  organization_identifier: OrganizationIdentifierTable;
  billing_plan: BillingPlanTable;
  contract: ContractTable;
  billing_plan_association: BillingPlanAssociationTable;
};
