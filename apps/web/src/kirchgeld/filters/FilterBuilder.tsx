/**
 * The filter builder (§2 "Person index"): the root group with its conditions and subgroups, in German,
 * with the date pickers' German locale, and the server's refusal of the filter shown at the filter.
 */
import type { KgOrganization } from '@kollekta/contract';
import { toBusinessDay } from '@kollekta/domain';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE } from '@mui/x-date-pickers/locales';
import { useQuery } from '@tanstack/react-query';
import { useTenant } from '../app/tenant-context';
import { kgOrganizationsQuery } from '../organizations/api';
import { FilterGroupEditor } from './FilterGroupEditor';
import type { DraftGroup } from './filter-draft';
import { KG_FILTER_TEXTS as TEXTS } from './messages';

const PICKER_TEXTS = deDE.components.MuiLocalizationProvider.defaultProps.localeText;
const NO_ORGANIZATIONS: readonly KgOrganization[] = [];

export function FilterBuilder(props: {
  draft: DraftGroup;
  onChange(draft: DraftGroup): void;
  /** the server's messages about the filter */
  errors?: readonly string[];
  showMissing?: boolean;
}) {
  const tenant = useTenant();
  const organizations = useQuery(kgOrganizationsQuery(tenant.id));
  const today = toBusinessDay(new Date());
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={PICKER_TEXTS}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {TEXTS.builderTitle}
        </Typography>
        <FilterGroupEditor
          group={props.draft}
          isRoot
          depth={1}
          organizations={organizations.data?.results ?? NO_ORGANIZATIONS}
          today={today}
          showMissing={props.showMissing ?? false}
          onChange={props.onChange}
        />
        {props.errors?.map((message) => (
          <FormHelperText key={message} error role="alert">
            {message}
          </FormHelperText>
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
