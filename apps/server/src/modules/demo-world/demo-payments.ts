/**
 * Realistic payments of one device over a span of days: offering bags on Sundays and feast days,
 * donation boxes and pillars every day with a Sunday peak, web apps a few larger gifts a week.
 */
import type { PaymentInsert } from '../income';
import type { Random } from './seeded-random';

type Profile = {
  perSunday: [number, number];
  perWeekday: [number, number];
  /** amounts in whole euros */
  amount: [number, number];
  type: 'pos' | 'ecom';
  methods: readonly string[];
  /** fee in per mille of the amount */
  feePerMille: number;
};

const PROFILES: Record<string, Profile> = {
  KB: {
    perSunday: [6, 22],
    perWeekday: [0, 0],
    amount: [2, 20],
    type: 'pos',
    methods: ['girocard', 'girocard', 'applepay', 'googlepay'],
    feePerMille: 12,
  },
  SD: {
    perSunday: [2, 8],
    perWeekday: [0, 3],
    amount: [2, 30],
    type: 'pos',
    methods: ['girocard', 'applepay', 'googlepay'],
    feePerMille: 12,
  },
  SP: {
    perSunday: [2, 9],
    perWeekday: [0, 4],
    amount: [5, 50],
    type: 'pos',
    methods: ['girocard', 'girocard', 'applepay'],
    feePerMille: 12,
  },
  KS: {
    perSunday: [1, 6],
    perWeekday: [0, 2],
    amount: [5, 30],
    type: 'pos',
    methods: ['girocard', 'googlepay'],
    feePerMille: 12,
  },
  FS: {
    perSunday: [2, 8],
    perWeekday: [0, 3],
    amount: [5, 50],
    type: 'pos',
    methods: ['girocard', 'applepay'],
    feePerMille: 12,
  },
  WA: {
    perSunday: [0, 3],
    perWeekday: [0, 1],
    amount: [10, 100],
    type: 'ecom',
    methods: ['paypal', 'creditcard', 'sepadd', 'giropay'],
    feePerMille: 25,
  },
  WS: {
    perSunday: [0, 2],
    perWeekday: [0, 1],
    amount: [10, 150],
    type: 'ecom',
    methods: ['paypal', 'creditcard', 'sepadd', 'applepay'],
    feePerMille: 25,
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function generateDevicePayments(
  random: Random,
  options: {
    organizationId: number;
    deviceId: number;
    deviceClass: string;
    until: Date;
    days: number;
    volume: number;
  },
): PaymentInsert[] {
  const profile = PROFILES[options.deviceClass];
  if (!profile) return [];
  const payments: PaymentInsert[] = [];
  for (let dayOffset = options.days - 1; dayOffset >= 0; dayOffset--) {
    const day = new Date(options.until.getTime() - dayOffset * DAY_MS);
    const isSunday = day.getUTCDay() === 0;
    const [min, max] = isSunday ? profile.perSunday : profile.perWeekday;
    const count = Math.round(random.integer(min, max) * options.volume);
    for (let index = 0; index < count; index++) {
      // Sunday gifts fall around the service (9:30–12:00 local), others through the day.
      const hour = isSunday && profile.type === 'pos' ? random.integer(8, 10) : random.integer(6, 20);
      const createdAt = new Date(
        Date.UTC(
          day.getUTCFullYear(),
          day.getUTCMonth(),
          day.getUTCDate(),
          hour,
          random.integer(0, 59),
          random.integer(0, 59),
        ),
      );
      if (createdAt > options.until) continue;
      const euros = random.integer(profile.amount[0], profile.amount[1]);
      const amountCents = euros * 100 + (random.next() < 0.2 ? random.pick([50, 20, 0]) : 0);
      payments.push({
        dst_organization_id: options.organizationId,
        created_at: createdAt,
        amount_cents: amountCents,
        fee_cents: Math.round((amountCents * profile.feePerMille) / 1000),
        currency: 'EUR',
        state: random.next() < 0.005 ? 'reversed' : 'completed',
        type: profile.type,
        online_payment_type: random.pick(profile.methods),
        is_reconciled: dayOffset > 10,
        device_id: options.deviceId,
        collection_plan_id: null,
        count: 1,
      });
    }
  }
  return payments;
}
