/**
 * The submenu's links of an organisation with what they depend on loaded: the donor lists offered,
 * whether direct-debit files exist and the organisation's own devices. Each is asked only where the
 * caller may read it; the answers are shared with the pages that show the same data.
 */
import { READ_DONOR_LISTS } from '@kollekta/domain';
import { useQuery } from '@tanstack/react-query';
import { useStaticConfiguration } from '../configuration';
import { devicesQuery } from '../devices';
import { directDebitFilesQuery } from '../direct-debits';
import { donorListsQuery } from './api';
import { canDo } from './organization-access';
import { type SubmenuInput, type SubmenuLink, submenuLinks } from './submenu-entries';

export function useSubmenuInput(organization: SubmenuInput['organization']): {
  input: SubmenuInput;
  isLoading: boolean;
} {
  // only who may read donors asks which donor lists are switched on here
  const donorLists = useQuery({
    ...donorListsQuery(organization.id),
    enabled: canDo(organization, READ_DONOR_LISTS),
  });
  // 'Lastschriftdateien' only where files exist; only administrators may list them
  const directDebitFiles = useQuery({
    ...directDebitFilesQuery(organization.id),
    enabled: canDo(organization, 'WRITE_ORG_DATA'),
  });
  // the device classes and web apps of the organisation itself, as its device page lists them
  const devices = useQuery({ ...devicesQuery(organization.id, false), enabled: canDo(organization, 'READ') });
  const configuration = useStaticConfiguration();
  return {
    input: {
      organization,
      eventAppUrl: configuration.data?.event_app_url ?? null,
      ...(donorLists.data ? { donorLists: donorLists.data } : {}),
      hasDirectDebitFiles: (directDebitFiles.data?.length ?? 0) > 0,
      ...(devices.data ? { devices: devices.data } : {}),
    },
    isLoading: donorLists.isLoading || directDebitFiles.isLoading || devices.isLoading,
  };
}

export function useSubmenuLinks(organization: SubmenuInput['organization']): SubmenuLink[] {
  return submenuLinks(useSubmenuInput(organization).input);
}
