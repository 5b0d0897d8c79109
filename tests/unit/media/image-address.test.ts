import { describe, expect, it } from 'vitest';
import {
  blockedBodyImages,
  imageAddressProblem,
  previewWithoutBlockedImages,
} from '@/lib/media/image-address';

/** The site and its Supabase project, as a build with Supabase configured has them. */
const ORIGINS = { siteUrl: 'https://astrelle.app', supabaseUrl: 'https://abcd.supabase.co' };

describe('an image address the site could not show', () => {
  it('accepts a path on the site, the site itself and the media library', () => {
    for (const ok of [
      '',
      '/images/cover.jpg',
      'https://astrelle.app/images/cover.jpg',
      'https://abcd.supabase.co/storage/v1/object/public/blog-images/full-moon-mkq2x1ab.png',
    ])
      expect(imageAddressProblem(ok, ORIGINS), ok).toBeNull();
  });

  it('refuses another host with the policy as the reason, naming the host', () => {
    expect(imageAddressProblem('https://cdn.example.org/a.jpg', ORIGINS)).toBe(
      'The site cannot show images from cdn.example.org: its security policy lets pages load images only from the site itself and from its media library. Upload the image to the media library and choose it there.',
    );
    // A protocol-relative address is another host too.
    expect(imageAddressProblem('//cdn.example.org/a.jpg', ORIGINS)).toMatch(
      /^The site cannot show images from cdn/,
    );
    // Without Supabase there is no media library host to name.
    expect(imageAddressProblem('https://abcd.supabase.co/x.png', { ...ORIGINS, supabaseUrl: '' })).toMatch(
      /only from the site itself\. Upload/,
    );
  });

  it("refuses the browser's own copies and addresses that are no image address", () => {
    expect(imageAddressProblem('data:image/png;base64,AAAA', ORIGINS)).toMatch(
      /browser's own copy of an image/,
    );
    expect(imageAddressProblem('blob:https://astrelle.app/1234', ORIGINS)).toMatch(/browser's own copy/);
    for (const bad of ['javascript:alert(1)', 'ftp://astrelle.app/a.jpg', 'https://'])
      expect(imageAddressProblem(bad, ORIGINS), bad).toMatch(/^This is not an image address/);
  });

  it("lists a body's images the site could not show, once each, with the address as written", () => {
    const html =
      '<p><img src="/images/ok.jpg" alt=""><img src="https://cdn.example.org/a.jpg?w=1&amp;h=2" alt="a">' +
      '<img alt="again" src="https://cdn.example.org/a.jpg?w=1&amp;h=2"></p>';
    const blocked = blockedBodyImages(html, ORIGINS);
    expect(blocked.map((entry) => entry.address)).toEqual(['https://cdn.example.org/a.jpg?w=1&h=2']);
    expect(blocked[0]!.problem).toMatch(/cdn\.example\.org/);
    expect(blockedBodyImages('<p>No image.</p>', ORIGINS)).toEqual([]);
  });

  it('names in the preview each image the site could not show, instead of a broken picture', () => {
    const html =
      '<p><img src="/images/ok.jpg" alt="ok"><img alt="a" src="https://cdn.example.org/a.jpg?w=1&amp;h=&quot;2&quot;"></p>';
    expect(previewWithoutBlockedImages(html, ORIGINS)).toBe(
      '<p><img src="/images/ok.jpg" alt="ok">' +
        '<em data-blocked-image>[Image not shown: the site cannot load https://cdn.example.org/a.jpg?w=1&amp;h=&quot;2&quot;]</em></p>',
    );
    expect(previewWithoutBlockedImages('<p><img src="data:image/png;base64,AAAA"></p>', ORIGINS)).toMatch(
      /^<p><em data-blocked-image>\[Image not shown: the site cannot load data:image\/png;base64,AAAA]<\/em><\/p>$/,
    );
    expect(previewWithoutBlockedImages('<p>No image.</p>', ORIGINS)).toBe('<p>No image.</p>');
  });
});
