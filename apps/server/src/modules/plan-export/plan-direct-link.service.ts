/**
 * Direct links of one plan with their QR codes (planning.md §2 "direct link and QR dialog",
 * devices-income-kirchgeld.md §2 "Embedding helpers"): the web apps the plan runs on, of the
 * organisation it is seen from, with the plan preselected. QR codes at the sizes of the
 * organisation-level links (400 shown, 512 to download).
 */
import type { PlanDirectLinks } from '@kollekta/contract';
import { type Actor, planDirectLinks, QR_CODE } from '@kollekta/domain';
import QRCode from 'qrcode';
import type { AppContext } from '../../platform/app-context';
import { getPlan } from '../planning';

export async function getPlanDirectLinks(
  context: AppContext,
  actor: Actor,
  planId: number,
  seenFromId: number | undefined,
  apiBase: string,
): Promise<PlanDirectLinks> {
  // 404 unless the caller may read the plan, and it reaches the organisation it is seen from
  const plan = await getPlan(context, actor, planId, seenFromId, apiBase);
  const organizationId = seenFromId ?? plan.organization_id;
  const links = planDirectLinks(context.config.publicUrl, {
    planId: plan.id,
    organizationId,
    targets: plan.targets,
  });
  return {
    plan: plan.id,
    organization: organizationId,
    links: await Promise.all(
      links.map(async (link) => {
        const [svg, png] = await Promise.all([
          QRCode.toString(link.url, {
            type: 'svg',
            margin: 1,
            width: QR_CODE.displaySize,
            errorCorrectionLevel: 'M',
          }),
          QRCode.toDataURL(link.url, { margin: 1, width: QR_CODE.dataSize, errorCorrectionLevel: 'M' }),
        ]);
        return { app: link.app, device_class: link.deviceClass, url: link.url, qr_svg: svg, qr_png: png };
      }),
    ),
  };
}
