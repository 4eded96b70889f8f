/** The newest news on the landing page, readable without sign-in (administration.md §2 "Home"). */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatIsoDay } from '../../../lib/date-format';
import { renderNewsHtml } from '../../news';
import { latestNewsQuery } from '../api';
import { LANDING_MESSAGES as TEXT } from '../messages';

export function LatestNews() {
  const headingId = useId();
  const { data: news, isError } = useQuery(latestNewsQuery);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} sx={{ mb: 2 }}>
        {TEXT.newsHeading}
      </Typography>
      {isError && <Alert severity="warning">{TEXT.newsFailed}</Alert>}
      {!news && !isError && <LinearProgress aria-label={TEXT.newsLoading} />}
      {news?.length === 0 && <Typography color="text.secondary">{TEXT.newsEmpty}</Typography>}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
      >
        {news?.map((entry) => (
          <Paper
            key={entry.id}
            variant="outlined"
            component="article"
            sx={{ p: 2 }}
            data-testid="landing-news"
          >
            <Typography variant="body2" color="text.secondary" component="p" sx={{ m: 0 }}>
              <time dateTime={entry.date}>{formatIsoDay(entry.date)}</time>
            </Typography>
            <Typography variant="h3" component="h3" sx={{ mt: 0.5 }}>
              {entry.title}
            </Typography>
            <Box sx={{ '& p': { my: 1 }, '& p:last-child': { mb: 0 }, typography: 'body2' }}>
              {renderNewsHtml(entry.message)}
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
