// Lints snippets of code as if each were a file at the path given, in one ESLint process: the CLI's start
// (the config, typescript-eslint, the import resolver) costs seconds, paid here once for every snippet.
// Reads [{ filePath, code }] as JSON on stdin; writes, for each, its messages as [{ ruleId, message }].
import { ESLint } from 'eslint';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(out));
