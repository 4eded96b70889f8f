/**
 * The church-tax route matrix's probes of the payments (see `../route-probes.ts`): a person of
 * Lauffen with a complete address, a manual payment without receipt (deleted, receipted by the
 * probes) and one with a receipt (cancelled, zipped by the probes), made through the API as gemeinde.
 */
import type { KgFeatureProbes } from '../route-probes';

export const paymentsProbes: KgFeatureProbes = {
  async setup(world) {
    const person = await world.call('gemeinde', {
      method: 'POST',
      path: `tenant/${world.lauffen}/person/`,
      payload: {
        type: 'individual',
        data: {
          vornamen: 'Zahlprobe',
          familienname: 'Matrixzahler',
          geschlecht: 'x',
          strassenname: 'Probegasse',
          hausnr: '3',
          plz: '74348',
          kommune: 'Lauffen am Neckar',
        },
      },
    });
    if (person.statusCode !== 201) throw new Error(`payment person setup failed: ${person.body}`);
    const personId = (person.json() as { id: string }).id;
    const pay = async (amount: string) => {
      const response = await world.call('gemeinde', {
        method: 'POST',
        path: `tenant/${world.lauffen}/payment/`,
        payload: { person: personId, booking_date: '2026-01-15', amount, type: 'cash', state: 'completed' },
      });
      if (response.statusCode !== 201) throw new Error(`payment setup failed: ${response.body}`);
      return (response.json() as { id: number }).id;
    };
    world.objects.kgPaymentPerson = personId;
    world.objects.kgPayment = await pay('20.00');
    const receipted = await pay('30.00');
    const receipt = await world.call('gemeinde', {
      method: 'POST',
      path: `tenant/${world.lauffen}/payment/${receipted}/donation_receipt/`,
    });
    if (receipt.statusCode !== 201) throw new Error(`receipt setup failed: ${receipt.body}`);
    world.objects.kgReceipt = (receipt.json() as { id: number }).id;
  },
  probes: {
    kgCreatePayment: {
      probe: (world) => ({
        params: { tenant: world.lauffen },
        body: {
          person: world.objects.kgPaymentPerson,
          booking_date: '2026-02-01',
          amount: '10.00',
          type: 'parish_account',
        },
      }),
    },
    kgDeletePayment: {
      probe: (world) => ({ params: { tenant: world.lauffen, id: world.objects.kgPayment ?? 0 } }),
    },
    kgCreatePaymentReceipt: {
      probe: (world) => ({ params: { tenant: world.lauffen, id: world.objects.kgPayment ?? 0 } }),
    },
    kgArchiveReceipt: {
      probe: (world) => ({ params: { tenant: world.lauffen, id: world.objects.kgReceipt ?? 0 } }),
    },
    kgGenerateReceipts: {
      probe: (world) => ({
        params: { tenant: world.lauffen },
        query: '?background=1',
        body: { payments: [world.objects.kgPayment] },
      }),
    },
    kgMultiDownloadReceipts: {
      probe: (world) => ({
        params: { tenant: world.lauffen },
        body: { donation_receipts: [world.objects.kgReceipt] },
      }),
    },
    kgCreateSpecialPurpose: {
      probe: (world) => ({ params: { tenant: world.lauffen }, body: { special_purpose: 'Matrixzweck' } }),
    },
  },
};
