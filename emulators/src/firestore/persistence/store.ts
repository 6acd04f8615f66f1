import fs from 'node:fs/promises';
import path from 'node:path';
import type { StoredDoc } from '../../shared/contract';
import type { FirestoreEngine } from '../engine/engine';
import type { ExportFile } from './format';
import { exportDocuments, FORMAT, importDocument, VERSION } from './format';

const SUBDIR = 'firestore';

/** Writes every project with documents to `<dir>/firestore/<project>.json` and removes stale project files. */
export async function exportData(engine: FirestoreEngine, dir: string): Promise<string[]> {
  const target = path.join(dir, SUBDIR);
  await fs.mkdir(target, { recursive: true });
  const byProject = new Map<string, ExportFile>();
  for (const state of engine.allDatabases()) {
    if (state.db.size === 0) continue;
    const { project, database } = state.db.id;
    let file = byProject.get(project);
    if (!file) byProject.set(project, (file = { format: FORMAT, version: VERSION, project, databases: {} }));
    file.databases[database] = { documents: exportDocuments(state.db.allDocs()) };
  }
  const written: string[] = [];
  for (const [project, file] of [...byProject].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const out = path.join(target, `${project}.json`);
    const tmp = `${out}.${process.pid}.tmp`;
    await fs.writeFile(tmp, `${JSON.stringify(file, null, 2)}\n`);
    await fs.rename(tmp, out);
    written.push(out);
  }
  for (const name of await fs.readdir(target)) {
    if (name.endsWith('.json') && !byProject.has(name.slice(0, -'.json'.length))) await fs.rm(path.join(target, name));
  }
  return written;
}

/** Loads every `<dir>/firestore/*.json`; a missing directory is an empty import. Returns documents loaded. */
export async function importData(engine: FirestoreEngine, dir: string): Promise<number> {
  const source = path.join(dir, SUBDIR);
  let names: string[];
  try {
    names = (await fs.readdir(source)).filter((n) => n.endsWith('.json')).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let count = 0;
  for (const name of names) {
    const file = path.join(source, name);
    const parsed = JSON.parse(await fs.readFile(file, 'utf8')) as ExportFile;
    if (parsed.format !== FORMAT || parsed.version !== VERSION || typeof parsed.project !== 'string') {
      throw new Error(`${file}: not a ${FORMAT} v${VERSION} file`);
    }
    for (const [database, { documents }] of Object.entries(parsed.databases ?? {})) {
      const state = engine.database({ project: parsed.project, database });
      const changes = new Map<string, StoredDoc | null>();
      for (const raw of documents) {
        const doc = importDocument(state.db.id, raw, file);
        changes.set(doc.path, doc);
        engine.clock.advancePast(doc.updateTime);
      }
      state.db.commit(changes);
      count += changes.size;
    }
  }
  return count;
}
