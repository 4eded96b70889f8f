/**
 * The SEPA mandate as the donor agrees to it: the domain's standard wording naming the creditor and
 * its creditor id; the mandate reference is only known once the server has issued it.
 */
import { buildMandateText, type MandateKind } from '@kollekta/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GIVING_FORM_MESSAGES } from '../messages';

type Props = {
  id: string;
  kind: MandateKind;
  creditor: { name: string; creditor_identifier: string };
};

export function MandateText({ id, kind, creditor }: Props) {
  const mandate = buildMandateText({
    kind,
    creditorName: creditor.name,
    creditorIdentifier: creditor.creditor_identifier,
    mandateReference: GIVING_FORM_MESSAGES.mandateReferencePending,
  });
  return (
    <Box
      id={id}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.25,
        bgcolor: 'grey.50',
        fontSize: '0.8rem',
      }}
    >
      <Typography sx={{ fontWeight: 700, fontSize: '0.85rem' }}>{mandate.title}</Typography>
      <Typography sx={{ fontSize: 'inherit' }}>{creditor.name}</Typography>
      {mandate.identification.map((line) => (
        <Typography key={line} sx={{ fontSize: 'inherit' }}>
          {line}
        </Typography>
      ))}
      {mandate.paragraphs.map((paragraph) => (
        <Typography key={paragraph} sx={{ fontSize: 'inherit', mt: 0.75 }}>
          {paragraph}
        </Typography>
      ))}
    </Box>
  );
}
