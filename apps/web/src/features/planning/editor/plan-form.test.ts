import { DEFAULT_CALENDAR_SETTING, DEVICE_CLASSES } from '@kollekta/domain';
import { describe, expect, it } from 'vitest';
import { makeChurchDate, makeLauffen, makePlan } from '../../../test-support/planning-fixtures';
import type { EditorMode } from './editor-mode';
import { editorTitle } from './editor-mode';
import { visibleSteps } from './editor-steps';
import {
  buildSaveRequest,
  CUSTOM_PERIOD,
  choosePeriod,
  createInitialValues,
  dateKey,
  type EditorContext,
  type PlanFormValues,
  targetsForScope,
  validatePlanForm,
} from './plan-form';

const rogate = makeChurchDate('2027-05-02', 'Rogate');
const NOW = new Date('2026-11-22T10:00:00Z');

function makeContext(patch: Partial<EditorContext> = {}): EditorContext {
  return {
    mode: 'new',
    plan: null,
    organization: makeLauffen(),
    dates: [rogate, makeChurchDate('2027-05-06', 'Christi Himmelfahrt', 'feast')],
    calendarSetting: DEFAULT_CALENDAR_SETTING,
    allowRecurringPayments: true,
    usableDeviceClasses: [...DEVICE_CLASSES],
    accountingFields: ['Kostenstelle'],
    externalFields: ['Organisation', 'IBAN', 'www'],
    ...patch,
  };
}

function validValues(patch: Partial<PlanFormValues> = {}): PlanFormValues {
  return {
    ...createInitialValues(makeContext(), rogate),
    name: 'Brot für die Welt',
    targets: ['KB'],
    ...patch,
  };
}

describe('the editor’s modes and steps (planning.md §2)', () => {
  it.each([
    ['new', 'Sammlung anlegen'],
    ['duplicate', 'Sammlung duplizieren'],
    ['edit', 'Änderungen speichern'],
    ['edit_after_start', 'Änderungen speichern'],
    ['group', 'Sammlungsgruppe erstellen'],
    ['group_duplicate', 'Sammlungsgruppe duplizieren'],
  ] as const)('%s: %s', (mode, title) => {
    expect(editorTitle(mode)).toBe(title);
  });

  it('says an unknown mode is an internal error', () => {
    expect(() => editorTitle('split' as EditorMode)).toThrow('Invalid mode split');
  });

  it.each([
    [
      'a collection on a hardware device',
      ['KB'],
      'inner',
      ['devices', 'period', 'type', 'billing', 'scope', 'summary'],
    ],
    [
      'a collection in the collection app',
      ['KB', 'WA'],
      'outer',
      ['devices', 'period', 'information', 'type', 'billing', 'scope', 'summary'],
    ],
    [
      'a donation in the donation app',
      ['WS'],
      '_donation',
      ['devices', 'period', 'information', 'billing', 'scope', 'summary'],
    ],
    ['a donation on a pillar', ['SP'], '_donation', ['devices', 'period', 'billing', 'scope', 'summary']],
  ] as const)('%s: step 3 only with WA or WS, step 4 not for donations', (_name, targets, variant, steps) => {
    expect(visibleSteps({ targets: [...targets], variant })).toEqual(steps);
  });
});

describe('createInitialValues', () => {
  it('starts a new plan with scope org and the donation variant (planning.md §4)', () => {
    const values = createInitialValues(makeContext(), null);
    expect(values).toMatchObject({ scope: 'org', variant: '_donation', period: CUSTOM_PERIOD, targets: [] });
  });

  it('takes the window of a date from the calendar setting: 18:00 the day before to 17:59 six days later', () => {
    const values = createInitialValues(makeContext(), rogate);
    expect(values.period).toBe(dateKey(rogate));
    expect(values.start).toBe('2027-05-01T16:00:00.000Z'); // 18:00 in Berlin (CEST)
    expect(values.end).toBe('2027-05-08T15:59:00.000Z'); // 17:59
    expect(values.variant).toBe('inner');
  });

  it('finds the date of a plan to edit by its day and name, and keeps its texts', () => {
    const plan = makePlan(7, {
      date_day: '2027-05-02',
      date_name: 'Rogate',
      collection_variant: 'outer',
      location: 'http://localhost/api/v2/location/2/',
      targets: ['KB', 'WA'],
      display: { WA: 'Diakonie', default: 'Sammlung 7' },
      meta: {
        accounting: { Kostenstelle: '4711' },
        external_fields: { www: 'diakonie.de' },
        description: { text: 'Hilfe' },
      },
    });
    const values = createInitialValues(makeContext({ mode: 'edit', plan }), null);
    expect(values).toMatchObject({
      period: dateKey(rogate),
      variant: 'outer',
      scope: 'loc',
      location: 'http://localhost/api/v2/location/2/',
      displayWA: 'Diakonie',
      description: 'Hilfe',
      accounting: { Kostenstelle: '4711' },
      external: { Organisation: '', IBAN: '', www: 'diakonie.de' },
    });
  });

  it('lets a duplicate choose its period anew', () => {
    const plan = makePlan(7, { date_day: '2027-05-02', date_name: 'Rogate' });
    const values = createInitialValues(makeContext({ mode: 'duplicate', plan }), null);
    expect(values).toMatchObject({ period: '', start: null, end: null, name: 'Sammlung 7' });
  });
});

