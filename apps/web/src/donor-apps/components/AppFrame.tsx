/**
 * The frame of a donor app: the organisation's colour (and background image) filling the page or
 * iframe, its logo or name, the parish selection where asked for, and the privacy and imprint links.
 */
import type { PublicWebApp } from '@kollekta/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import NativeSelect from '@mui/material/NativeSelect';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { DONOR_MESSAGES } from '../messages';

export type ParishSelection = {
  organization: { id: number; name: string };
  parishes: readonly { id: number; name: string }[];
  /** null: the organisation itself */
  selectedId: number | null;
  onSelect: (id: number | null) => void;
};

type Props = {
  data: PublicWebApp;
  isSmall: boolean;
  parishSelection: ParishSelection | null;
  children: ReactNode;
};

export function AppFrame({ data, isSmall, parishSelection, children }: Props) {
  const { appearance, organization } = data;
  const background = appearance.background_url
    ? `linear-gradient(rgba(0, 0, 0, 0.38), rgba(0, 0, 0, 0.38)), url("${appearance.background_url}")`
    : undefined;
  return (
    <Box
      sx={{
        minHeight: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'primary.main',
        backgroundImage: background,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        color: 'primary.contrastText',
      }}
    >
      <Box
        component="main"
        sx={{
          flex: 1,
          minHeight: 0,
          width: '100%',
          maxWidth: 520,
          mx: 'auto',
          display: 'flex',
          flexDirection: 'column',
          gap: isSmall ? 0.75 : 1,
          px: isSmall ? 1.5 : 2,
          pt: isSmall ? 1 : 1.5,
          pb: 0.75,
          overflowY: 'auto',
        }}
      >
        <Header appearance={appearance} name={organization.name} />
        {parishSelection && <ParishSelect selection={parishSelection} />}
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>{children}</Box>
        <Footer appearance={appearance} />
      </Box>
    </Box>
  );
}

function Header({ appearance, name }: { appearance: PublicWebApp['appearance']; name: string }) {
  if (appearance.logo_url && !appearance.logo_is_text) {
    return (
      <Box
        component="img"
        src={appearance.logo_url}
        alt={DONOR_MESSAGES.logoOf(name)}
        sx={{ maxHeight: 36, maxWidth: '70%', objectFit: 'contain', alignSelf: 'flex-start' }}
      />
    );
  }
  return (
    <Typography
      component="p"
      sx={{ fontWeight: 700, fontSize: '0.95rem', lineHeight: 1.25, overflowWrap: 'anywhere' }}
    >
      {name}
    </Typography>
  );
}

function ParishSelect({ selection }: { selection: ParishSelection }) {
  const id = useId();
  return (
    <Box>
      <Typography component="label" htmlFor={id} sx={{ fontSize: '0.8rem', opacity: 0.9 }}>
        {DONOR_MESSAGES.parish}
      </Typography>
      <NativeSelect
        id={id}
        fullWidth
        disableUnderline
        value={selection.selectedId ?? ''}
        onChange={(event) =>
          selection.onSelect(event.target.value === '' ? null : Number(event.target.value))
        }
        sx={{ bgcolor: '#fff', color: 'text.primary', borderRadius: 1, px: 1, fontSize: '0.95rem' }}
      >
        <option value="">{DONOR_MESSAGES.allParishes(selection.organization.name)}</option>
        {selection.parishes.map((parish) => (
          <option key={parish.id} value={parish.id}>
            {parish.name}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}

function Footer({ appearance }: { appearance: PublicWebApp['appearance'] }) {
  const links = [
    [DONOR_MESSAGES.privacy, appearance.privacy_url],
    [DONOR_MESSAGES.imprint, appearance.imprint_url],
  ].filter((entry): entry is [string, string] => entry[1] !== null);
  if (links.length === 0) return null;
  return (
    <Stack direction="row" spacing={2} component="footer" sx={{ justifyContent: 'center', pt: 0.25 }}>
      {links.map(([label, href]) => (
        <Link
          key={label}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          color="inherit"
          underline="always"
          sx={{ fontSize: '0.75rem', opacity: 0.9 }}
        >
          {label}
        </Link>
      ))}
    </Stack>
  );
}
