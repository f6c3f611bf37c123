import { randomUUID } from 'node:crypto';
import type { NetworkDevice, NetworkMap, PauseBody } from '@coax/contract';
import {
  checkLabel,
  checkPause,
  MINUTE_MS,
  pauseIsOver,
  pauseState,
  type PauseBlock,
  type PauseRequest,
  type PauseWindow,
} from '@coax/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import { mustChange, type NetworkOwner } from './owner.ts';
import { refuseIssues } from './refuse.ts';
import * as repo from './repository.ts';

const REFUSED = {
  noDevice: 'We could not find that device on your network.',
  noGroup: 'No device on your network belongs to that group.',
  noPause: 'That pause has already ended.',
} as const;

const windowOf = (p: repo.PauseRow): PauseWindow => ({
  mode: p.mode,
  until: p.until_at,
  block:
    p.block_day !== null && p.block_start !== null && p.block_end !== null
      ? { day: p.block_day, startMinutes: p.block_start, endMinutes: p.block_end }
      : null,
});

/** When a block starts, to order a device's coming pauses; a row without one sorts last. */
const blockStart = (b: PauseBlock | null): number =>
  b ? Date.parse(`${b.day}T00:00:00Z`) + b.startMinutes * MINUTE_MS : Number.MAX_SAFE_INTEGER;

function requestOf(body: PauseBody): PauseRequest {
  if (body.mode === 'until') {
    if (body.until === undefined) throw errors.badRequest('input.required', 'until is required.');
    return { mode: 'until', until: body.until };
  }
  if (body.mode === 'schedule') {
    if (!body.block) throw errors.badRequest('input.required', 'block is required.');
    return { mode: 'schedule', block: body.block };
  }
  return { mode: 'now' };
}

/** The network map, device groups and pauses (beyond the seeds, as xFi's), and behind-the-modem. */
export function devicesService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db, clock } = deps;

  async function map(owner: NetworkOwner): Promise<NetworkMap> {
    const now = clock.now();
    const [devices, pauses] = await Promise.all([
      repo.listDevices(db, owner.accountNumber, 0),
      repo.openPauses(db, owner.accountNumber),
    ]);
    const live = pauses.filter((p) => !pauseIsOver(windowOf(p), now));
    const appliesTo = (p: repo.PauseRow, d: repo.DeviceRow) =>
      p.target_kind === 'device' ? p.target === d.id : d.group_name !== '' && p.target === d.group_name;
    const out: NetworkDevice[] = devices.map((d) => {
      const mine = live.filter((p) => appliesTo(p, d));
      const active = mine.find((p) => pauseState(windowOf(p), now).active);
      const next = mine
        .filter((p) => p.mode === 'schedule' && !pauseState(windowOf(p), now).active)
        .map((p) => ({ p, block: windowOf(p).block }))
        .sort((a, b) => blockStart(a.block) - blockStart(b.block))[0];
      return {
        id: d.id,
        name: d.name,
        macAddress: d.mac_address,
        ipAddress: d.ip_address,
        connection: d.connection,
        group: d.group_name,
        pause: active
          ? {
              id: active.id,
              mode: active.mode,
              resumesAt: pauseState(windowOf(active), now).resumesAt,
              byGroup: active.target_kind === 'group',
            }
          : null,
        nextPause:
          next && next.block
            ? { id: next.p.id, block: next.block, byGroup: next.p.target_kind === 'group' }
            : null,
      };
    });
    const groups = [...new Set(devices.map((d) => d.group_name).filter((g) => g !== ''))].sort();
    return { devices: out, groups, canChange: owner.canChange };
  }

  return {
    map,

    async updateDevice(owner: NetworkOwner, deviceId: string, change: { name: string; group: string }) {
      mustChange(owner);
      refuseIssues(
        [
          ...checkLabel('name', change.name),
          ...(change.group === '' ? [] : checkLabel('group', change.group)),
        ],
        '',
      );
      if (!(await repo.updateDevice(db, owner.accountNumber, deviceId, change))) {
        throw errors.notFound('network.device.not-found', REFUSED.noDevice);
      }
      return map(owner);
    },

    async pause(owner: NetworkOwner, body: PauseBody) {
      mustChange(owner);
      const request = requestOf(body);
      refuseIssues(checkPause(request, clock.now()), '');
      const devices = await repo.listDevices(db, owner.accountNumber, 0);
      const t = body.target;
      const target =
        'deviceId' in t
          ? { kind: 'device' as const, id: t.deviceId, known: devices.some((d) => d.id === t.deviceId) }
          : { kind: 'group' as const, id: t.group, known: devices.some((d) => d.group_name === t.group) };
      if (!target.known) {
        throw target.kind === 'device'
          ? errors.notFound('network.device.not-found', REFUSED.noDevice)
          : errors.notFound('network.group.not-found', REFUSED.noGroup);
      }
      await repo.insertPause(db, {
        id: randomUUID(),
        account_number: owner.accountNumber,
        target_kind: target.kind,
        target: target.id,
        mode: request.mode,
        until_at: request.mode === 'until' ? request.until : null,
        block_day: request.mode === 'schedule' ? request.block.day : null,
        block_start: request.mode === 'schedule' ? request.block.startMinutes : null,
        block_end: request.mode === 'schedule' ? request.block.endMinutes : null,
        created_at: clock.now(),
        created_by: owner.actorId,
        ended_at: null,
      });
      return map(owner);
    },

    async resume(owner: NetworkOwner, pauseId: string) {
      mustChange(owner);
      if (!(await repo.endPause(db, owner.accountNumber, pauseId, clock.now()))) {
        throw errors.notFound('network.pause.not-found', REFUSED.noPause);
      }
      return map(owner);
    },

    async behindTheModem(owner: NetworkOwner) {
      const rows = await repo.listDevices(db, owner.accountNumber, 1);
      return {
        devices: rows.map((d) => ({ name: d.name, macAddress: d.mac_address, ipAddress: d.ip_address })),
      };
    },
  };
}

export type DevicesService = ReturnType<typeof devicesService>;
