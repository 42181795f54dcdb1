// Runs a TypeScript entry of bench/ (main.ts or demo.ts) on Node 20 through Vite's module runner,
// which the project already has: no extra TypeScript loader to install.
import { fileURLToPath } from 'node:url';

// Vite sets NODE_ENV=development when the runner starts; the build and the server the bench starts
// must see the caller's value (unset: a production build, as `npm run build` makes).
process.env.BENCH_CALLER_NODE_ENV = process.env.NODE_ENV ?? '';
const { runnerImport } = await import('vite');

const entries = { bench: 'main.ts', demo: 'demo.ts' };
const name = process.argv[2] ?? 'bench';
const entry = Object.hasOwn(entries, name) ? entries[name] : undefined;
if (!entry) {
  console.error(`Usage: node bench/run.mjs [${Object.keys(entries).join('|')}]`);
  process.exit(2);
}
await runnerImport(fileURLToPath(new URL(entry, import.meta.url)), { configFile: false, logLevel: 'warn' });
