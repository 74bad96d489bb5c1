// Parses an AsyncAPI document with the AsyncAPI parser and prints its diagnostics; exits 1 on any error.
import { readFile } from 'node:fs/promises';
import { Parser } from '@asyncapi/parser';

const SEVERITIES = ['error', 'warning', 'information', 'hint'];

const { document, diagnostics } = await new Parser().parse(await readFile(process.argv[2], 'utf8'));
for (const diagnostic of diagnostics) {
  console.log(`${SEVERITIES[diagnostic.severity]} ${diagnostic.code} ${diagnostic.path.join('.')}: ${diagnostic.message}`);
}
const errors = diagnostics.filter((diagnostic) => diagnostic.severity === 0);
if (document === undefined || errors.length > 0) {
  console.log(`invalid: ${errors.length} errors`);
  process.exit(1);
}
console.log(`valid: ${document.channels().length} channels, ${document.operations().length} operations, `
  + `${document.messages().length} messages`);
