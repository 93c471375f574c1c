import { imageSourceAllowed, IMAGE_SOURCES } from './image-sources';

const PAGE = 'http://localhost:8080';

describe('imageSourceAllowed', () => {
  it('allows the page itself, https, data and blob addresses', () => {
    for (const src of [
      '/api/products/1/images/a',
      `${PAGE}/favicon.svg`,
      'https://img.example/a.png',
      'data:image/png;base64,iVBO',
      'blob:http://localhost:8080/1f2e',
    ]) {
      expect(imageSourceAllowed(src, PAGE), src).toBe(true);
    }
  });

  it('refuses plain http elsewhere, other schemes and text that is no address', () => {
    for (const src of ['http://img.example/a.png', 'ftp://img.example/a.png', 'javascript:alert(1)', 'http://[bad']) {
      expect(imageSourceAllowed(src, PAGE), src).toBe(false);
    }
  });

  it('names blob: among the sources, for upload previews', () => {
    expect(IMAGE_SOURCES).toContain('blob:');
  });
});
