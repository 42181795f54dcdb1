import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { todayIn } from '../src/domain/dates';
import { pushAll, registerVerified, serverTransactionCount, signIn, type Account } from './api';
import { runMain } from './cleanup';
import { datasetMutations, generateDataset } from './dataset';
import { log } from './log';

/**
 * `npm run demo`: a verified demo account with two years of realistic data on a running server.
 * DEMO_URL (http://localhost:8080) is the server; DATA_DIR (./data) is the server's data folder,
 * where the embedded default writes the verification email; DEMO_USERNAME / DEMO_PASSWORD choose
 * the account (made up otherwise). The data comes from the bench's generator, 2,000 transactions.
 */
async function demo() {
  const baseUrl = (process.env.DEMO_URL || 'http://localhost:8080').replace(/\/+$/, '');
  const dataDir = resolve(process.env.DATA_DIR || './data');
  const health = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
  if (!health?.ok) {
    throw new Error(`No Money Kitchen server answers at ${baseUrl} (start one with \`npm start\`, or set DEMO_URL)`);
  }
  const suffix = randomBytes(3).toString('hex');
  const username = process.env.DEMO_USERNAME || `demo-${suffix}`;
  const account: Account = {
    username,
    email: `${username}@example.org`,
    password: process.env.DEMO_PASSWORD || `kitchen-${randomBytes(6).toString('base64url')}`,
  };

  log(`Registering ${account.username} on ${baseUrl}`);
  try {
    await registerVerified(baseUrl, dataDir, account);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${reason}\nThe verification email is read from ${dataDir}/mail, where the server writes it when no SMTP_URL ` +
        'is set: run the demo with the same DATA_DIR as the server.',
      { cause: error },
    );
  }
  const session = await signIn(baseUrl, account);

  const dataset = generateDataset({
    prefix: 'demo',
    transactions: 2_000,
    years: 2,
    endDate: todayIn(new Date(), 'UTC'),
    scheduled: 5,
    wishes: 12,
    favoriteCurrency: 'USD',
    depositShare: 0.04,
    seed: 2_000,
  });
  const mutations = datasetMutations(dataset);
  log(
    `Loading ${dataset.transactions.length} transactions, ${dataset.scheduled.length} scheduled, ${dataset.wishes.length} wishes and ${dataset.targets.length} targets`,
  );
  await pushAll(baseUrl, session.access, `demo-loader-${suffix}`, mutations, (done) =>
    log(`  ${done}/${mutations.length} changes`),
  );
  const count = await serverTransactionCount(baseUrl, session.access);
  console.log(
    [
      '',
      `Demo account ready at ${baseUrl}/login`,
      `  username: ${account.username}`,
      `  password: ${account.password}`,
      `  ${count} transactions from ${dataset.startDate} to ${dataset.options.endDate}, favorite currency USD`,
    ].join('\n'),
  );
}

await runMain(demo);
