// Benchmark of data templates on SQLite: generates a template of 100,000 records with 20 fields, starts the
// server on 127.0.0.1 in a child process and prints, beside the targets:
// - a list page filtered and sorted on fields nobody indexed on purpose, as the web app asks for them: the first
//   page with its total, and a page half-way down reached by scrolling (after the `next` of the page before, no
//   count): p99 one request at a time; the same half-way page as a page number with its total (the original's
//   pager) beside them; requests/s under load beside a bare SQL route reading the same rows by page number
//   (every request under a URL of its own, so no reply is kept: ADR 0021);
// - the export of every record to xlsx: seconds and the server's RSS growth;
// - the dry run of an import of 10,000 rows with 1% bad cells: seconds to the report;
// - 50 saves at once of one record, repeated until each saver's change is in: one save wins per revision, the
//   others get 409, and no field a winner wrote is lost.
// Figures only: it never fails a build.
//
//   npm run bench:forms
//   BENCH_RECORDS=100000 BENCH_SECONDS=10 BENCH_CONNECTIONS=10 BENCH_DIR=/tmp/x BENCH_REUSE=1
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { BENCH_ACCOUNTS, BENCH_TEMPLATE, benchFields, benchValues, generateFormsPlant } from './forms-plant.js';
import { check, env, log, measure, ratio, startBenchServer } from './bench-kit.js';

const RECORDS = env('BENCH_RECORDS', 100_000);
const SECONDS = env('BENCH_SECONDS', 10);
const CONNECTIONS = env('BENCH_CONNECTIONS', 10);
const IMPORT_ROWS = env('BENCH_IMPORT_ROWS', 10_000);
const SAVERS = env('BENCH_SAVERS', 50);
const PAGE_SIZE = 20;
const TARGETS = { listP99Ms: 20, listVsRaw: 0.5, exportSeconds: 15, exportRssMb: 150, importSeconds: 10 };

const dir = process.env.BENCH_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'wp-bench-forms-'));

