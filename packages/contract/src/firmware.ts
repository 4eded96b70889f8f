/** Firmware info (devices-income-kirchgeld.md §3 "Firmware info", §7: by kind KB and an identifier). */
import { z } from 'zod';
import { defineRoute } from './route';

export const firmwareInfo = z.object({
  url: z.string(),
  /** the device class the firmware is for, e.g. KB */
  kind: z.string(),
  identifier: z.string(),
  /** when the release was published */
  created_at: z.string(),
  notes: z.string(),
});
export type FirmwareInfo = z.infer<typeof firmwareInfo>;

export const getFirmwareInfo = defineRoute({
  method: 'GET',
  path: 'firmware/:kind/:identifier/',
  summary: 'The release of a firmware by device class (kind) and identifier; 404 when unknown',
  auth: true,
  params: z.object({ kind: z.string().max(8), identifier: z.string().max(200) }),
  status: 200,
  response: firmwareInfo,
});
