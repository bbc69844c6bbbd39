import { writeFileSync } from 'node:fs';
import { buildOpenApi } from './build';

const doc = buildOpenApi();
writeFileSync('openapi.json', `${JSON.stringify(doc, null, 2)}\n`);
console.log(`openapi.json written: ${Object.keys(doc.paths as object).length} paths`);