describe('choosing period and scope', () => {
  it('a free period keeps what was entered; a date makes a collection', () => {
    const values = validValues({ variant: '_donation', start: '2027-01-01T10:00:00.000Z', end: null });
    expect(choosePeriod(values, CUSTOM_PERIOD, makeContext())).toMatchObject({
      period: CUSTOM_PERIOD,
      start: '2027-01-01T10:00:00.000Z',
      variant: '_donation',
    });
    expect(choosePeriod(values, dateKey(rogate), makeContext()).variant).toBe('inner');
  });

  it('scope loc turns off the web-app targets', () => {
    expect(targetsForScope(['KB', 'WA', 'WS'], 'loc')).toEqual(['KB']);
    expect(targetsForScope(['KB', 'WA'], 'inherit')).toEqual(['KB', 'WA']);
  });
});

describe('validatePlanForm: the messages of planning.md §5', () => {
  const check = (patch: Partial<PlanFormValues>, context = makeContext(), display = {}) =>
    validatePlanForm(validValues(patch), context, NOW, display);

  it('accepts a complete plan', () => {
    expect(check({})).toEqual({});
  });

  it.each([
    ['name', { name: '  ' }, 'Dieses Feld darf nicht leer sein'],
    ['targets', { targets: [] }, 'Mindestens ein Gerät muss für die Sammlung ausgewählt werden.'],
    ['description', { description: 'x'.repeat(1001) }, 'max. 1000 Zeichen'],
    [
      'external.IBAN',
      { external: { Organisation: '', IBAN: 'DE00 1234', www: '' } },
      'Bitte geben Sie eine gültige IBAN ein.',
    ],
    ['accounting.Kostenstelle', { accounting: { Kostenstelle: 'x'.repeat(101) } }, 'max. 100 Zeichen'],
    ['displayWA', { targets: ['WA'], displayWA: 'ab' }, 'Text zu kurz!'],
    ['location', { scope: 'loc', location: '' }, 'Bitte wählen Sie einen Ort.'],
    ['period', { period: '' }, 'Bitte wählen Sie einen Tag.'],
  ] as const)('%s', (field, patch, message) => {
    expect(check(patch as Partial<PlanFormValues>)[field]).toBe(message);
  });

  it('checks a free period: the start not in the past, the end after the start', () => {
    const errors = check({
      period: CUSTOM_PERIOD,
      start: '2026-11-20T10:00:00.000Z',
      end: '2026-11-19T10:00:00.000Z',
    });
    expect(errors.start).toBe('Das Startddatum darf nicht nach dem Enddatum liegen');
    expect(errors.end).toBe('Das Enddatum darf nicht in der Vergangenheit oder vor dem Startdatum liegen');
    expect(check({ period: CUSTOM_PERIOD, start: '2026-11-22T09:30:00.000Z', end: null })).toEqual({});
  });

  it('names the real reason: a start in the past, a free period without start (issue 12)', () => {
    expect(check({ period: CUSTOM_PERIOD, start: '2026-11-20T10:00:00.000Z', end: null }).start).toBe(
      'Der Beginn darf nicht in der Vergangenheit liegen.',
    );
    // 'Eigener Zeitraum' with both fields empty would be a plan that never starts
    expect(check({ period: CUSTOM_PERIOD, start: null, end: null })).toEqual({
      start: 'Bitte geben Sie einen Beginn an. Ohne Beginn startet die Sammlung nie.',
    });
  });

  it('takes the fitted display texts: too long for the collection app, more than 3 lines in the donation app', () => {
    const errors = check({ targets: ['WA', 'WS'] }, makeContext(), {
      displayWA: 'Text ist zu lang!',
      displayWS: 'Text ist zu lang!',
    });
    expect(errors).toMatchObject({ displayWA: 'Text ist zu lang!', displayWS: 'Text ist zu lang!' });
    // a text for an app the plan does not run in does not count
    expect(check({ targets: ['KB'] }, makeContext(), { displayWA: 'Text ist zu lang!' })).toEqual({});
  });

  it('checks nothing when only viewing', () => {
    expect(check({ name: '' }, makeContext({ mode: 'view', plan: makePlan(1) }))).toEqual({});
  });

  it('does not hold the user to a rule of a field they cannot change', () => {
    const organization = makeLauffen({ permissions: ['READ', 'READ_CPLAN', 'WRITE_CPLAN'] });
    const errors = check(
      { external: { Organisation: '', IBAN: 'kaputt', www: '' } },
      makeContext({ organization }),
    );
    expect(errors['external.IBAN']).toBeUndefined();
  });
});

