import { searchKeysMeasureName, searchMeasureName, searchPageMeasureName } from '../src/db/queries/transactionSearch';
import type { TransactionRecord } from '../src/domain/records';
import { searchTerms, transactionWords } from '../src/domain/searchWords';
import type { Bench } from './bench';
import { msAtMost } from './figures';
import type { ReadySpec } from './inPage';
import { profiles, profileWhile } from './cpuProfile';
import { typingRows, whileTyping } from './responsiveness';
import {
  firstRowDate,
  firstRowText,
  goInApp,
  listReady,
  logRun,
  settle,
  timed,
  untilSearchIndexBuilt,
} from './screens';

/** The app's own record of its latest page read (query only, no React), in ms. */
const lastQueryMs = (b: Bench, name = searchMeasureName) =>
  b.page.evaluate((entry) => performance.getEntriesByName(entry).at(-1)?.duration ?? Number.NaN, name);

/**
 * Waits until the result line shows the sums, which a second query reads after the page: the next
 * run then starts on a quiet page, not while that query still reads every match.
 */
const sumsShown = (b: Bench) =>
  b.page.locator('.result-bar__summary', { hasText: ': net ' }).waitFor({ timeout: 60_000 });

/** Words of the data set's descriptions and categories, a different one per run (index 0 warms up). */
const searchWords = ['coffee', 'taxi', 'pharmacy', 'cinema', 'bakery', 'fuel', 'streaming', 'haircut', 'dentist'];

/** Categories for the combined filter, from large to small shares of the data set. */
const filterCategories = ['Groceries', 'Dining', 'Transport', 'Entertainment', 'Clothing', 'Health', 'Home'];

/** The first row the list must show for the rows that match, in list order (newest first). */
function firstRowOf(matching: readonly TransactionRecord[], what: string): ReadySpec {
  const first = matching[0];
  if (!first) throw new Error(`Nothing in the data set matches ${what}`);
  return {
    present: [],
    texts: [
      { selector: firstRowDate, text: first.date },
      { selector: firstRowText, text: first.trans_details },
    ],
  };
}

// The app's own words of a record: a split is found by its parts' categories and notes too.
const matchesWords = (terms: readonly string[]) => (record: TransactionRecord) => {
  const words = transactionWords(record);
  return terms.every((term) => words.some((word) => word.startsWith(term)));
};

/**
 * The index reads behind a search, by raw IndexedDB on the app's database (no Dexie, no React): the
 * word's prefix range of the multi-entry index, and one category's amount range, keys only. In ms.
 */
async function rawSearchTimings(arg: {
  name: string;
  word: string;
  category: string;
  min: number;
  max: number;
}): Promise<Record<string, number>> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(arg.name);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const keysOf = (index: string, range: IDBKeyRange) =>
    new Promise<number>((resolve, reject) => {
      const start = performance.now();
      const request = db.transaction('searchRows', 'readonly').objectStore('searchRows').index(index).getAllKeys(range);
      request.onsuccess = () => resolve(performance.now() - start);
      request.onerror = () => reject(request.error);
    });
  try {
    return {
      wordKeys: await keysOf('words', IDBKeyRange.bound(arg.word, `${arg.word}\uffff`)),
      categoryAmountKeys: await keysOf(
        '[category+amount]',
        IDBKeyRange.bound([arg.category, arg.min * 100], [arg.category, arg.max * 100]),
      ),
    };
  } finally {
    db.close();
  }
}

const param = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Issue 17's budgets at the full data set: a word search's first page, and a combined filter (one
 * category, an amount range and one year). Each run goes from the unfiltered list to the filtered
 * address by an in-app navigation, as a link or Back does, and ends when the first row shows.
 */
