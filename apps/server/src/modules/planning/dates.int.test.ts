/**
 * Named days and calendar settings (planning.md §3, §9): the church year, an organisation's own days
 * (inherited below unless no_inherit_calendar), the window of a date-based collection from the
 * calendar setting in force, and what the plan editor needs to know (planning_options).
 */
import type { ChurchDate } from '@kollekta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { type Caller, callerOf, orgUrl, planBody } from './planning.test-support';

let server: TestServer;
let bezirk: Caller;
let gemeinde: Caller;
let planer: Caller;
let kasse: Caller;
let nachbar: Caller;
let ids: TestServer['world']['ids'];

beforeAll(async () => {
  server = await startTestServer();
  ids = server.world.ids;
  [bezirk, gemeinde, planer, kasse, nachbar] = await Promise.all([
    callerOf(server, 'bezirk'),
    callerOf(server, 'gemeinde'),
    callerOf(server, 'planer'),
    callerOf(server, 'kasse'),
    callerOf(server, 'nachbar'),
  ]);
});
afterAll(() => server.close());

const find = (dates: ChurchDate[], day: string) => dates.filter((date) => date.day === day);

describe('dates', () => {
  it('lists the church year with the default window of each day', async () => {
    const response = await kasse.get('date/?year=2026');
    expect(response.statusCode).toBe(200);
    expect(find(response.json(), '2026-11-29')).toEqual([
      {
        url: null,
        id: null,
        day: '2026-11-29',
        name: '1. Advent',
        organization: null,
        kind: 'sunday',
        collection_start: '2026-11-28T17:00:00.000Z',
        collection_end: '2026-12-05T16:59:00.000Z',
      },
    ]);
  });

  it('adds a parish’s own day, seen by the parish but not by its district or a sister parish', async () => {
    const created = await gemeinde.post('date/', {
      day: '2026-12-08',
      name: 'Kirchweih der Regiswindiskirche',
      organization: orgUrl(ids.parish),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      kind: 'custom',
      organization: orgUrl(ids.parish),
      day: '2026-12-08',
    });
    const own = (await gemeinde.get(`organization/${ids.parish}/dates/?year=2026`)).json();
    expect(find(own, '2026-12-08').map((date: ChurchDate) => date.name)).toEqual([
      'Kirchweih der Regiswindiskirche',
    ]);
    const district = (await bezirk.get(`organization/${ids.district}/dates/?year=2026`)).json();
    expect(find(district, '2026-12-08')).toEqual([]);

    const duplicate = await gemeinde.post('date/', {
      day: '2026-12-08',
      name: 'Kirchweih der Regiswindiskirche',
      organization: orgUrl(ids.parish),
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ name: ['Diesen Tag hat die Organisation schon eingetragen.'] });
  });

  it('plans a collection for that day by its url', async () => {
    const own: ChurchDate[] = (await gemeinde.get(`organization/${ids.parish}/dates/?year=2026`)).json();
    const kirchweih = own.find((date) => date.kind === 'custom');
    if (!kirchweih?.url) throw new Error('the parish has its own day');
    const plan = await planer.createPlan(planBody(ids.parish, { date: kirchweih.url }));
    expect(plan).toMatchObject({
      date: kirchweih.url,
      date_name: 'Kirchweih der Regiswindiskirche',
      // a Tuesday: 18:00 on Monday to 17:59 on the Monday after
      start: '2026-12-07T17:00:00.000Z',
      end: '2026-12-14T16:59:00.000Z',
    });
  });

  it('passes a district’s day down to its parishes', async () => {
    const created = await bezirk.post('date/', {
      day: '2026-12-09',
      name: 'Bezirkskirchentag',
      organization: orgUrl(ids.district),
    });
    expect(created.statusCode).toBe(201);
    const own = (await gemeinde.get(`organization/${ids.parish}/dates/?year=2026`)).json();
    expect(find(own, '2026-12-09').map((date: ChurchDate) => date.name)).toEqual(['Bezirkskirchentag']);
    // the parish may not delete the district's day; the neighbour does not even see it
    const id = created.json().id;
    expect((await gemeinde.delete(`date/${id}/`)).statusCode).toBe(403);
    expect((await nachbar.delete(`date/${id}/`)).statusCode).toBe(404);
    expect((await bezirk.delete(`date/${id}/`)).statusCode).toBe(204);
  });

  it('refuses kasse (403) and an organisation the caller does not see (400)', async () => {
    const body = { day: '2026-12-10', name: 'Gemeindefest', organization: orgUrl(ids.parish) };
    expect((await kasse.post('date/', body)).statusCode).toBe(403);
    const fromNachbar = await nachbar.post('date/', body);
    expect(fromNachbar.statusCode).toBe(400);
    expect(fromNachbar.json()).toEqual({ organization: ['Organisation nicht gefunden.'] });
  });
});

