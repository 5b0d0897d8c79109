import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';

/** Content must name the brand, company and mailbox through components or tokens, never as typed text. */
const folders = ['content/legal', 'content/compare'];
const settings = {
  brand: site.brandName,
  company: site.company.name,
  address: site.company.address,
  registryCode: site.company.registryCode,
  supportEmail: site.supportEmail,
};

describe('legal and comparison content', () => {
  for (const folder of folders) {
    for (const name of readdirSync(folder)) {
      it(`${folder}/${name} does not retype site settings`, () => {
        const text = readFileSync(join(folder, name), 'utf8');
        for (const [key, value] of Object.entries(settings)) {
          expect(text.includes(value), `${key} "${value}" typed into ${name}`).toBe(false);
        }
      });
    }
  }
});
