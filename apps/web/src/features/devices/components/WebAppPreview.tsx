/**
 * A web app itself in an iframe, marked as a preview (its gifts are not booked): 285 px high for
 * the donation app, otherwise 355 px (devices-income-kirchgeld.md §9). The device card's
 * 'Live-Vorschau' and the web app's own page.
 */
import { collectionAppPath, donationAppPath, WEB_APP_QUERY, webAppPreviewHeight } from '@kollekta/domain';
import Box from '@mui/material/Box';

export function WebAppPreview(props: { type: string; organizationId: number; title: string }) {
  const { type, organizationId } = props;
  const path = type === 'john' ? collectionAppPath(organizationId) : donationAppPath(organizationId);
  return (
    <Box
      component="iframe"
      src={`${path}?${WEB_APP_QUERY.preview}=1`}
      title={props.title}
      loading="lazy"
      sx={{ display: 'block', width: '100%', height: webAppPreviewHeight(type), border: 0 }}
    />
  );
}
