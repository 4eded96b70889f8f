/** The person detail's related records: marriages and memberships, both directions, with links. */
import type { KgPerson, KgRelation } from '@kollekta/contract';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../lib/date-format';
import { KG_PERSON_TEXTS } from './messages';
import { DetailCard } from './PersonFieldsCard';

export function relationLabel(relation: KgRelation, direction: 'forward' | 'reverse'): string {
  if (relation.type === 'ehe') return KG_PERSON_TEXTS.ehe;
  return direction === 'forward' ? KG_PERSON_TEXTS.partOfForward : KG_PERSON_TEXTS.partOfReverse;
}

export function relationPeriod(relation: KgRelation): string {
  const from = formatDate(relation.valid_from);
  return relation.valid_before
    ? KG_PERSON_TEXTS.relationRange(from, formatDate(relation.valid_before))
    : KG_PERSON_TEXTS.relationSince(from);
}

export function allRelations(person: KgPerson) {
  return [
    ...person.relations.map((relation) => ({ relation, direction: 'forward' as const })),
    ...person.reverse_relations.map((relation) => ({ relation, direction: 'reverse' as const })),
  ];
}

export function PersonRelationsCard(props: { person: KgPerson }) {
  const relations = allRelations(props.person);
  return (
    <DetailCard title={KG_PERSON_TEXTS.relations}>
      {relations.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {KG_PERSON_TEXTS.noRelations}
        </Typography>
      ) : (
        <List dense disablePadding>
          {relations.map(({ relation, direction }) => (
            <ListItem key={`${direction}-${relation.id}`} disableGutters>
              <ListItemText
                primary={
                  <>
                    {relationLabel(relation, direction)}{' '}
                    <Link component={RouterLink} to={`/persons/detail/${relation.person.id}`}>
                      {relation.person.name}
                    </Link>
                  </>
                }
                secondary={`${relationPeriod(relation)}${relation.is_active ? '' : ` (${KG_PERSON_TEXTS.relationEnded})`}`}
                sx={{ opacity: relation.is_active ? 1 : 0.6 }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </DetailCard>
  );
}
