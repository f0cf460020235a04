/**
 * `npm run gen:api`: writes the widgets' API types from the server's OpenAPI document
 * (see ./api-types.ts). Run it after changing a route; commit the result.
 */
import { writeFileSync } from 'node:fs';
import { generateApiFiles } from './api-types';

const files = await generateApiFiles();
for (const [path, text] of Object.entries(files)) {
  writeFileSync(path, text);
  console.log(`wrote ${path} (${text.length} characters)`);
}
