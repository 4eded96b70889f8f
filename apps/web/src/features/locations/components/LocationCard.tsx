/**
 * One location as a card: its name and organisation; expanding it loads its QR code
 * (administration.md §2 "Locations": "a QR code loaded when a card is expanded").
 */
import type { LocationItem } from '@kollekta/contract';
import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { locationQrCodeQuery } from '../api';
import { LOCATIONS_MESSAGES as TEXT } from '../messages';

export function LocationCard({ location }: { location: LocationItem }) {
  const [isExpanded, setIsExpanded] = useState(false);
  const label = isExpanded ? TEXT.hideQrCode(location.name) : TEXT.showQrCode(location.name);
  return (
    <Card variant="outlined" data-testid="location-card">
      <CardContent sx={{ pb: 0 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <PlaceOutlinedIcon color="primary" sx={{ mt: 0.25 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {location.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {location.organization_name}
            </Typography>
          </Box>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <IconButton
          onClick={() => setIsExpanded((expanded) => !expanded)}
          aria-expanded={isExpanded}
          aria-label={label}
          title={label}
          sx={{ transform: isExpanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      <Collapse in={isExpanded} unmountOnExit>
        <CardContent sx={{ pt: 0 }}>
          <LocationQrCode location={location} />
        </CardContent>
      </Collapse>
    </Card>
  );
}

function LocationQrCode({ location }: { location: LocationItem }) {
  const { data: svg, isError } = useQuery(locationQrCodeQuery(location.id));
  if (isError) return <Alert severity="error">{TEXT.qrCodeFailed}</Alert>;
  if (svg === undefined) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} aria-label={TEXT.qrCodeLoading} />
        <Typography variant="body2">{TEXT.qrCodeLoading}</Typography>
      </Stack>
    );
  }
  // an <img> never runs what an SVG contains, so the server's document is shown as it is
  const source = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box
        component="img"
        src={source}
        alt={TEXT.qrCodeAlt(location.name)}
        data-testid="location-qr-code"
        sx={{ width: '100%', maxWidth: 240, aspectRatio: '1', display: 'block' }}
      />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', textAlign: 'center' }}>
        {TEXT.publicUrl}:{' '}
        <Link href={location.public_url} target="_blank" rel="noopener noreferrer" underline="always">
          {location.public_url}
        </Link>
      </Typography>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadIcon />}
        href={source}
        download={`QR-Code ${location.name}.svg`}
      >
        {TEXT.downloadSvg}
      </Button>
    </Stack>
  );
}
