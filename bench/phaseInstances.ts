import { readFileSync } from 'node:fs';
import { threeInstancesBehindNginx, type Deployment } from '../tests/deploy/support/behindNginx';
import { loadFleet } from '../tests/reliability/stress/loadFleet';
import { randomSource, stressUser, type StressUser } from '../tests/reliability/stress/support';
import { liveEvents } from '../tests/support/liveEvents';
import { aTransaction } from '../tests/support/records';
import type { Figure } from './figures';
import { percentile } from './figures';
import { log } from './log';

/**
 * Several instances (issue 14 item 5), on the deployment docs/DEPLOY.md describes (tests/deploy's
 * harness: PostgreSQL, three built instances, Debian's nginx): how soon a change reaches another
 * device's live stream on one instance and across instances, push/pull throughput of one instance
 * against three behind nginx, and what 1,000 idle live streams cost an instance in memory.
 */
export async function instancesPhase(add: (figure: Figure) => void, loadSeconds: number): Promise<void> {
  const deployment = await threeInstancesBehindNginx();
  try {
    await liveLatency(deployment, add);
    await throughput(deployment, add, loadSeconds);
    await idleStreams(deployment, add);
  } finally {
    await deployment.close();
  }
}

const signUp = (deployment: Deployment, prefix: string) =>
  stressUser({ baseUrl: deployment.instances[0]!.baseUrl, dataDir: deployment.dataDir }, prefix);

/** From the start of the push to the event on a stream another device holds: 20 samples per case. */
async function liveLatency(deployment: Deployment, add: (figure: Figure) => void) {
  const user = await signUp(deployment, 'latency');
  const [streamHost, otherHost] = deployment.instances;
  for (const [label, pushHost] of [
    ['one instance', streamHost!],
    ['across instances', otherHost!],
  ] as const) {
    const stream = await fetch(`${streamHost!.baseUrl}/api/sync/live/`, {
      headers: { authorization: `Bearer ${user.access}` },
    });
    const events = liveEvents(stream);
    await events.next();
    const samples: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const started = performance.now();
      const pushed = await fetch(`${pushHost.baseUrl}/api/sync/push/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.access}` },
        body: JSON.stringify({
          protocol: 1,
          client_id: `latency-${label}`,
          mutations: [{ number: i + 1, name: 'transaction.put.v1', args: aTransaction() }],
        }),
      });
      if (pushed.status !== 200) throw new Error(`push answered ${pushed.status}`);
      await events.next(5_000);
      samples.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await events.close();
    const sorted = [...samples].sort((a, b) => a - b);
    log(
      `Live change, ${label}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`,
    );
    add({
      measure: `Change to another device's live stream, ${label} (PostgreSQL)`,
      unit: 'ms',
      samples,
      budget: { kind: 'max', value: 2000 },
      note: `20 samples from the start of the push to the event: p95 ${percentile(sorted, 95).toFixed(1)} ms`,
    });
  }
}

/** The same 100 devices (20 people), first straight at one instance, then at nginx in front of three. */
async function throughput(deployment: Deployment, add: (figure: Figure) => void, seconds: number) {
  const people: StressUser[] = [];
  for (let i = 0; i < 20; i += 5) {
    people.push(...(await Promise.all(Array.from({ length: 5 }, () => signUp(deployment, 'fleet')))));
  }
  const rates: Record<string, number> = {};
  for (const [label, baseUrl] of [
    ['1 instance', deployment.instances[0]!.baseUrl],
    ['3 instances behind nginx', deployment.baseUrl],
  ] as const) {
    const fleet = loadFleet({ baseUrl: () => baseUrl, people, deviceCount: 100, random: randomSource(7), label });
    const started = performance.now();
    await fleet.runFor(seconds * 1000);
    const elapsed = (performance.now() - started) / 1000;
    await fleet.settle();
    if (fleet.stats.errors.length > 0) throw new Error(`${label}: ${fleet.stats.errors.slice(0, 3).join('; ')}`);
    const requestsPerSecond = (fleet.stats.pushes + fleet.stats.pulls) / elapsed;
    rates[label] = requestsPerSecond;
    log(`Push/pull, ${label}: ${Math.round(requestsPerSecond)} req/s`);
    add({
      measure: `Push and pull of 100 devices, ${label} (PostgreSQL)`,
      unit: 'req/s',
      samples: [requestsPerSecond],
      note: `${Math.round(fleet.stats.mutationsAcked / elapsed)} mutations/s acknowledged over ${seconds} s`,
    });
  }
  add({
    measure: '  3 instances against 1 (ratio x100)',
    unit: 'count',
    samples: [(100 * rates['3 instances behind nginx']!) / rates['1 instance']!],
    note: 'on 2 shared cores: the instances, nginx, PostgreSQL and the load generator compete for the same CPUs',
  });
}

/** Resident memory of one instance before and after 1,000 live streams are opened and left idle. */
async function idleStreams(deployment: Deployment, add: (figure: Figure) => void) {
  const instance = deployment.instances[2]!;
  const pid = instance.process.pid!;
  const residentKb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  const people = await Promise.all(Array.from({ length: 5 }, () => signUp(deployment, 'idle')));
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const before = residentKb();
  const streams = await Promise.all(
    Array.from({ length: 1000 }, async (_, i) => {
      const response = await fetch(`${instance.baseUrl}/api/sync/live/`, {
        headers: { authorization: `Bearer ${people[i % people.length]!.access}` },
      });
      const events = liveEvents(response);
      await events.next(30_000);
      return events;
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const after = residentKb();
  await Promise.all(streams.map((events) => events.close()));
  log(`1,000 idle streams: ${before} KB before, ${after} KB after`);
  add({
    measure: '1,000 idle live streams: server memory',
    unit: 'MB',
    samples: [(after - before) / 1024],
    note: `resident memory of one instance ${(before / 1024).toFixed(1)} MB before, ${(after / 1024).toFixed(1)} MB with the streams open (${((after - before) / 1000).toFixed(1)} KB per stream)`,
  });
}
