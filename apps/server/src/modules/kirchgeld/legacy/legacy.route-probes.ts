/**
 * The church-tax route matrix's probes of the legacy data (see `../route-probes.ts`): gemeinde
 * imports a tiny ContextK export through the API (read at once where no job queue runs); uploading
 * an export and adopting its record must be refused to nachbar and kasse and change nothing.
 */
import type { KgFeatureProbes } from '../route-probes';
import { zipContextKFiles } from './contextk-export-writer';
import { fileMultipart } from './legacy.test-support';
import { runContextKImportJob } from './legacy-import.jobs';

const TINY_EXPORT = {
  'Stammdaten.csv':
    'AdrID;Anrede;Vorname;Name;Strasse;Hausnummer;PLZ;Ort\r\n9901;Frau;Paula;Probe;Im Brühl;1;74348;Lauffen am Neckar\r\n',
  'Buchungen.csv':
    'AdrID;Buchungsdatum;Betrag;Verwendungszweck;Zahlungsart;Jahr\r\n9901;01.03.2021;25,00;Kirchgeld 2021;Bar;2021\r\n',
};

export const legacyProbes: KgFeatureProbes = {
  async setup(world) {
    const zip = await zipContextKFiles(TINY_EXPORT, 'windows-1252');
    world.objects.kgContextKZip = zip.toString('base64');
    const form = fileMultipart('probe.zip', zip);
    const uploaded = await world.call('gemeinde', {
      method: 'POST',
      path: `tenant/${world.lauffen}/legacy/contextk/import/`,
      payload: form.payload,
      headers: { 'content-type': form.contentType },
    });
    if (uploaded.statusCode !== 201) throw new Error(`legacy setup failed: ${uploaded.body}`);
    const importId = uploaded.json().id as number;
    if (!world.server.context.jobs.isStarted())
      await runContextKImportJob(world.server.context, {
        id: 'probe',
        data: { organizationId: world.lauffen, importId },
        reportProgress: async () => undefined,
      });
    const listed = await world.call('gemeinde', {
      method: 'GET',
      path: `tenant/${world.lauffen}/legacy/contextk/stammdaten/?limit=100&buchung_year=2021`,
    });
    const record = (listed.json().results as { ID: number; AdrID: string }[]).find(
      (row) => row.AdrID === '9901',
    );
    if (!record) throw new Error(`legacy setup found no record: ${listed.body}`);
    world.objects.kgLegacyRecord = record.ID;
  },
  probes: {
    kgUploadContextKImport: {
      probe: (world) => ({
        params: { tenant: world.lauffen },
        multipart: fileMultipart('probe.zip', Buffer.from(String(world.objects.kgContextKZip), 'base64')),
      }),
    },
    kgAdoptLegacyRecord: {
      probe: (world) => ({
        params: { tenant: world.lauffen, id: world.objects.kgLegacyRecord ?? 1 },
        body: { type: 'individual', is_active: true },
      }),
    },
  },
};
