/**
 * Builds the integration tests' template and prints it as JSON (`create`), or removes one
 * (`remove '<json>'`). Run by integration-setup.ts in a process of its own; DATABASE_URL chooses
 * PostgreSQL, as in the tests.
 */
import {
  createTestWorldTemplate,
  removeTestWorldTemplate,
  type TestWorldTemplate,
} from './test-world-template';

const [command, argument] = process.argv.slice(2);
if (command === 'create') {
  const template = await createTestWorldTemplate(process.env.DATABASE_URL || undefined);
  process.stdout.write(JSON.stringify(template));
} else if (command === 'remove' && argument) {
  await removeTestWorldTemplate(JSON.parse(argument) as TestWorldTemplate);
} else {
  process.stderr.write('usage: build-test-world-template.ts create | remove <template json>\n');
  process.exitCode = 2;
}