describe('buildSaveRequest: what is sent', () => {
  it('creates a new plan for a church-year date by its day and name, in this organisation', () => {
    const request = buildSaveRequest(
      validValues({
        targets: ['KB', 'WA'],
        displayWA: 'Brot für die Welt',
        external: { Organisation: ' Brot für die Welt ', IBAN: 'de89370400440532013000', www: '' },
        accounting: { Kostenstelle: ' 4711 ' },
      }),
      makeContext(),
    );
    expect(request.kind).toBe('create');
    if (request.kind !== 'create') return;
    expect(request.body).toMatchObject({
      name: 'Brot für die Welt',
      type: 'collection',
      collection_variant: 'inner',
      date: '2027-05-02',
      date_name: 'Rogate',
      start: '2027-05-01T16:00:00.000Z',
      end: '2027-05-08T15:59:00.000Z',
      organization: 'http://localhost/api/v2/organization/4/',
      location: null,
      inherit: false,
      targets: ['KB', 'WA'],
      display: { default: 'Brot für die Welt', WA: 'Brot für die Welt' },
      meta: {
        accounting: { Kostenstelle: '4711' },
        external_fields: {
          Organisation: 'Brot für die Welt',
          IBAN: 'DE89 3704 0044 0532 0130 00',
          www: null,
        },
        description: { text: '' },
      },
    });
  });

  it('a donation purpose has no variant', () => {
    const request = buildSaveRequest(
      validValues({ period: CUSTOM_PERIOD, variant: '_donation' }),
      makeContext(),
    );
    expect(request.kind === 'create' && request.body).toMatchObject({
      type: 'donation',
      collection_variant: null,
      date: null,
    });
  });

  it('does not send the fields the user may not change', () => {
    const organization = makeLauffen({ permissions: ['READ', 'READ_CPLAN', 'WRITE_CPLAN'] });
    const request = buildSaveRequest(validValues(), makeContext({ organization }));
    expect(request.kind === 'create' && request.body.meta.external_fields).toEqual({ Organisation: null });
  });

  it('updates a plan before its start, and patches only accounting and external fields after it', () => {
    const plan = makePlan(9, { date_day: '2027-05-02', date_name: 'Rogate', hasStarted: true });
    const edit = buildSaveRequest(validValues(), makeContext({ mode: 'edit', plan }));
    expect(edit).toMatchObject({ kind: 'update', id: 9 });
    const afterStart = buildSaveRequest(
      validValues({ description: 'neu', accounting: { Kostenstelle: '12' } }),
      makeContext({ mode: 'edit_after_start', plan }),
    );
    expect(afterStart).toEqual({
      kind: 'patchMeta',
      id: 9,
      meta: {
        accounting: { Kostenstelle: '12' },
        external_fields: { Organisation: null, IBAN: null, www: null },
      },
    });
  });

  it('says a mode without a plan is an internal error', () => {
    expect(() => buildSaveRequest(validValues(), makeContext({ mode: 'edit' }))).toThrow(
      'With mode edit a collection object must be specified',
    );
  });
});
