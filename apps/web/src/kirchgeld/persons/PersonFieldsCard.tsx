/** One card of the person detail: the fields of one group of a version, label beside value. */
import type { KgPersonVersion } from '@kollekta/contract';
import { KG_PERSON_FIELDS, type KgPersonFieldGroup, type KgPersonTypeValue } from '@kollekta/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { KG_PERSON_TEXTS } from './messages';
import { displayFieldValue } from './person-display';
import { INDIVIDUAL_ONLY_FIELDS } from './person-form-values';

export function DetailRows(props: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl
      style={{ display: 'grid', gridTemplateColumns: 'minmax(120px, 40%) 1fr', gap: '4px 16px', margin: 0 }}
    >
      {props.rows.map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {row.value === '' || row.value === null ? KG_PERSON_TEXTS.noValue : row.value}
          </Typography>
        </div>
      ))}
    </dl>
  );
}

export function DetailCard(props: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} component="section" aria-label={props.title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {props.title}
        </Typography>
        {props.children}
      </CardContent>
    </Card>
  );
}

export function PersonFieldsCard(props: {
  title: string;
  group: KgPersonFieldGroup;
  type: KgPersonTypeValue;
  version: KgPersonVersion;
  extra?: { label: string; value: ReactNode }[];
}) {
  const fields = KG_PERSON_FIELDS.filter(
    (field) =>
      field.group === props.group && (props.type === 'individual' || !INDIVIDUAL_ONLY_FIELDS.has(field.name)),
  );
  const rows = fields.map((field) => ({
    label:
      props.type === 'company' && field.name === 'familienname' ? KG_PERSON_TEXTS.companyName : field.label,
    value: displayFieldValue(field.name, props.version[field.name]),
  }));
  return (
    <DetailCard title={props.title}>
      <DetailRows rows={[...rows, ...(props.extra ?? [])]} />
    </DetailCard>
  );
}
