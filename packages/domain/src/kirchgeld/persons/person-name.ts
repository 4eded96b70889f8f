/** How a person is named in lists, headers and relations: companies by name, individuals by call name. */
import type { KgPersonTypeValue } from '../enums';
import type { KgPersonValues } from '../person-fields';

export function kgPersonDisplayName(type: KgPersonTypeValue, values: KgPersonValues): string {
  const familyName = values.familienname?.trim() ?? '';
  if (type === 'company') return familyName || 'Firma ohne Namen';
  const firstName = (values.rufname?.trim() || values.vornamen?.trim()) ?? '';
  return [firstName, familyName].filter(Boolean).join(' ') || 'Person ohne Namen';
}
