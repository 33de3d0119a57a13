/** `--project <id>` (or `--project=<id>`) out of a command line, and the rest, which the deploy hands to firebase. */
export function projectArgument(argv: string[]): { projectId: string; rest: string[] } {
  const rest: string[] = [];
  let projectId = '';
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--project' || arg === '-P') projectId = argv[++i] ?? '';
    else if (arg.startsWith('--project=')) projectId = arg.slice('--project='.length);
    else rest.push(arg);
  }
  if (!projectId) {
    console.error('Name the Firebase project: --project <your-project-id> (the id shown in the Firebase console).');
    process.exit(1);
  }
  return { projectId, rest };
}
