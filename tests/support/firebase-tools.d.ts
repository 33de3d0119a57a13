// firebase-tools ships no types for its internals; this is the check `firebase deploy` runs on firestore.indexes.json.
declare module 'firebase-tools/lib/firestore/api' {
  export class FirestoreApi {
    validateSpec(spec: unknown): void;
  }
}