const reuse = process.env.BENCH_REUSE === '1' && fs.existsSync(path.join(dir, 'app.db'));
log(reuse ? `Reusing the plant in ${dir}` : `Generating the plant in ${dir}: ${RECORDS.toLocaleString('en')} records of 20 fields`);
if (!reuse) {
  const made = await generateFormsPlant({ dir, records: RECORDS, log });
  log(`Generated in ${made.seconds.toFixed(1)} s`);
}
const plant = (() => {
  const db = new Database(path.join(dir, 'app.db'), { readonly: true });
  const def = db.prepare(`select tenant_id, storage_json from form_bo_def where alias = ?`).get(BENCH_TEMPLATE) as { tenant_id: string; storage_json: string };
  const table = (JSON.parse(def.storage_json) as { table: string }).table;
  const records = (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  db.close();
  return { tenantId: def.tenant_id, table, records, megabytes: fs.statSync(path.join(dir, 'app.db')).size / 1e6 };
})();
log(`${plant.records.toLocaleString('en')} records in ${plant.table}; database ${plant.megabytes.toFixed(0)} MB`);

const server = await startBenchServer(dir, { BENCH_RAW_BO_TABLE: plant.table }, SECONDS * 8 + 600);
try {
  const { base, rssMb, signIn } = server;
  const auth = await signIn(BENCH_ACCOUNTS[0]);
  const T = `${base}/form/form/dataTemplate/v1`;

  // ---- The list: a filter on two fields and a sort on a third, none indexed for the purpose ----
  const filter = { querys: [{ property: 'point', value: 'effluent', operation: 'EQ' }, { property: 'cod', value: 100, operation: 'GE' }], sorter: [{ property: 'tp', direction: 'DESC' }] };
  const listBody = (page: number, after?: string) => JSON.stringify({ templateId: BENCH_TEMPLATE,
    queryFilter: { ...filter, pageBean: after ? { page, pageSize: PAGE_SIZE, showTotal: false, after } : { page, pageSize: PAGE_SIZE, showTotal: true } } });
  const rawBody = (page: number) => JSON.stringify({ tenantId: plant.tenantId, point: 'effluent', cod: 100, page, pageSize: PAGE_SIZE });
  type Page = { total: number; rows: Array<{ id_?: string; id?: string }>; next?: string };
  const oursRes = await fetch(`${T}/listJson`, { method: 'POST', headers: auth, body: listBody(1) });
  if (!oursRes.ok) throw new Error(`listJson: ${oursRes.status} ${await oursRes.text()}`);
  const ours = (await oursRes.json()) as Page;
  const raw = (await (await fetch(`${base}/bench/raw/bo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: rawBody(1) })).json()) as Page;
  if (ours.total !== raw.total || ours.rows[0]?.id_ !== raw.rows[0]?.id) throw new Error(`the raw route does not read the same rows (${ours.total} / ${raw.total})`);
  const deepPage = Math.max(1, Math.floor(ours.total / PAGE_SIZE / 2));
  log(`\nServer on ${base} (pid ${server.pid}); the filter matches ${ours.total.toLocaleString('en')} records; deep page = ${deepPage}`);
  // Scrolled to the deep page as the web app does, page after page: the `next` its page before gave.
  let after = ours.next;
  for (let n = 2; n < deepPage; n++) {
    after = ((await (await fetch(`${T}/listJson`, { method: 'POST', headers: auth, body: listBody(n, after) })).json()) as Page).next;
  }
  const scrolled = (await (await fetch(`${T}/listJson`, { method: 'POST', headers: auth, body: listBody(deepPage, after) })).json()) as Page;
  const numbered = (await (await fetch(`${base}/bench/raw/bo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: rawBody(deepPage) })).json()) as Page;
  if (scrolled.rows.map((r) => r.id_).join() !== numbered.rows.map((r) => r.id).join()) throw new Error(`scrolling to page ${deepPage} does not give the rows of that page number`);

  const run = (name: string, opts: Parameters<typeof autocannon>[0], connections = CONNECTIONS) => measure(name, opts, SECONDS, connections);
  // Every request under a URL of its own: nothing is kept between them, every one runs its queries.
  let fresh = 0;
  const listOf = (page: number, from?: string) => ({ url: `${T}/listJson`, method: 'POST' as const, headers: auth, body: listBody(page, from),
    requests: [{ setupRequest: (req: { path?: string }) => ({ ...req, path: `/form/form/dataTemplate/v1/listJson?fresh=${fresh++}` }) }] });
  const rawOf = (page: number) => ({ url: `${base}/bench/raw/bo`, method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: rawBody(page) });

  log(`\nautocannon: ${CONNECTIONS} connections, ${SECONDS} s each`);
  const single1 = await run('listJson page 1, 1 connection', listOf(1), 1);
  const singleScrolled = await run(`listJson page ${deepPage} scrolled to (after the page before), 1 connection`, listOf(deepPage, after), 1);
  const singleDeep = await run(`listJson page ${deepPage} by number, with its total, 1 connection`, listOf(deepPage), 1);
  const list1 = await run('listJson page 1', listOf(1));
  const raw1 = await run('raw SQL route page 1', rawOf(1));
  const listDeep = await run(`listJson page ${deepPage}`, listOf(deepPage));
  const rawDeep = await run(`raw SQL route page ${deepPage}`, rawOf(deepPage));

  // ---- Export of every record ----
  const rssBefore = rssMb();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => { rssPeak = Math.max(rssPeak, rssMb()); }, 100);
  const exportStarted = performance.now();
  const exported = await fetch(`${T}/export?formKey=${BENCH_TEMPLATE}&getType=all`, { method: 'POST', headers: auth, body: JSON.stringify({}) });
  const exportBytes = (await exported.arrayBuffer()).byteLength;
  const exportSeconds = (performance.now() - exportStarted) / 1000;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, rssMb());
  if (!exported.ok) throw new Error(`export failed: ${exported.status}`);
  const exportedRows = await (async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await fetch(`${T}/export?formKey=${BENCH_TEMPLATE}&getType=all`, { method: 'POST', headers: auth, body: JSON.stringify({}) })).arrayBuffer());
    return book.worksheets[0].actualRowCount - 1;
  })();
  log(`\nexport of all records: ${exportedRows.toLocaleString('en')} rows, ${(exportBytes / 1e6).toFixed(1)} MB in ${exportSeconds.toFixed(1)} s; RSS ${rssBefore.toFixed(0)} → peak ${rssPeak.toFixed(0)} MB`);

  // ---- Import dry run: 10,000 rows with 1% bad cells ----
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入');
  sheet.addRow(benchFields.map((f) => f.label));
  const labelOf = (f: (typeof benchFields)[number], v: unknown) => ('options' in f ? f.options.find((o) => o.key === v)?.name : undefined) ?? (typeof v === 'boolean' ? (v ? '是' : '否') : v);
  let planted = 0;
  for (let i = 0; i < IMPORT_ROWS; i++) {
    const values = benchValues(i + 7, new Date());
    const cells = benchFields.map((f) => labelOf(f, values[f.key]) ?? null);
    if (i % 100 === 50) { cells[4 + (i % 7)] = i % 200 === 50 ? '九十' : 99999; planted++; } // a word or an out-of-range figure in a measurement
    sheet.addRow(cells);
  }
  const upload = new FormData();
  upload.append('file', new Blob([await book.xlsx.writeBuffer()]), '化验样品.xlsx');
  const importStarted = performance.now();
  const imported = await fetch(`${T}/import?templateKey=${BENCH_TEMPLATE}`, { method: 'POST', headers: { authorization: auth.authorization }, body: upload });
  const importSeconds = (performance.now() - importStarted) / 1000;
  const report = (await imported.json()) as { state: boolean; message?: string; value?: { total: number; ok: number; failed: number } };
  const counts = report.value ?? (await (await fetch(`${base}/form/form/formDataImportLog/v1/listJson`, { method: 'POST', headers: auth,
    body: JSON.stringify({ templateKey: BENCH_TEMPLATE, pageBean: { page: 1, pageSize: 1 } }) })).json() as { rows: Array<{ total: number; ok: number; failed: number }> }).rows[0];
  log(`import dry run of ${IMPORT_ROWS.toLocaleString('en')} rows (${planted} bad cells planted): report in ${importSeconds.toFixed(1)} s — ${counts.total} rows, ${counts.ok} ok, ${counts.failed} failed`);

  // ---- 50 saves at once of one record ----
  // Five people, each saving from several devices at once: one sign-in per person.
  const people = await Promise.all(BENCH_ACCOUNTS.map(async (a, i) => (i === 0 ? auth : signIn(a))));
  const savers = Array.from({ length: SAVERS }, (_, i) => people[i % people.length]);
  const created = (await (await fetch(`${T}/boSave/${BENCH_TEMPLATE}`, { method: 'POST', headers: auth,
    body: JSON.stringify({ templateKey: BENCH_TEMPLATE, [BENCH_TEMPLATE]: benchValues(0, new Date()) }) })).json()) as { value: { id: string } };
  const recordId = created.value.id;
  const read = async (headers: Record<string, string>) => {
    const res = await fetch(`${T}/getForm/${BENCH_TEMPLATE}/${BENCH_TEMPLATE}?id=${recordId}&action=edit&dataKey=${BENCH_TEMPLATE}`, { headers });
    return ((await res.json()) as { data: Record<string, Record<string, unknown>> }).data[BENCH_TEMPLATE];
  };
  // Saver i owns one text field and writes its own mark there; each reads the record, changes its field and
  // saves with the revision it read, and on 409 reads again and retries.
  const owned = ['batchNo', 'analyst', 'note'] as const;
  const markOf = (i: number) => `saver-${i}`;
  const wins: Array<{ saver: number; rev: number }> = [];
  let conflicts = 0;
  let others = 0;
  let rounds = 0;
  const pending = new Set(Array.from({ length: SAVERS }, (_, i) => i));
  const winsPerReadRevision = new Map<number, number>();
  while (pending.size > 0 && rounds < SAVERS * 2) {
    rounds++;
    const attempts = await Promise.all([...pending].map(async (i) => {
      const values = await read(savers[i]);
      const readRev = Number(values.rev_);
      const res = await fetch(`${T}/boSave/${BENCH_TEMPLATE}`, { method: 'POST', headers: savers[i],
        body: JSON.stringify({ templateKey: BENCH_TEMPLATE, [BENCH_TEMPLATE]: { ...values, [owned[i % owned.length]]: markOf(i) } }) });
      return { i, readRev, status: res.status, body: (await res.json()) as { value?: { rev: number } } };
    }));
    for (const a of attempts) {
      if (a.status === 200) {
        pending.delete(a.i);
        wins.push({ saver: a.i, rev: a.body.value!.rev });
        winsPerReadRevision.set(a.readRev, (winsPerReadRevision.get(a.readRev) ?? 0) + 1);
      } else if (a.status === 409) conflicts++;
      else others++;
    }
  }
  const final = await read(auth);
  const lastWriter = new Map<string, number>();
  for (const w of [...wins].sort((a, b) => a.rev - b.rev)) lastWriter.set(owned[w.saver % owned.length], w.saver);
  const lost = [...lastWriter].filter(([field, saver]) => final[field] !== markOf(saver));
  const doubleWins = [...winsPerReadRevision.values()].filter((n) => n > 1).length;
  log(`${SAVERS} saves at once of one record: ${wins.length} saved in ${rounds} rounds, ${conflicts} refused with 409, ${others} other replies; final revision ${final.rev_}`);

  log('\nResults against the targets (SQLite):');
  check(single1.p99 <= TARGETS.listP99Ms && singleScrolled.p99 <= TARGETS.listP99Ms,
    `list page with a filter and a sort, p99 ${single1.p99} ms / ${singleScrolled.p99} ms (page 1 with its total / page ${deepPage} scrolled to, one request at a time), target <= ${TARGETS.listP99Ms} ms`);
  log(`  page ${deepPage} by number with its total (the original's pager): p50 ${singleDeep.p50} ms, p99 ${singleDeep.p99} ms`);
  check(ratio(list1, raw1) >= TARGETS.listVsRaw && ratio(listDeep, rawDeep) >= TARGETS.listVsRaw,
    `ours/raw requests/s ${ratio(list1, raw1).toFixed(2)} (page 1), ${ratio(listDeep, rawDeep).toFixed(2)} (deep), target >= ${TARGETS.listVsRaw}`);
  check(exportSeconds <= TARGETS.exportSeconds && rssPeak - rssBefore <= TARGETS.exportRssMb && exportedRows === plant.records,
    `export of ${exportedRows.toLocaleString('en')} rows in ${exportSeconds.toFixed(1)} s, RSS growth ${(rssPeak - rssBefore).toFixed(0)} MB, targets <= ${TARGETS.exportSeconds} s and <= ${TARGETS.exportRssMb} MB`);
  check(importSeconds <= TARGETS.importSeconds && counts.failed === planted,
    `import report of ${IMPORT_ROWS.toLocaleString('en')} rows in ${importSeconds.toFixed(1)} s with ${counts.failed} of ${planted} bad rows found, target <= ${TARGETS.importSeconds} s`);
  check(wins.length === SAVERS && doubleWins === 0 && lost.length === 0 && others === 0 && Number(final.rev_) === wins.length + 1,
    `concurrent saves: one win per revision (${doubleWins} revisions won twice), ${conflicts} × 409, lost fields: ${lost.length ? lost.map(([f]) => f).join(', ') : 'none'}`);
} finally {
  server.stop();
  if (!process.env.BENCH_KEEP && !process.env.BENCH_DIR) fs.rmSync(dir, { recursive: true, force: true });
}
