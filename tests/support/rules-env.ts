import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOST, PROJECT_ID, emulatorPorts } from '../../scripts/lib/ports';

const rules = (file: string) => readFileSync(join(__dirname, '../..', file), 'utf8');

/** A rules-unit-testing environment on this checkout's emulators, with the repo's rules files. */
export function rulesTestEnv(opts: { storage?: boolean } = {}): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: HOST, port: emulatorPorts().firestore, rules: rules('firestore.rules') },
    ...(opts.storage ? { storage: { host: HOST, port: emulatorPorts().storage, rules: rules('storage.rules') } } : {}),
  });
}
