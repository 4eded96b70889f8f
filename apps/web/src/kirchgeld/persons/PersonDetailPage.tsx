import { KG_PERSON_TYPE_LABELS, kgPersonDisplayName, kgPersonFieldLabel } from '@kollekta/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { formatDate, formatDateTime } from '../../lib/date-format';
import { useTenant } from '../app/tenant-context';
import { personQuery } from './api';
import { KG_PERSON_TEXTS } from './messages';
import { PersonEventsCard } from './PersonEventsCard';
import { DetailCard, DetailRows, PersonFieldsCard } from './PersonFieldsCard';
import { PersonRelationsCard } from './PersonRelationsCard';
import { selectedVersionIndex, sourceLabel, versionRange } from './person-display';
import { SetInactiveButton } from './SetInactiveButton';

export default function PersonDetailPage() {
  const tenant = useTenant();
  const { personId = '', dataId } = useParams();
  const navigate = useNavigate();
  const query = useQuery(personQuery(tenant.id, personId));

  if (query.isPending) return <CircularProgress aria-label={KG_PERSON_TEXTS.loading} />;
  if (query.isError) {
    const isMissing = isApiError(query.error) && query.error.status === 404;
    return (
      <Alert severity="error">
        {isMissing ? KG_PERSON_TEXTS.personNotFound : String(query.error.message)}
      </Alert>
    );
  }
  const person = query.data;
  const index = selectedVersionIndex(person, dataId);
  const version = person.data[index];
  if (!version) return <Alert severity="info">{KG_PERSON_TEXTS.personNotFound}</Alert>;
  const total = person.data.length;
  const current = person.data[selectedVersionIndex(person, undefined)];
  const goTo = (next: number) => {
    const target = person.data[next];
    if (target) navigate(`/persons/detail/${person.id}/${target.id}`, { replace: true });
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1">
            {kgPersonDisplayName(person.type, version)}
          </Typography>
          {person.inaktiv && person.inaktiv_seit ? (
            <Chip color="warning" label={KG_PERSON_TEXTS.inactiveSince(formatDate(person.inaktiv_seit))} />
          ) : (
            <Chip color="success" label={KG_PERSON_TEXTS.active} />
          )}
          <Chip variant="outlined" label={KG_PERSON_TYPE_LABELS[person.type]} />
        </Stack>
        {person.is_editable && !person.inaktiv && (
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              startIcon={<EditIcon />}
              component={RouterLink}
              to={`/persons/edit/${person.id}`}
            >
              {KG_PERSON_TEXTS.edit}
            </Button>
            {current && (
              <SetInactiveButton tenantId={tenant.id} person={person} currentVersionId={current.id} />
            )}
          </Stack>
        )}
      </Stack>

      <Paper variant="outlined" sx={{ p: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Button
            startIcon={<ChevronLeftIcon />}
            disabled={index >= total - 1}
            onClick={() => goTo(index + 1)}
          >
            {KG_PERSON_TEXTS.previous}
          </Button>
          <Typography variant="body2" data-testid="kg-version-summary" sx={{ textAlign: 'center' }}>
            {`${KG_PERSON_TEXTS.versionOf(total - index, total)}, ${versionRange(version)}, ${KG_PERSON_TEXTS.source(sourceLabel(version.source))}`}
          </Typography>
          <Button endIcon={<ChevronRightIcon />} disabled={index <= 0} onClick={() => goTo(index - 1)}>
            {KG_PERSON_TEXTS.next}
          </Button>
        </Stack>
      </Paper>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <PersonFieldsCard
            title={KG_PERSON_TEXTS.address}
            group="address"
            type={person.type}
            version={version}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PersonFieldsCard
            title={KG_PERSON_TEXTS.personal}
            group="personal"
            type={person.type}
            version={version}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PersonRelationsCard person={person} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PersonFieldsCard
            title={KG_PERSON_TEXTS.otherFields}
            group="other"
            type={person.type}
            version={version}
            extra={[
              {
                label: KG_PERSON_TEXTS.orgByKro,
                value: version.org_by_kro ? version.org_by_kro.name : '',
              },
            ]}
          />
        </Grid>
        <Grid size={12}>
          <DetailCard title={KG_PERSON_TEXTS.remarks}>
            <DetailRows
              rows={[
                { label: KG_PERSON_TEXTS.personType, value: KG_PERSON_TYPE_LABELS[person.type] },
                {
                  label: KG_PERSON_TEXTS.origin,
                  value: person.is_editable ? KG_PERSON_TEXTS.editable : KG_PERSON_TEXTS.fromRegistry,
                },
                { label: KG_PERSON_TEXTS.createdAt, value: formatDateTime(person.created_at) },
                {
                  label: kgPersonFieldLabel('bemerkungen'),
                  value: <span style={{ whiteSpace: 'pre-wrap' }}>{version.bemerkungen ?? ''}</span>,
                },
              ]}
            />
          </DetailCard>
        </Grid>
        <Grid size={12}>
          <PersonEventsCard tenantId={tenant.id} personId={person.id} />
        </Grid>
      </Grid>
      <Link component={RouterLink} to="/persons/lookup">
        {KG_PERSON_TEXTS.lookupTitle}
      </Link>
    </Stack>
  );
}
