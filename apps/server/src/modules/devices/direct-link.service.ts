/**
 * Direct links of the web apps with their QR codes (devices-income-kirchgeld.md §2 "Embedding
 * helpers", §9): /p/{id} for the collection app, /o/{id} for the donation app; the QR code is
 * shown at 400 px and downloaded at 512 px.
 */
import type { DirectLink } from '@kollekta/contract';
import { type Actor, collectionAppPath, donationAppPath, hasPermission, QR_CODE } from '@kollekta/domain';
import QRCode from 'qrcode';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { loadVisibleOrganization, parsePath } from '../organizations';
import { READ_DEVICES } from './devices.service';

export async function getDirectLink(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  app: 'john' | 'bart',
): Promise<DirectLink> {
  const organization = await loadVisibleOrganization(context, actor, organizationId);
  if (!hasPermission(actor, parsePath(organization.path), READ_DEVICES))
    throw new DomainError('not_found', 'Organisation nicht gefunden.');
  const path = app === 'john' ? collectionAppPath(organization.id) : donationAppPath(organization.id);
  const url = `${context.config.publicUrl}${path}`;
  const [svg, png] = await Promise.all([
    QRCode.toString(url, { type: 'svg', margin: 1, width: QR_CODE.displaySize, errorCorrectionLevel: 'M' }),
    QRCode.toDataURL(url, { margin: 1, width: QR_CODE.dataSize, errorCorrectionLevel: 'M' }),
  ]);
  return { url, qr_svg: svg, qr_png: png };
}
