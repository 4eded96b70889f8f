/**
 * 'Neuigkeiten', `#/news` (administration.md §2 "News"): the product's news grouped by date, each
 * with its title, its message and icons of the device classes it concerns.
 */
import type { NewsEntry, NewsTarget } from '@kollekta/contract';
import LanguageOutlinedIcon from '@mui/icons-material/LanguageOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import ShoppingBasketOutlinedIcon from '@mui/icons-material/ShoppingBasketOutlined';
import SmartphoneOutlinedIcon from '@mui/icons-material/SmartphoneOutlined';
import TvOutlinedIcon from '@mui/icons-material/TvOutlined';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { formatIsoDay } from '../../../lib/date-format';
import { newsQuery } from '../api';
import { NEWS_TARGET_LABELS, NEWS_MESSAGES as TEXT } from '../messages';
import { renderNewsHtml } from '../news-html';

const TARGET_ICONS: Record<NewsTarget, ReactElement> = {
  WA: <SmartphoneOutlinedIcon fontSize="small" />,
  WS: <LanguageOutlinedIcon fontSize="small" />,
  KB: <ShoppingBasketOutlinedIcon fontSize="small" />,
  SP: <ViewColumnOutlinedIcon fontSize="small" />,
  SD: <SavingsOutlinedIcon fontSize="small" />,
  FS: <TvOutlinedIcon fontSize="small" />,
};

export function NewsPage() {
  const { data: days, isError } = useQuery(newsQuery);
  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <div>
        <Typography variant="h1">{TEXT.title}</Typography>
        <Typography color="text.secondary">{TEXT.intro}</Typography>
      </div>
      {isError && <Alert severity="error">{TEXT.failed}</Alert>}
      {!days && !isError && <LinearProgress aria-label={TEXT.loading} />}
      {days?.length === 0 && <Alert severity="info">{TEXT.empty}</Alert>}
      {days?.map((day) => (
        <Box component="section" key={day.date} aria-label={formatIsoDay(day.date)}>
          <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
            {formatIsoDay(day.date)}
          </Typography>
          <Stack spacing={1.5}>
            {day.news.map((entry) => (
              <NewsItem key={entry.id} entry={entry} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function NewsItem({ entry }: { entry: NewsEntry }) {
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2 }} data-testid="news-entry">
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h3" component="h3">
          {entry.title}
        </Typography>
        <Stack
          direction="row"
          spacing={0.5}
          role="group"
          aria-label={`${TEXT.targets}: ${
            entry.targets.length === 0
              ? TEXT.forEveryone
              : entry.targets.map((target) => NEWS_TARGET_LABELS[target]).join(', ')
          }`}
          sx={{ color: 'text.secondary', flexShrink: 0 }}
        >
          {entry.targets.map((target) => (
            <Tooltip key={target} title={NEWS_TARGET_LABELS[target]}>
              <Box component="span" role="img" sx={{ display: 'inline-flex' }} data-target={target}>
                {TARGET_ICONS[target]}
              </Box>
            </Tooltip>
          ))}
        </Stack>
      </Stack>
      <Box sx={{ '& p': { my: 1 }, '& p:last-child': { mb: 0 }, typography: 'body1' }}>
        {renderNewsHtml(entry.message)}
      </Box>
    </Paper>
  );
}
