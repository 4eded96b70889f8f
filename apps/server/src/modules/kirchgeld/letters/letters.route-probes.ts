/**
 * The church-tax route matrix's probes of the letters (see `../route-probes.ts`): creating a letter,
 * finalising a new one, marking a finalised one as sent and rendering its PDF must be refused to
 * nachbar and kasse and store nothing. The setup makes a person, a target group and two letters as
 * gemeinde, and finalises one of them through the real job function (the matrix runs no queue).
 */
import type { KgFeatureProbes, KgProbeWorld } from '../route-probes';
import { finalizeLetterNow } from './letter-finalize.service';

async function created(world: KgProbeWorld, path: string, payload: Record<string, unknown>) {
  const response = await world.call('gemeinde', {
    method: 'POST',
    path: `tenant/${world.lauffen}/${path}`,
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`letter setup ${path} failed: ${response.body}`);
  return response.json() as { id: number | string; url: string };
}

export const lettersProbes: KgFeatureProbes = {
  async setup(world) {
    await created(world, 'person/', {
      type: 'individual',
      data: {
        vornamen: 'Paula',
        familienname: 'Briefprobe',
        geschlecht: 'w',
        strassenname: 'Kirchstraße',
        hausnr: '3',
        plz: '74348',
        kommune: 'Lauffen am Neckar',
      },
    });
    const group = await created(world, 'filter/', {
      name: 'Probe-Briefempfänger',
      type: 'PersistedFilter',
      filter: { field: 'familienname', op: 'iexact', value: 'Briefprobe' },
    });
    const letter = { name: 'Probe-Brief', filter: group.url, type: 'donation' };
    const fresh = await created(world, 'letter/', letter);
    const done = await created(world, 'letter/', { ...letter, name: 'Probe-Brief abgeschlossen' });
    await finalizeLetterNow(world.server.context, world.lauffen, Number(done.id), null);
    world.objects.kgLetterFilterUrl = group.url;
    world.objects.kgNewLetterId = fresh.id;
    world.objects.kgFinalizedLetterId = done.id;
  },
  probes: {
    kgCreateLetter: {
      probe: (world) => ({
        params: { tenant: world.lauffen },
        body: { name: 'Fremder Brief', filter: world.objects.kgLetterFilterUrl, type: 'reminder' },
      }),
    },
    kgUpdateLetter: {
      probe: (world) => ({
        params: { tenant: world.lauffen, id: world.objects.kgFinalizedLetterId as number },
        body: { state: 'sent' },
      }),
    },
    kgFinalizeLetter: {
      probe: (world) => ({
        params: { tenant: world.lauffen, id: world.objects.kgNewLetterId as number },
        query: '?background=1',
      }),
    },
    kgRenderLetterPdf: {
      probe: (world) => ({
        params: { tenant: world.lauffen, id: world.objects.kgFinalizedLetterId as number },
        query: '?background=1',
      }),
    },
  },
};
