/**
 * The church-tax route matrix's probes of the registry imports (see `../route-probes.ts`): an upload
 * of a valid registry file into Lauffen, as multipart, must be refused to nachbar and kasse and
 * store nothing.
 */
import type { KgFeatureProbes } from '../route-probes';

const BOUNDARY = 'kollekta-probe-boundary';

/** A multipart body with one file field `file`. */
export function registryUpload(content: Buffer | string, fileName = 'meldewesen.csv') {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), tail]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

export const importsProbes: KgFeatureProbes = {
  probes: {
    kgCreateDataImport: {
      probe: (world) => ({
        params: { tenant: world.lauffen },
        multipart: registryUpload('person_id;familienname;vornamen\r\nPROBE1;Probe;Paula\r\n'),
      }),
    },
  },
};