export async function searchPhase(b: Bench): Promise<void> {
  const { page, runs } = b;
  // The figures are of the index; a search before it is built reads every record instead.
  await untilSearchIndexBuilt(page, b.dbName);
  if (profiles.includes('search')) await profileWordSearch(b);
  const all = listReady(b.ordered, '0000-01-01', '9999-12-31', 1);

  const wordTimes: number[] = [];
  const wordQueries: number[] = [];
  const wordAgain: number[] = [];
  for (let run = -1; run < runs; run++) {
    const word = searchWords[(run + 1) % searchWords.length]!;
    const matching = b.ordered.filter(matchesWords(searchTerms(word)));
    await goInApp(page, '/show_trans', all);
    await settle(page);
    // A one-word page reads no keys of every match (oneWordPage.ts): the log then shows NaN for them.
    await page.evaluate(
      (names) => names.forEach((name) => performance.clearMeasures(name)),
      [searchKeysMeasureName, searchPageMeasureName],
    );
    const t = await timed(page, { href: `/show_trans?q=${param(word)}`, ready: firstRowOf(matching, word) });
    const query = await lastQueryMs(b);
    const keys = await lastQueryMs(b, searchKeysMeasureName);
    const rows = await lastQueryMs(b, searchPageMeasureName);
    await sumsShown(b);
    await settle(page);
    // The same word again: its index pages are now in the browser's caches.
    await goInApp(page, '/show_trans', all);
    await settle(page);
    const again = await timed(page, { href: `/show_trans?q=${param(word)}`, ready: firstRowOf(matching, word) });
    await sumsShown(b);
    await settle(page);
    if (run < 0) continue;
    wordTimes.push(t.dom);
    wordQueries.push(query);
    wordAgain.push(again.dom);
    logRun(
      'word search',
      run,
      runs,
      `"${word}" (${matching.length} rows): ${t.dom.toFixed(1)} ms, query ${query.toFixed(1)} ms (keys ${keys.toFixed(1)} ms, sort + page rows ${rows.toFixed(1)} ms), again ${again.dom.toFixed(1)} ms`,
    );
  }
  b.add(msAtMost('Transactions: word search, first page', wordTimes, 50));

  const lastYear = Number(b.endDate.slice(0, 4)) - 1;
  b.add({ measure: '  same, the query alone (index keys + one page of records)', unit: 'ms', samples: wordQueries });
  b.add({ measure: '  same word searched a second time', unit: 'ms', samples: wordAgain });

  const combinedTimes: number[] = [];
  const combinedQueries: number[] = [];
  for (let run = -1; run < runs; run++) {
    const category = filterCategories[(run + 1) % filterCategories.length]!;
    const [min, max] = [20, 100];
    const start = `${lastYear}-01-01`;
    const end = `${lastYear}-12-31`;
    const matching = b.ordered.filter(
      (t) =>
        t.category === category &&
        t.amount_cents >= min * 100 &&
        t.amount_cents <= max * 100 &&
        t.date >= start &&
        t.date <= end,
    );
    const href =
      `/show_trans?category=${param([category])}&min=${min}&max=${max}` + `&start_date=${start}&end_date=${end}`;
    await goInApp(page, '/show_trans', all);
    await settle(page);
    const t = await timed(page, { href, ready: firstRowOf(matching, href) });
    const query = await lastQueryMs(b);
    await sumsShown(b);
    await settle(page);
    if (run < 0) continue;
    combinedTimes.push(t.dom);
    combinedQueries.push(query);
    logRun(
      'combined filter',
      run,
      runs,
      `${category} ${lastYear} (${matching.length} rows): ${t.dom.toFixed(1)} ms, query ${query.toFixed(1)} ms`,
    );
  }
  b.add(msAtMost('Transactions: category + amount range + one year, first page', combinedTimes, 100));
  b.add({ measure: '  same, the query alone', unit: 'ms', samples: combinedQueries });

  // Typing a word into the search box (a key every 80 ms; the search applies 250 ms after the last
  // one): every task from the first key until the result line shows the sums.
  await typingRows(b, 'Typing a search word, until its rows and sums show: longest task', async (run) => {
    const word = searchWords[(run + 1) % searchWords.length]!;
    const matching = b.ordered.filter(matchesWords(searchTerms(word)));
    await goInApp(page, '/show_trans', all);
    await settle(page);
    const typing = await whileTyping(page, [[page.getByLabel('Search', { exact: true }), word]], async () => {
      await timed(page, { ready: firstRowOf(matching, word) });
      await sumsShown(b);
    });
    return { ...typing, about: `"${word}"` };
  });

  const raw: Record<string, number[]> = {};
  for (let run = 0; run < runs; run++) {
    const r = await page.evaluate(rawSearchTimings, {
      name: b.dbName,
      word: searchWords[(run + 1) % searchWords.length]!,
      category: filterCategories[(run + 1) % filterCategories.length]!,
      min: 20,
      max: 100,
    });
    for (const [key, value] of Object.entries(r)) (raw[key] ??= []).push(value);
  }
  b.add({ measure: "  raw IDB: a word's keys (prefix range of the word index)", unit: 'ms', samples: raw.wordKeys! });
  b.add({
    measure: "  raw IDB: one category's keys in an amount range",
    unit: 'ms',
    samples: raw.categoryAmountKeys!,
  });
}

/** BENCH_PROFILE=search: a CPU profile of one word search with many matches (bench/cpuProfile.ts). */
async function profileWordSearch(b: Bench): Promise<void> {
  const { page } = b;
  const word = 'bakery';
  const matching = b.ordered.filter(matchesWords(searchTerms(word)));
  await goInApp(page, '/show_trans', listReady(b.ordered, '0000-01-01', '9999-12-31', 1));
  await settle(page);
  await profileWhile(page, `the search for "${word}", until its sums show`, async () => {
    await timed(page, { href: `/show_trans?q=${word}`, ready: firstRowOf(matching, word) });
    await sumsShown(b);
  });
  await goInApp(page, '/show_trans', listReady(b.ordered, '0000-01-01', '9999-12-31', 1));
}