describe('calendar settings', () => {
  const short = {
    sunday_prerun_days: 0,
    sunday_prerun_time: '08:00',
    sunday_postrun_days: 0,
    sunday_postrun_time: '20:00',
    other_prerun_days: 1,
    other_prerun_time: '18:00',
    other_postrun_days: 6,
    other_postrun_time: '17:59',
  };

  it('gives the default with no source', async () => {
    const response = await kasse.get(`organization/${ids.parish}/calendar_setting/`);
    expect(response.json()).toMatchObject({ sunday_prerun_time: '18:00', source: null, is_own: false });
  });

  it('passes the district’s setting down and windows the parish’s Sundays with it', async () => {
    expect((await nachbar.put(`organization/${ids.district}/calendar_setting/`, short)).statusCode).toBe(404);
    expect((await kasse.put(`organization/${ids.district}/calendar_setting/`, short)).statusCode).toBe(403);
    expect((await gemeinde.put(`organization/${ids.district}/calendar_setting/`, short)).statusCode).toBe(
      403,
    );
    const saved = await bezirk.put(`organization/${ids.district}/calendar_setting/`, short);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ is_own: true, source: orgUrl(ids.district) });
    const inherited = await gemeinde.get(`organization/${ids.parish}/calendar_setting/`);
    expect(inherited.json()).toMatchObject({
      sunday_prerun_time: '08:00',
      is_own: false,
      source: orgUrl(ids.district),
    });
    const dates = (await gemeinde.get(`organization/${ids.parish}/dates/?year=2026`)).json();
    expect(find(dates, '2026-12-06')[0]).toMatchObject({
      collection_start: '2026-12-06T07:00:00.000Z',
      collection_end: '2026-12-06T19:00:00.000Z',
    });
    const plan = await planer.createPlan(planBody(ids.parish, { date: '2026-12-06' }));
    expect(plan).toMatchObject({ start: '2026-12-06T07:00:00.000Z', end: '2026-12-06T19:00:00.000Z' });
  });

  it('ignores the district’s setting in a parish with no_inherit_calendar', async () => {
    const flagged = await gemeinde.put(`organization/${ids.parish}/calendar_setting/`, {
      no_inherit_calendar: true,
    });
    expect(flagged.json()).toMatchObject({
      no_inherit_calendar: true,
      sunday_prerun_time: '18:00',
      source: null,
    });
    const plan = await planer.createPlan(planBody(ids.parish, { date: '2026-12-13' }));
    expect(plan.start).toBe('2026-12-12T17:00:00.000Z');
    await gemeinde.put(`organization/${ids.parish}/calendar_setting/`, { no_inherit_calendar: false });
  });

  it('removes the district’s own setting with null, and refuses a window that ends before it starts', async () => {
    const empty = await bezirk.put(`organization/${ids.district}/calendar_setting/`, {
      ...short,
      sunday_postrun_time: '07:00',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      sunday_postrun_time: ['Mit diesen Werten endet die Sammlung, bevor sie beginnt.'],
    });
    const removed = await bezirk.put(`organization/${ids.district}/calendar_setting/`, null);
    expect(removed.json()).toMatchObject({ is_own: false, source: null, sunday_prerun_time: '18:00' });
  });
});

describe('planning options', () => {
  it('gives ordinary users the device classes the organisation owns, planners all', async () => {
    const forAdmin = (await gemeinde.get(`organization/${ids.parish}/planning_options/`)).json();
    expect(forAdmin).toMatchObject({
      owned_device_classes: ['KB', 'SD', 'WA', 'WS', 'GC'],
      usable_device_classes: ['KB', 'SD', 'WA', 'WS', 'GC'],
      can_write: true,
      can_edit_after_start: false,
      no_inherit_collections: false,
    });
    const forPlaner = (await planer.get(`organization/${ids.parish}/planning_options/`)).json();
    expect(forPlaner.usable_device_classes).toHaveLength(9);
    expect(forPlaner.can_edit_after_start).toBe(true);
    expect((await kasse.get(`organization/${ids.parish}/planning_options/`)).json().can_write).toBe(false);
  });

  it('refuses device classes the organisation does not own to users other than planners', async () => {
    const refused = await gemeinde.post(
      'collection_plan/',
      planBody(ids.parish, { date: '2026-12-13', targets: ['KB', 'FS'] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      targets: ['Diese Geräte gibt es in der Organisation nicht: Bildschirmsäule.'],
    });
    expect(
      (
        await planer.post(
          'collection_plan/',
          planBody(ids.parish, { date: '2026-12-13', targets: ['KB', 'FS'] }),
        )
      ).statusCode,
    ).toBe(201);
  });
});
