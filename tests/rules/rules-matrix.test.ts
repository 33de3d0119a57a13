import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { holdRulesDisabledContext, rulesTestEnv, type HeldContext } from '../support/rules-env';
import { MATRIX, OPERATIONS, ROLE_AUTH, ROLES, type MatrixRow, type Operation, type Role } from './rules-matrix';

let env: RulesTestEnvironment;
let cellsRun = 0;
let seeder: HeldContext;

beforeAll(async () => {
  env = await rulesTestEnv();
  await env.clearFirestore();
  seeder = await holdRulesDisabledContext(env);
});
afterAll(async () => {
  await seeder?.release();
  const paths = new Set(MATRIX.map((r) => r.doc)).size;
  console.log(
    `rules matrix: ${ROLES.length} roles × ${OPERATIONS.length} operations × ${paths} paths = ${ROLES.length * OPERATIONS.length * paths} cells, ${cellsRun} run`,
  );
  await env?.cleanup();
});

type Store = ReturnType<ReturnType<RulesTestEnvironment['unauthenticatedContext']>['firestore']>;

// One client per role for the whole matrix: a context per cell started 900 Firestore clients, most of the file's time.
const stores = new Map<Role, Store>();

function db(role: Role): Store {
  let store = stores.get(role);
  if (!store) {
    store =
      role === 'anonymous'
        ? env.unauthenticatedContext().firestore()
        : env.authenticatedContext(ROLE_AUTH[role].uid, ROLE_AUTH[role].claims).firestore();
    stores.set(role, store);
  }
  return store;
}

const parentCollection = (path: string) => path.slice(0, path.lastIndexOf('/'));

/** Puts the row's document back as seeded, and clears the place a create goes. */
async function arrange(row: MatrixRow, operation: Operation): Promise<void> {
  await seeder.db.doc(row.doc).set(row.seed);
  if (operation === 'create') await seeder.db.doc(row.createAt).delete();
}

function attempt(row: MatrixRow, role: Role, operation: Operation): Promise<unknown> {
  const store = db(role);
  const uid = role === 'anonymous' ? 'nobody' : ROLE_AUTH[role].uid;
  switch (operation) {
    case 'get':
      return store.doc(row.doc).get();
    case 'list':
      return store.collection(parentCollection(row.doc)).get();
    case 'create':
      return store.doc(row.createAt).set(row.create(uid));
    case 'update':
      return store.doc(row.doc).update(row.update);
    case 'delete':
      return store.doc(row.doc).delete();
  }
}

const cells = MATRIX.flatMap((row) =>
  ROLES.flatMap((role) => OPERATIONS.map((operation) => ({ row, role, operation, allowed: row.allowed[operation].includes(role) }))),
);

describe.each(MATRIX.map((row) => [row.doc, row] as const))('%s', (_, row) => {
  it.each(cells.filter((c) => c.row === row).map((c) => [c.role, c.operation, c.allowed ? 'allowed' : 'denied', c] as const))(
    '%s %s: %s',
    async (_role, _operation, _answer, { role, operation, allowed }) => {
      await arrange(row, operation);
      await (allowed ? assertSucceeds : assertFails)(attempt(row, role, operation));
      cellsRun += 1;
    },
  );
});

/** Every `match` path in firestore.rules, nested ones joined to their parents, below /databases/{database}/documents. */
function rulePaths(): string[] {
  const source = readFileSync(join(__dirname, '../../firestore.rules'), 'utf8').replace(/\/\/.*$/gm, '');
  const stack: (string | null)[] = [];
  const found: string[] = [];
  for (const token of source.matchAll(/match\s+(\S+)\s*\{|\{|\}/g)) {
    if (token[0] === '}') stack.pop();
    else if (token[1]) {
      stack.push(token[1]);
      found.push(stack.filter((s): s is string => s !== null).join(''));
    } else stack.push(null);
  }
  const root = '/databases/{database}/documents/';
  return found.filter((p) => p.startsWith(root)).map((p) => p.slice(root.length));
}

describe('the matrix', () => {
  it('has a row for every match in firestore.rules, and no row for a rule that is gone', () => {
    const inRules = rulePaths();
    expect(inRules.length).toBeGreaterThan(10);
    expect([...new Set(MATRIX.map((r) => r.rule))].sort()).toEqual([...new Set(inRules)].sort());
  });
});
